import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { addLicence, setVerification } from '../compliance/testing/compliance-fixtures.ts';
import { creditRepayments, creditStatements } from '../credit/credit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import { payments } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';

type Counts = Partial<
  Record<
    | 'transfers'
    | 'repayments'
    | 'verifications'
    | 'licences'
    | 'licences_expiring'
    | 'to_ship'
    | 'to_ship_overdue'
    | 'inquiries',
    number
  >
>;
type Sale = { orders: number; amount: string };
type Workbench = {
  counts: Counts;
  sales: { today: Sale; month: Sale; days: (Sale & { date: string })[] } | null;
};

describe.each(databaseKinds)('工作台 (GET /admin/workbench) on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let admin: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 50, 1))[0]!.id;
    admin = await operatorWith(['管理员']);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function operatorWith(roles: string[]): Promise<TestClient> {
    return (await staffClient(t, roles)).client;
  }

  const workbench = async (client = admin) => {
    const answer = await client.get<Workbench>('/admin/workbench', {});
    expect(answer.code).toBe(Code.OK);
    return answer.obj;
  };

  it('when each waiting thing happens, then its count goes up by one', async () => {
    const before = await workbench();
    const member = await t.login();

    const order = await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }]);
    await db()
      .insert(payments)
      .values({ orderId: order.id, userId: member.id, method: 'transfer', state: 'pending', amountFen: 100 });
    await setVerification(t, member.id, 'pending');
    await addLicence(t, member.id, { kind: 'hazardous', state: 'pending' });
    const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await addLicence(t, member.id, { kind: 'precursor', state: 'approved', validUntil: soon });
    const [statement] = await db()
      .insert(creditStatements)
      .values({
        userId: member.id,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        dueDate: '2026-11-30',
        totalFen: 500,
      })
      .returning();
    await db()
      .insert(creditRepayments)
      .values({ userId: member.id, statementId: statement!.id, amountFen: 500, voucher: 'u/1/voucher.pdf' });
    const inquiry = await t
      .newClient()
      .post('/inquiry/create', { name: '某试剂', quantity: '1 瓶', contact: '13800000000' });
    expect(inquiry.code).toBe(Code.OK);

    const after = await workbench();
    expect(after.counts.transfers).toBe(before.counts.transfers! + 1);
    expect(after.counts.repayments).toBe(before.counts.repayments! + 1);
    expect(after.counts.verifications).toBe(before.counts.verifications! + 1);
    expect(after.counts.licences).toBe(before.counts.licences! + 1);
    expect(after.counts.licences_expiring).toBe(before.counts.licences_expiring! + 1);
    expect(after.counts.inquiries).toBe(before.counts.inquiries! + 1);
    expect(after.counts.to_ship).toBe(before.counts.to_ship);
  });

  it('when an order is paid, then 待发货 counts it, and once paid three days ago, the overdue count too', async () => {
    const member = await t.login();
    const order = await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }]);
    const before = await workbench();
    await db().transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));
    const paid = await workbench();
    expect(paid.counts.to_ship).toBe(before.counts.to_ship! + 1);
    expect(paid.counts.to_ship_overdue).toBe(before.counts.to_ship_overdue);

    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(orders.id, order.id));
    expect((await workbench()).counts.to_ship_overdue).toBe(before.counts.to_ship_overdue! + 1);
  });

  it('when an order is placed today, then today’s, the month’s and the chart’s last day count it and its amount', async () => {
    const before = await workbench();
    const member = await t.login();
    const order = await placeTestOrder(db(), member.id, [{ skuId, quantity: 2 }]);
    const [placed] = await db()
      .select({ fen: orders.payableFen })
      .from(orders)
      .where(eq(orders.id, order.id));
    const after = await workbench();
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    expect(after.sales!.today.orders).toBe(before.sales!.today.orders + 1);
    expect(fen(after.sales!.today.amount)).toBe(fen(before.sales!.today.amount) + placed!.fen);
    expect(after.sales!.month.orders).toBe(before.sales!.month.orders + 1);
    expect(after.sales!.days).toHaveLength(30);
    expect(after.sales!.days.at(-1)).toMatchObject(after.sales!.today);

    await t.client.post('/user/order/cancel', { number: order.number });
    expect((await workbench()).sales!.today.orders).toBe(before.sales!.today.orders);
  });

  it('when an operator holds only the 订单 role, then they get the order and inquiry counts and the sales, nothing of finance', async () => {
    const clerk = await operatorWith(['订单']);
    const seen = await workbench(clerk);
    expect(Object.keys(seen.counts).sort()).toEqual(['inquiries', 'to_ship', 'to_ship_overdue']);
    expect(seen.sales).not.toBeNull();

    const finance = await workbench(await operatorWith(['财务']));
    expect(Object.keys(finance.counts).sort()).toEqual([
      'repayments',
      'to_ship',
      'to_ship_overdue',
      'transfers',
    ]);
    expect(finance.counts).not.toHaveProperty('verifications');
  });

  it('when a role may confirm repayments but not open their list, then the card (a link to that list) is not given', async () => {
    await t.app.deps.roles.save({ name: '只确认还款', permissions: ['finance.repayments'] });
    const seen = await workbench(await operatorWith(['只确认还款']));
    expect(seen.counts).not.toHaveProperty('repayments');
  });

  it('when a member who is no operator asks, then 403', async () => {
    await t.login();
    expect((await t.client.get('/admin/workbench', {})).code).toBe(Code.FORBIDDEN);
  });
});
