import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { accountOf, ledgerSum } from './credit.repository.ts';
import { creditAccounts, creditEntries } from './credit.schema.ts';
import { orderPayable } from './testing/credit-fixtures.ts';

/** Races need real connections: PGlite serialises every query on one (STACK.md pitfall 8). */
describe.runIf(testDatabaseUrl)('credit races on postgres', () => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 100, 1)).map((s) => s.id) as [number];
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  async function creditMember(limitFen: number) {
    const user = await insertUser(db(), { phone: uniquePhone() } as never);
    await t.app.deps.credit.setTerms(user.id, { limitFen, statementDay: 1, dueDays: 30 });
    const client = t.newClient();
    client.session = (await t.app.deps.sessions.issue(user.id)).token;
    return { user, client };
  }

  it('when 20 credit payments of ¥1,000 race against a ¥10,000 limit, then exactly 10 are paid and the ledger equals outstanding', async () => {
    const { user, client } = await creditMember(1_000_000);
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await orderPayable(db(), user.id, skuId, 100_000));
    const answers = await Promise.all(placed.map((o) => client.post('/pay/credit', { number: o.number })));
    const paid = answers.filter((a) => a.code === Code.OK);
    expect(paid).toHaveLength(10);
    for (const refused of answers.filter((a) => a.code !== Code.OK)) {
      expect(refused).toMatchObject({ code: Code.CONFLICT, obj: { available: '0.00', payable: '1000.00' } });
    }
    const states = await db().select({ state: orders.state }).from(orders).where(eq(orders.userId, user.id));
    expect(states.filter((s) => s.state === 'paid')).toHaveLength(10);
    expect(states.filter((s) => s.state === 'pending_payment')).toHaveLength(10);
    const account = await accountOf(db(), user.id);
    expect(account?.outstandingFen).toBe(1_000_000);
    expect(await ledgerSum(db(), user.id)).toBe(1_000_000);
  });

  it('when the operator cancel of an order paid on credit is replayed in parallel, then it is refunded to the account once', async () => {
    const { user, client } = await creditMember(1_000_000);
    const order = await orderPayable(db(), user.id, skuId, 300_000);
    expect((await client.post('/pay/credit', { number: order.number })).code).toBe(Code.OK);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(1);
    const releases = await db().select().from(creditEntries).where(eq(creditEntries.orderId, order.id));
    expect(releases.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(releases.filter((e) => e.kind === 'release')).toHaveLength(0);
    expect((await accountOf(db(), user.id))?.outstandingFen).toBe(0);
    expect(await ledgerSum(db(), user.id)).toBe(0);
  });

  it('when statements are drawn by several runners at once, then each member gets one statement for the period', async () => {
    const { user, client } = await creditMember(1_000_000);
    await client.post('/pay/credit', { number: (await orderPayable(db(), user.id, skuId, 50_000)).number });
    const asOf = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    const drawn = await Promise.all(
      Array.from({ length: 5 }, () => t.app.deps.credit.drawFor(user.id, asOf)),
    );
    expect(drawn.filter((id) => id !== null)).toHaveLength(1);
  });

  it('reconciles: every credit account equals the sum of its ledger', async () => {
    const accounts = await db().select().from(creditAccounts);
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(await ledgerSum(db(), account.userId)).toBe(account.outstandingFen);
    }
  });
});
