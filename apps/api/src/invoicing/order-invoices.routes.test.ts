import { Code } from '@labmall/protocol';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { orderPayable } from '../credit/testing/credit-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { orderInvoices } from './invoicing.schema.ts';

type Invoice = {
  id: number;
  order_number: string;
  invoice_no: string;
  amount: string;
  state: string;
  issued_by: string;
  reversal_reason: string;
  reversal_due_at: string | null;
  red_invoice_no: string;
  reversed_by: string;
};

const choice = {
  kind: 'normal' as const,
  titleType: 'organisation' as const,
  title: '上海某某生物科技有限公司',
  taxpayerNo: '91310000MA1FL0000X',
  registeredAddress: null,
  registeredPhone: null,
  bankName: null,
  bankAccount: null,
  email: null,
};

describe.each(databaseKinds)('order invoices on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let finance: TestClient;
  let orderStaff: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    finance = (await staffClient(t, ['财务'])).client;
    orderStaff = (await staffClient(t, ['订单'])).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const invoiceRows = async () => (await db().select({ n: count() }).from(orderInvoices))[0]?.n ?? 0;

  /** A member with credit, and an order of `fen` they paid on credit; with an invoice choice or 不开票. */
  async function paidOrder(fen: number, options: { invoice?: boolean; pay?: boolean } = {}) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    await t.app.deps.credit.setTerms(user.id, { limitFen: 10_000_000, statementDay: 1, dueDays: 30 });
    const order = await orderPayable(db(), user.id, skuId, fen);
    const invoice = options.invoice === false ? null : choice;
    await db().update(orders).set({ invoice }).where(eq(orders.id, order.id));
    if (options.pay !== false) {
      const paid = await client.post('/pay/credit', { number: order.number });
      expect(paid.code, paid.message).toBe(Code.OK);
    }
    return { user, client, order };
  }

  const issue = (payload: Record<string, unknown>) => finance.post<Invoice>('/admin/invoices/issue', payload);

  it('when finance registers an invoice on a paid order whose buyer asked for one, then it is issued for what was paid and shows on the list, the console order and the buyer order', async () => {
    const { user, client, order } = await paidOrder(12_800);
    const issued = await issue({ number: order.number, invoice_no: '24442000000012345678' });
    expect(issued.code, issued.message).toBe(Code.OK);
    expect(issued.obj).toMatchObject({
      order_number: order.number,
      invoice_no: '24442000000012345678',
      amount: '128.00',
      state: 'issued',
      reversal_reason: '',
      red_invoice_no: '',
    });
    expect(issued.obj.issued_by).not.toBe('');

    const listed = await finance.get<{ total: number; list: Invoice[] }>('/admin/invoices', {
      number: order.number,
    });
    expect(listed.obj.list.map((i) => i.id)).toEqual([issued.obj.id]);
    const staffView = await orderStaff.get<{ invoices: Invoice[]; invoiceable: string }>(
      '/admin/orders/detail',
      { number: order.number },
    );
    expect(staffView.obj.invoices).toEqual([expect.objectContaining({ id: issued.obj.id, state: 'issued' })]);
    expect(staffView.obj.invoiceable).toBe('128.00');
    const buyerView = await client.get<{ invoices: unknown[] }>('/user/order/detail', {
      number: order.number,
    });
    expect(buyerView.obj.invoices).toEqual([
      {
        invoice_no: '24442000000012345678',
        amount: '128.00',
        state: 'issued',
        issued_at: expect.any(String),
        red_invoice_no: '',
      },
    ]);
    // Another member's order stays absent, invoices and all.
    const stranger = await t.login();
    const other = t.newClient();
    other.session = t.client.session;
    expect(stranger.id).not.toBe(user.id);
    expect((await other.get('/user/order/detail', { number: order.number })).code).toBe(Code.NOT_FOUND);
  });

  it('when the input is wrong or the order cannot be invoiced, then each gets a clear answer and no invoice is written', async () => {
    const { order } = await paidOrder(5_000);
    const before = await invoiceRows();
    const refused = [
      [{ number: order.number, invoice_no: '1234567' }, Code.INVALID, '发票号码为8位或20位数字'],
      [{ number: order.number, invoice_no: '12345678901' }, Code.INVALID, '发票号码为8位或20位数字'],
      [{ number: order.number, invoice_no: '' }, Code.INVALID, '请填写发票号码'],
      [{ number: order.number, invoice_no: '12345678', amount: '0' }, Code.INVALID, '开票金额'],
      [{ number: '20990101999999', invoice_no: '12345678' }, Code.NOT_FOUND, '订单不存在'],
      [{ number: order.number, invoice_no: '12345678', amount: '50.01' }, Code.CONFLICT, '¥50.00'],
    ] as const;
    for (const [payload, code, words] of refused) {
      const answer = await issue(payload);
      expect(answer.code, JSON.stringify(payload)).toBe(code);
      expect(answer.message).toContain(words);
    }
    const noChoice = await paidOrder(5_000, { invoice: false });
    const none = await issue({ number: noChoice.order.number, invoice_no: '12345678' });
    expect([none.code, none.message]).toEqual([Code.CONFLICT, '买家下单时选择了不开票，不能登记开票']);
    const unpaid = await paidOrder(5_000, { pay: false });
    const early = await issue({ number: unpaid.order.number, invoice_no: '12345678' });
    expect([early.code, early.message]).toEqual([Code.CONFLICT, '订单未付款，不能开票']);
    const clerk = await orderStaff.post('/admin/invoices/issue', {
      number: order.number,
      invoice_no: '12345678',
    });
    expect(clerk.code).toBe(Code.FORBIDDEN);
    expect(await invoiceRows()).toBe(before);

    const first = await issue({ number: order.number, invoice_no: '12345678', amount: '20.00' });
    expect(first.obj.amount).toBe('20.00');
    const second = await issue({ number: order.number, invoice_no: '87654321' });
    expect([second.code, second.message]).toEqual([
      Code.CONFLICT,
      '该订单已有未红冲的发票（号码 12345678），红冲后才能重新开票',
    ]);

    const reverse = (payload: Record<string, unknown>) => finance.post('/admin/invoices/reverse', payload);
    expect((await reverse({ id: 999_999, red_invoice_no: '11112222' })).code).toBe(Code.NOT_FOUND);
    const same = await reverse({ id: first.obj.id, red_invoice_no: '12345678' });
    expect([same.code, same.message]).toEqual([Code.INVALID, '红字发票号码不能与原发票号码相同']);
    expect((await reverse({ id: first.obj.id, red_invoice_no: '1' })).code).toBe(Code.INVALID);
    expect((await reverse({ id: first.obj.id, red_invoice_no: '11112222' })).code).toBe(Code.OK);
    const again = await reverse({ id: first.obj.id, red_invoice_no: '33334444' });
    expect([again.code, again.message]).toEqual([Code.CONFLICT, '该发票已红冲']);
    const [row] = await db().select().from(orderInvoices).where(eq(orderInvoices.id, first.obj.id));
    expect([row?.state, row?.redInvoiceNo]).toEqual(['reversed', '11112222']);
    expect(await invoiceRows()).toBe(before + 1);
  });

  it('when a partial refund succeeds on an order with an issued invoice, then the invoice is marked 待红冲 once, a replayed settle marks nothing more, and after 红冲 a new one may be issued for what remains', async () => {
    const { client, order } = await paidOrder(10_000);
    const issued = await issue({ number: order.number, invoice_no: '24442000000000000001' });
    expect(issued.code, issued.message).toBe(Code.OK);

    const granted = await finance.post<{ list: { id: number; state: string }[] }>('/admin/refunds/grant', {
      number: order.number,
      amount: '12.00',
      reason: '少发一瓶',
    });
    expect(granted.code, granted.message).toBe(Code.OK);
    expect(granted.obj.list.map((r) => r.state)).toEqual(['succeeded']);
    const marked = async () =>
      (await db().select().from(orderInvoices).where(eq(orderInvoices.id, issued.obj.id)))[0];
    const first = await marked();
    expect([first?.state, first?.reversalReason]).toEqual(['reversal_due', '退款 ¥12.00']);
    expect(first?.reversalDueAt).toBeInstanceOf(Date);

    // The gateway's or the job's answer coming again settles nothing twice.
    const refundId = granted.obj.list[0]!.id;
    expect(await t.app.deps.refunds.settle(refundId, { status: 'succeeded' })).toBe(false);
    expect(await marked()).toEqual(first);

    // A second refund adds its words; the mark and its time stay.
    await finance.post('/admin/refunds/grant', { number: order.number, amount: '3.00', reason: '运费' });
    const second = await marked();
    expect([second?.state, second?.reversalReason]).toEqual(['reversal_due', '退款 ¥12.00；退款 ¥3.00']);
    expect(second?.reversalDueAt).toEqual(first?.reversalDueAt);

    const due = await finance.get<{ due: number; list: Invoice[] }>('/admin/invoices', { pageSize: 100 });
    expect(due.obj.due).toBeGreaterThan(0);
    expect(due.obj.list[0]?.state).toBe('reversal_due');
    expect(due.obj.list.filter((i) => i.state === 'reversal_due').map((i) => i.id)).toContain(issued.obj.id);

    const buyerDue = await client.get<{ invoices: { state: string }[] }>('/user/order/detail', {
      number: order.number,
    });
    expect(buyerDue.obj.invoices.map((i) => i.state)).toEqual(['reversal_due']);
    const reversed = await finance.post<Invoice>('/admin/invoices/reverse', {
      id: issued.obj.id,
      red_invoice_no: '24442000000000000002',
    });
    expect(reversed.code, reversed.message).toBe(Code.OK);
    expect(reversed.obj).toMatchObject({ state: 'reversed', red_invoice_no: '24442000000000000002' });
    expect(reversed.obj.reversed_by).not.toBe('');

    const staffView = await finance.get<{ invoiceable: string }>('/admin/orders/detail', {
      number: order.number,
    });
    expect(staffView.obj.invoiceable).toBe('85.00');
    const again = await issue({ number: order.number, invoice_no: '24442000000000000003' });
    expect(again.code, again.message).toBe(Code.OK);
    expect(again.obj).toMatchObject({ amount: '85.00', state: 'issued' });
    const buyer = await client.get<{ invoices: { state: string }[] }>('/user/order/detail', {
      number: order.number,
    });
    expect(buyer.obj.invoices.map((i) => i.state)).toEqual(['reversed', 'issued']);
  });
});
