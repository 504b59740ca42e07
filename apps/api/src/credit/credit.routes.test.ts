import { Code } from '@labmall/protocol';
import { formatYuan } from '@labmall/rules';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { acceptedUpload } from '../accounts/testing/account-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { accountOf, ledgerSum } from './credit.repository.ts';
import { creditAccounts, creditEntries } from './credit.schema.ts';
import { orderPayable } from './testing/credit-fixtures.ts';

type Bill = {
  account: { limit: string; outstanding: string; available: string; opened: boolean; statement_day: number };
  undrawn: { kind: string; amount: string; order_number: string | null }[];
  total: number;
  statements: { id: number; total: string; unpaid: string; pending: string; state: string }[];
};
type Statement = {
  statement: { id: number; total: string; repaid: string; unpaid: string; state: string };
  entries: { kind: string; amount: string }[];
  repayments: { id: number; state: string; reason: string }[];
};

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('the credit account on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    await t.login();
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** A logged-in member with a client of their own, granted `limitFen` of credit (0: none). */
  async function member(limitFen: number, statementDay = 1) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    if (limitFen > 0) {
      const set = await operator.post('/admin/credit/set', {
        user_id: user.id,
        limit: formatYuan(limitFen),
        statement_day: statementDay,
        due_days: 20,
      });
      expect(set.code).toBe(Code.OK);
    }
    return { user, client };
  }
  const reconciled = async (userId: number) => {
    const account = await accountOf(db(), userId);
    expect(await ledgerSum(db(), userId)).toBe(account?.outstandingFen ?? 0);
    return account?.outstandingFen ?? 0;
  };

  it('when accounts are listed, then opened ones come with phone and figures, most owed first; a keyword and 只看欠款 narrow it', async () => {
    const { user: granted } = await member(500_000, 10);
    const { user: never } = await member(0);
    await operator.post('/admin/credit/adjust', {
      user_id: granted.id,
      amount: '120.00',
      reason: '期初欠款',
    });
    type Row = {
      user_id: number;
      phone: string;
      outstanding: string;
      available: string;
      statement_day: number;
    };
    const list = async (payload: object) =>
      (
        await operator.get<{ total: number; list: Row[] }>('/admin/credit/accounts', {
          pageSize: 100,
          ...payload,
        })
      ).obj.list;
    const all = await list({});
    const row = all.find((r) => r.user_id === granted.id);
    expect(row).toMatchObject({
      phone: granted.phone,
      outstanding: '120.00',
      available: '4880.00',
      statement_day: 10,
    });
    expect(all.map((r) => r.user_id)).not.toContain(never.id);
    const owed = all.map((r) => Number(r.outstanding));
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    expect((await list({ keyword: granted.phone.slice(2, 8) })).map((r) => r.user_id)).toContain(granted.id);
    expect((await list({ owing: true })).every((r) => Number(r.outstanding) > 0)).toBe(true);
    expect((await list({ keyword: '没有这个单位' })).length).toBe(0);
  });

  it('when an operator grants credit, then user info and the bill show the limit; a member may not grant it', async () => {
    const { user, client } = await member(1_000_000, 5);
    const info = await client.get<{ credit_money: string }>('/user/info');
    expect(info.obj.credit_money).toBe('10000.00');
    const bill = await client.get<Bill>('/user/bill');
    expect(bill.obj.account).toMatchObject({
      limit: '10000.00',
      outstanding: '0.00',
      available: '10000.00',
      opened: true,
      statement_day: 5,
    });
    const self = await client.post('/admin/credit/set', {
      user_id: user.id,
      limit: '0.09',
      statement_day: 1,
    });
    expect(self.code).toBe(Code.FORBIDDEN);
    const nobody = await operator.post('/admin/credit/set', {
      user_id: 99_999_999,
      limit: '0.01',
      statement_day: 1,
    });
    expect(nobody.code).toBe(Code.NOT_FOUND);
    const badDay = await operator.post('/admin/credit/set', {
      user_id: user.id,
      limit: '0.01',
      statement_day: 29,
    });
    expect(badDay.code).toBe(Code.INVALID);
  });

  it('when a member pays on credit, then the order is paid at the server amount, the bill shows the entry and a second pay is refused', async () => {
    const { user, client } = await member(1_000_000);
    const order = await orderPayable(db(), user.id, skuId, 250_000);
    const quote = await client.get('/pay/credit', { number: order.number });
    expect(quote.obj).toMatchObject({ payable: '2500.00', available: '10000.00', enough: true });
    const paid = await client.post('/pay/credit', { number: order.number, amount: '0.01' });
    expect(paid).toMatchObject({ code: Code.OK, obj: { state: 'paid', paid: '2500.00' } });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.state).toBe('paid');
    const bill = await client.get<Bill>('/user/bill');
    expect(bill.obj.account).toMatchObject({ outstanding: '2500.00', available: '7500.00' });
    expect(bill.obj.undrawn).toEqual([
      expect.objectContaining({ kind: 'order', amount: '2500.00', order_number: order.number }),
    ]);
    const again = await client.post('/pay/credit', { number: order.number });
    expect(again.code).toBe(Code.CONFLICT);
    expect(await reconciled(user.id)).toBe(250_000);
  });

  it('when credit is missing or short, or the order is not payable, then paying is refused with the figures and nothing changes', async () => {
    const none = await member(0);
    const noneOrder = await orderPayable(db(), none.user.id, skuId, 100);
    const noCredit = await none.client.post('/pay/credit', { number: noneOrder.number });
    expect(noCredit.code).toBe(Code.CONFLICT);
    expect(noCredit.message).toContain('尚未开通账期');

    const { user, client } = await member(100_000);
    const big = await orderPayable(db(), user.id, skuId, 100_001);
    const short = await client.post('/pay/credit', { number: big.number });
    expect(short).toMatchObject({
      code: Code.CONFLICT,
      obj: { limit: '1000.00', outstanding: '0.00', available: '1000.00', payable: '1000.01' },
    });
    expect(short.message).toContain('可用额度不足');
    const [still] = await db().select().from(orders).where(eq(orders.id, big.id));
    expect(still?.state).toBe('pending_payment');

    const others = await client.post('/pay/credit', { number: noneOrder.number });
    expect(others.code).toBe(Code.NOT_FOUND);
    const cancelled = await orderPayable(db(), user.id, skuId, 100);
    await client.post('/user/order/cancel', { number: cancelled.number });
    const late = await client.post('/pay/credit', { number: cancelled.number });
    expect(late.code).toBe(Code.CONFLICT);
    expect(await reconciled(user.id)).toBe(0);
  });

  it('when an operator cancels an order paid on credit, then it is refunded to the account once', async () => {
    const { user, client } = await member(1_000_000);
    const order = await orderPayable(db(), user.id, skuId, 300_000);
    await client.post('/pay/credit', { number: order.number });
    const cancel = await operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' });
    expect(cancel.obj).toMatchObject({ state: 'cancelled' });
    const again = await operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' });
    expect(again.code).toBe(Code.CONFLICT);
    const kinds = (await db().select().from(creditEntries).where(eq(creditEntries.orderId, order.id))).map(
      (e) => [e.kind, e.deltaFen],
    );
    expect(kinds.sort()).toEqual([
      ['order', 300_000],
      ['refund', -300_000],
    ]);
    expect(await reconciled(user.id)).toBe(0);
  });

  it('when the limit is set below outstanding, then it is kept and further credit payments are refused until repaid', async () => {
    const { user, client } = await member(500_000);
    await client.post('/pay/credit', { number: (await orderPayable(db(), user.id, skuId, 400_000)).number });
    const lowered = await operator.post<{ account: { available: string } }>('/admin/credit/set', {
      user_id: user.id,
      limit: '1000.00',
      statement_day: 1,
    });
    expect(lowered.obj.account.available).toBe('0.00');
    // credit_money is the limit, not what is left (SPEC §3/§4: the guard sends "zero credit" away from
    // /user/bill, and a member with nothing left to spend still has a bill to repay).
    const info = await client.get<{ credit_money: string }>('/user/info');
    expect(info.obj.credit_money).toBe('1000.00');
    const next = await client.post('/pay/credit', {
      number: (await orderPayable(db(), user.id, skuId, 100)).number,
    });
    expect(next.code).toBe(Code.CONFLICT);
    expect(await reconciled(user.id)).toBe(400_000);
  });

  it('when an operator adjusts outstanding with a reason, then a ledger entry records it and it never goes below zero', async () => {
    const { user, client } = await member(500_000);
    const up = await operator.post<{ entry: { kind: string; amount: string; note: string } }>(
      '/admin/credit/adjust',
      {
        user_id: user.id,
        amount: '123.45',
        reason: '运费补差',
      },
    );
    expect(up.obj.entry).toMatchObject({ kind: 'adjustment', amount: '123.45', note: '运费补差' });
    const below = await operator.post('/admin/credit/adjust', {
      user_id: user.id,
      amount: '-123.46',
      reason: '减免',
    });
    expect(below.code).toBe(Code.CONFLICT);
    const noReason = await operator.post('/admin/credit/adjust', {
      user_id: user.id,
      amount: '-0.01',
      reason: ' ',
    });
    expect(noReason.code).toBe(Code.INVALID);
    const bill = await client.get<Bill>('/user/bill');
    expect(bill.obj.account.outstanding).toBe('123.45');
    expect(await reconciled(user.id)).toBe(12_345);
  });

  it('when statements are drawn on the statement day, then the undrawn entries are drawn once and another member sees 404', async () => {
    const { user, client } = await member(1_000_000, 1);
    await client.post('/pay/credit', { number: (await orderPayable(db(), user.id, skuId, 120_000)).number });
    await client.post('/pay/credit', { number: (await orderPayable(db(), user.id, skuId, 30_000)).number });
    const asOf = new Date(Date.now() + 40 * DAY);
    expect(await t.app.deps.credit.drawFor(user.id, asOf)).not.toBeNull();
    expect(await t.app.deps.credit.drawFor(user.id, asOf)).toBeNull();
    await t.app.deps.credit.drawDue(asOf);
    const bill = await client.get<Bill>('/user/bill');
    expect(bill.obj.undrawn).toEqual([]);
    expect(bill.obj.total).toBe(1);
    const [statement] = bill.obj.statements;
    expect(statement).toMatchObject({ total: '1500.00', unpaid: '1500.00', state: 'unpaid' });
    const detail = await client.get<Statement>('/user/bill/statement', { id: statement!.id });
    expect(detail.obj.entries.map((e) => e.amount)).toEqual(['1200.00', '300.00']);

    const sheet = await client.get<{ filename: string; xlsx: string }>('/user/bill/export', {
      id: statement!.id,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(sheet.obj.xlsx, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getCell('B4').value).toBe('1500.00');

    const stranger = await member(0);
    for (const path of ['/user/bill/statement', '/user/bill/export']) {
      expect((await stranger.client.get(path, { id: statement!.id })).code).toBe(Code.NOT_FOUND);
    }
    const voucher = await acceptedUpload(t, stranger.user.id, 'voucher');
    const theirs = await stranger.client.post('/user/bill/repay', {
      statement_id: statement!.id,
      amount: '1',
      voucher,
    });
    expect(theirs.code).toBe(Code.NOT_FOUND);
  });

  it('when a member repays a statement with a voucher, then an operator confirms it and outstanding falls through the ledger', async () => {
    const { user, client } = await member(1_000_000, 1);
    await client.post('/pay/credit', { number: (await orderPayable(db(), user.id, skuId, 100_000)).number });
    await t.app.deps.credit.drawFor(user.id, new Date(Date.now() + 40 * DAY));
    const bill = await client.get<Bill>('/user/bill');
    const id = bill.obj.statements[0]!.id;
    const voucher = await acceptedUpload(t, user.id, 'voucher');
    const identity = await acceptedUpload(t, user.id, 'identity');

    const wrongPurpose = await client.post('/user/bill/repay', {
      statement_id: id,
      amount: '100',
      voucher: identity,
    });
    expect(wrongPurpose.code).toBe(Code.INVALID);
    const tooMuch = await client.post('/user/bill/repay', { statement_id: id, amount: '1000.01', voucher });
    expect(tooMuch.code).toBe(Code.INVALID);
    const badAmount = await client.post('/user/bill/repay', { statement_id: id, amount: '-5', voucher });
    expect(badAmount.code).toBe(Code.INVALID);

    const first = await client.post<{ repayment: { id: number; state: string } }>('/user/bill/repay', {
      statement_id: id,
      amount: '600',
      voucher,
    });
    expect(first.obj.repayment.state).toBe('pending');
    const beyondPending = await client.post('/user/bill/repay', {
      statement_id: id,
      amount: '400.01',
      voucher,
    });
    expect(beyondPending.code).toBe(Code.INVALID);
    const second = await client.post<{ repayment: { id: number } }>('/user/bill/repay', {
      statement_id: id,
      amount: '400',
      voucher,
    });

    type Queue = {
      list: { id: number; user_id: number; phone: string; voucher_url: string; state: string }[];
    };
    const queue = await operator.get<Queue>('/admin/credit/repayments');
    expect(queue.obj.list.map((r) => r.id)).toEqual(expect.arrayContaining([first.obj.repayment.id]));
    expect(queue.obj.list.find((r) => r.id === first.obj.repayment.id)).toMatchObject({
      user_id: user.id,
      phone: expect.stringMatching(/^1\d{10}$/),
      voucher_url: expect.stringMatching(/.+/),
    });
    const confirmed = await operator.post('/admin/credit/repayments/confirm', { id: first.obj.repayment.id });
    expect(confirmed.obj).toMatchObject({ repayment: { state: 'confirmed' } });
    const twice = await operator.post('/admin/credit/repayments/confirm', { id: first.obj.repayment.id });
    expect(twice.code).toBe(Code.CONFLICT);
    const rejected = await operator.post('/admin/credit/repayments/reject', {
      id: second.obj.repayment.id,
      reason: '凭证金额不符',
    });
    expect(rejected.obj).toMatchObject({ repayment: { state: 'rejected', reason: '凭证金额不符' } });
    const confirmedList = await operator.get<Queue>('/admin/credit/repayments', { state: 'confirmed' });
    expect(confirmedList.obj.list.find((r) => r.id === first.obj.repayment.id)?.state).toBe('confirmed');

    const detail = await client.get<Statement>('/user/bill/statement', { id });
    expect(detail.obj.statement).toMatchObject({ repaid: '600.00', unpaid: '400.00', state: 'partly' });
    expect(detail.obj.repayments.map((r) => r.state).sort()).toEqual(['confirmed', 'rejected']);
    const after = await client.get<Bill>('/user/bill');
    expect(after.obj.account.outstanding).toBe('400.00');
    expect(after.obj.undrawn).toEqual([]);
    expect(detail.obj.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['order', '1000.00'],
      ['repayment', '-600.00'],
    ]);
    expect(await reconciled(user.id)).toBe(40_000);

    const admin = await operator.get<{ user_id: number }>('/admin/credit/statement', { id });
    expect(admin.obj.user_id).toBe(user.id);
    const account = await operator.get<Bill & { member: { phone: string } }>('/admin/credit/account', {
      user_id: user.id,
    });
    expect(account.obj.account.outstanding).toBe('400.00');
    expect(account.obj.member.phone).toMatch(/^1\d{10}$/);
  });

  it('reconciles: every credit account of this suite equals the sum of its ledger', async () => {
    const accounts = await db().select().from(creditAccounts);
    expect(accounts.length).toBeGreaterThan(5);
    for (const account of accounts) {
      expect(await ledgerSum(db(), account.userId)).toBe(account.outstandingFen);
      expect(account.outstandingFen).toBeGreaterThanOrEqual(0);
    }
  });
});
