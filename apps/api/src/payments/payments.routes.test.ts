import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { creditRepayments, creditStatements } from '../credit/credit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { pngBytes } from '../uploads/testing/sample-files.ts';
import { memberUploadPrefix } from '../uploads/upload-keys.ts';
import { payments } from './payments.schema.ts';

type PayOrder = {
  number: string;
  state: string;
  awaiting_transfer: boolean;
  payable: string;
  transfer: { state: string; reason: string; file_name: string } | null;
  bank: { account_name: string; bank_name: string; account_no: string };
  line_count: number;
};
type Transfers = {
  total: number;
  list: {
    id: number;
    order_number: string;
    state: string;
    amount: string;
    order_payable: string;
    order_state: string;
    voucher_url: string;
    reason: string;
    reviewed_at: string | null;
  }[];
};
type Record = {
  total: number;
  list: {
    kind: string;
    order_number: string;
    statement_period_end: string;
    method: string;
    state: string;
    amount: string;
  }[];
};

const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(databaseKinds)('对公转账 on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 100, 1))[0]!.id;
    await t.login();
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** A new member logged in on t.client with an unpaid order. */
  async function buyer() {
    const user = await t.login();
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 1 }]);
    return { user, order };
  }

  /** Writes bytes where the member may, and registers them as `purpose` through the API. */
  async function upload(userId: number, bytes: Uint8Array, fileName: string, purpose = 'voucher') {
    const ext = fileName.slice(fileName.lastIndexOf('.'));
    const key = `${memberUploadPrefix(userId, new Date())}${Date.now()}-${Math.random().toString(36).slice(2)}${ext}`;
    await t.app.deps.storage.put(key, bytes, 'application/octet-stream');
    return t.client.post<{ filePath: string }>('/oss/register', { key, purpose, fileName });
  }

  const payOrder = (number: string, client: TestClient = t.client) =>
    client.get<PayOrder>('/pay/order', { number });
  const orderState = async (id: number) =>
    (await db().select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]!.state;

  it('when finance staff set the receiving account, then /pay shows it; a bad account number is refused, 内容 staff may not change it, and 恢复默认 brings the settings back', async () => {
    const { order } = await buyer();
    const before = await payOrder(order.number);
    expect(before.obj.bank.account_no).toBe('1219 0812 3410 801');
    const account = {
      account_name: '上海新实验科技有限公司',
      bank_name: '中国银行上海漕河泾支行',
      account_no: '4567 8901 2345',
    };
    const finance = (await staffClient(t, ['财务'])).client;
    const bad = await finance.post('/admin/sys/config/transfer-bank', { ...account, account_no: '12-34' });
    expect(bad.code).toBe(Code.INVALID);
    expect(bad.message).toContain('银行账号为8-40位数字');
    const blank = await finance.post('/admin/sys/config/transfer-bank', { ...account, account_name: ' ' });
    expect(blank.code).toBe(Code.INVALID);
    expect((await payOrder(order.number)).obj.bank.account_no).toBe('1219 0812 3410 801');

    // 系统配置 alone (the 内容 role) does not reach where members send money, by either route.
    const content = (await staffClient(t, ['内容'])).client;
    const generic = await content.post('/admin/sys/config/save', {
      key: 'transfer_bank',
      value: JSON.stringify(account),
    });
    expect(generic.code, generic.message).toBe(Code.INVALID);
    expect((await content.post('/admin/sys/config/transfer-bank', account)).code).toBe(Code.FORBIDDEN);
    expect((await content.post('/admin/sys/config/delete', { key: 'transfer_bank' })).code).toBe(
      Code.INVALID,
    );

    const saved = await finance.post('/admin/sys/config/transfer-bank', account);
    expect(saved.code, saved.message).toBe(Code.OK);
    expect((await payOrder(order.number)).obj.bank).toEqual(account);
    // The account is for members' payment pages, not the public configuration every page reads.
    expect(
      await t
        .newClient()
        .get('/sys/config')
        .then((c) => Object.keys(c.obj as object)),
    ).not.toContain('transfer_bank');

    expect((await finance.post('/admin/sys/config/transfer-bank/delete', {})).code).toBe(Code.OK);
    expect((await payOrder(order.number)).obj.bank).toEqual({
      account_name: '上海蓝标实验用品有限公司',
      bank_name: '招商银行上海张江支行',
      account_no: '1219 0812 3410 801',
    });
  });

  it('when a buyer sends a PDF voucher for their unpaid order, then it waits as 待确认 for the payable and an operator confirms it → paid', async () => {
    const { user, order } = await buyer();
    const page = await payOrder(order.number);
    expect(page.code).toBe(Code.OK);
    expect(page.obj).toMatchObject({
      state: 'pending_payment',
      awaiting_transfer: false,
      transfer: null,
      line_count: 1,
    });
    expect(page.obj.bank.account_no).toMatch(/^[0-9 ]+$/);

    const file = await upload(user.id, PDF, '回单.pdf');
    expect(file.code).toBe(Code.OK);
    // An amount from the client is not part of the payload: it is dropped, the payable is what counts.
    const sent = await t.client.post('/pay/transfer', {
      number: order.number,
      voucher: file.obj.filePath,
      amount: '0.01',
    });
    expect(sent).toMatchObject({ code: Code.OK, obj: { state: 'pending_payment', awaiting_transfer: true } });
    const [row] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    const [head] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ method: 'transfer', state: 'pending', amountFen: head!.payableFen });
    expect((await payOrder(order.number)).obj).toMatchObject({
      awaiting_transfer: true,
      transfer: { state: 'pending', file_name: '回单.pdf' },
    });
    const detail = await t.client.get<{ state: string; awaiting_transfer: boolean }>('/user/order/detail', {
      number: order.number,
    });
    expect(detail.obj).toMatchObject({ state: 'pending_payment', awaiting_transfer: true });
    const list = await t.client.get<{ list: { number: string; awaiting_transfer: boolean }[] }>(
      '/user/order/list',
      {},
    );
    expect(list.obj.list).toEqual([
      expect.objectContaining({ number: order.number, awaiting_transfer: true }),
    ]);
    const again = await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
    expect(again).toMatchObject({ code: Code.CONFLICT, message: '转账凭证已提交，请等待确认' });

    const queue = await operator.get<Transfers>('/admin/transfers', {});
    const mine = queue.obj.list.find((x) => x.order_number === order.number);
    expect(mine).toBeDefined();
    expect(mine!.voucher_url).not.toBe('');
    const confirmed = await operator.post('/admin/transfers/confirm', { id: mine!.id });
    expect(confirmed).toMatchObject({ code: Code.OK, obj: { state: 'paid', order_state: 'paid' } });
    expect(await orderState(order.id)).toBe('paid');
    expect((await operator.post('/admin/transfers/confirm', { id: mine!.id })).code).toBe(Code.CONFLICT);
    const pendingNow = await operator.get<Transfers>('/admin/transfers', { state: 'pending' });
    expect(pendingNow.obj.list.map((x) => x.id)).not.toContain(mine!.id);
    const paidList = await operator.get<Transfers>('/admin/transfers', { state: 'paid' });
    expect(paidList.obj.list.find((x) => x.id === mine!.id)).toMatchObject({
      state: 'paid',
      order_payable: mine!.amount,
      order_state: 'paid',
      reviewed_at: expect.any(String),
    });
    expect((await operator.get('/admin/transfers', { state: 'closed' })).code).toBe(Code.INVALID);

    const record = await t.client.get<Record>('/user/bill/record', {});
    expect(record.obj).toMatchObject({
      total: 1,
      list: [{ order_number: order.number, method: 'transfer', state: 'paid' }],
    });
  });

  it('when an operator rejects a transfer with a reason, then the buyer sees it, the order stays 待付款 and a new voucher may be sent', async () => {
    const { user, order } = await buyer();
    const file = await upload(user.id, pngBytes(2048), '截图.png');
    await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
    const [row] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect((await operator.post('/admin/transfers/reject', { id: row!.id, reason: '' })).code).toBe(
      Code.INVALID,
    );
    const rejected = await operator.post('/admin/transfers/reject', {
      id: row!.id,
      reason: '未查到该笔到账',
    });
    expect(rejected).toMatchObject({ code: Code.OK, obj: { state: 'rejected' } });
    expect(await orderState(order.id)).toBe('pending_payment');
    expect((await payOrder(order.number)).obj).toMatchObject({
      awaiting_transfer: false,
      transfer: { state: 'rejected', reason: '未查到该笔到账' },
    });
    const rejectedList = await operator.get<Transfers>('/admin/transfers', { state: 'rejected' });
    expect(rejectedList.obj.list.find((x) => x.id === row!.id)).toMatchObject({
      state: 'rejected',
      reason: '未查到该笔到账',
      order_state: 'pending_payment',
    });
    const resent = await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
    expect(resent.code).toBe(Code.OK);
  });

  it("when a buyer pays another member's order, then it answers 404 and nothing is written", async () => {
    const { order } = await buyer();
    const other = await t.login();
    const file = await upload(other.id, pngBytes(1024), 'x.png');
    expect((await payOrder(order.number)).code).toBe(Code.NOT_FOUND);
    const sent = await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
    expect(sent).toMatchObject({ code: Code.NOT_FOUND, message: '订单不存在' });
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it.each([
    ['cancelled', '订单已取消，不能支付'],
    ['paid', '订单已付款，无需重复支付'],
  ] as const)(
    'when the order is %s, then a transfer is refused with its state and nothing is written',
    async (state, message) => {
      const { user, order } = await buyer();
      await db().update(orders).set({ state }).where(eq(orders.id, order.id));
      const file = await upload(user.id, pngBytes(1024), 'x.png');
      const sent = await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
      expect(sent).toMatchObject({ code: Code.CONFLICT, message });
      expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    },
  );

  it('when a voucher is of the wrong type or over the size limit, then it is refused at registration and no transfer is possible with it', async () => {
    const { user, order } = await buyer();
    const html = await upload(user.id, new TextEncoder().encode('<!doctype html><p>hi</p>'), 'v.pdf');
    expect(html).toMatchObject({
      code: Code.INVALID,
      message: '文件内容与类型不符，请上传png、gif、jpg、jpeg、pdf格式的文件',
    });
    const big = await upload(user.id, pngBytes(10 * 1024 * 1024 + 1), 'big.png');
    expect(big).toMatchObject({ code: Code.INVALID, message: '上传的文件大小不得超过10mb' });
    const avatar = await upload(user.id, pngBytes(1024), 'me.png', 'avatar');
    const sent = await t.client.post('/pay/transfer', { number: order.number, voucher: avatar.obj.filePath });
    expect(sent).toMatchObject({ code: Code.INVALID, message: '文件无效，请重新上传' });
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('when an unpaid order is past its time but a transfer awaits review, then the sweep leaves it; rejected, it gets time again', async () => {
    const user = await t.login();
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 1 }], {
      payBy: new Date(Date.now() - 60_000),
    });
    const file = await upload(user.id, pngBytes(1024), 'x.png');
    expect(
      (await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath })).code,
    ).toBe(Code.OK);
    await t.app.deps.orders.expireDue();
    expect(await orderState(order.id)).toBe('pending_payment');

    const [row] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    await operator.post('/admin/transfers/reject', { id: row!.id, reason: '金额不符' });
    const [head] = await db().select({ payBy: orders.payBy }).from(orders).where(eq(orders.id, order.id));
    expect(head!.payBy.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
    await t.app.deps.orders.expireDue();
    expect(await orderState(order.id)).toBe('pending_payment');
    // The voucher chose 对公转账: the order keeps TRANSFER_PAY_DAYS (7) days (ADR 33), then lapses.
    await t.app.deps.orders.expireDue(new Date(Date.now() + 24 * 3600_000));
    expect(await orderState(order.id)).toBe('pending_payment');
    await t.app.deps.orders.expireDue(new Date(Date.now() + 8 * 24 * 3600_000));
    expect(await orderState(order.id)).toBe('cancelled');
  });

  it('when a member has paid orders and repaid a statement, then the record lists both, newest first, paged exactly', async () => {
    const user = await t.login();
    const first = await placeTestOrder(db(), user.id, [{ skuId, quantity: 1 }]);
    const second = await placeTestOrder(db(), user.id, [{ skuId, quantity: 1 }]);
    const payableOf = async (id: number) =>
      (await db().select({ p: orders.payableFen }).from(orders).where(eq(orders.id, id)))[0]!.p;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db()
      .insert(payments)
      .values([
        {
          orderId: first.id,
          userId: user.id,
          method: 'online',
          state: 'failed',
          amountFen: await payableOf(first.id),
          createdAt: at(30),
        },
        {
          orderId: second.id,
          userId: user.id,
          method: 'credit',
          state: 'paid',
          amountFen: await payableOf(second.id),
          createdAt: at(10),
          settledAt: at(10),
        },
      ]);
    const [statement] = await db()
      .insert(creditStatements)
      .values({
        userId: user.id,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        dueDate: '2026-11-15',
        totalFen: 5000,
      })
      .returning();
    await db()
      .insert(creditRepayments)
      .values({
        userId: user.id,
        statementId: statement!.id,
        amountFen: 5000,
        voucher: 'accepted/voucher/x.png',
        state: 'pending',
        createdAt: at(20),
      });
    const all = await t.client.get<Record>('/user/bill/record', {});
    expect(all.obj.total).toBe(3);
    expect(all.obj.list.map((r) => [r.kind, r.method, r.state, r.amount])).toEqual([
      ['payment', 'credit', 'paid', expect.any(String)],
      ['repayment', 'transfer', 'pending', '50.00'],
      ['payment', 'online', 'failed', expect.any(String)],
    ]);
    const second2 = await t.client.get<Record>('/user/bill/record', { index: 2, pageSize: 1 });
    expect(second2.obj).toMatchObject({
      total: 3,
      list: [{ kind: 'repayment', statement_period_end: '2026-10-31' }],
    });
  });

  it('when a member (not an operator) calls the review routes, then they are refused', async () => {
    await t.login();
    expect((await t.client.get('/admin/transfers', {})).code).toBe(Code.FORBIDDEN);
    expect((await t.client.post('/admin/transfers/confirm', { id: 1 })).code).toBe(Code.FORBIDDEN);
  });
});
