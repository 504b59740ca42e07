import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { orders, stockMovements } from './orders.schema.ts';
import { addAddress, plainSkus, setSku } from './testing/placement-fixtures.ts';

/** Races need real connections: PGlite serialises every query on one (STACK.md pitfall 8). */
describe.runIf(testDatabaseUrl)('order placement races on postgres', () => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    const [first] = await plainSkus(t.database.db, 1);
    skuId = first!.id;
  });
  afterAll(() => t.close());

  async function buyers(n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const user = await insertUser(t.database.db, { phone: uniquePhone() } as never);
        const addressId = await addAddress(t.database.db, user.id);
        const client = t.newClient();
        client.session = (await t.app.deps.sessions.issue(user.id)).token;
        return { user, addressId, client };
      }),
    );
  }

  const ledgerSum = async () => {
    const [row] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text` })
      .from(stockMovements)
      .where(eq(stockMovements.skuId, skuId));
    return Number(row!.sum);
  };
  const stock = async () =>
    (await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;

  it('when 200 buyers race for the last 10 units, then exactly 10 orders are placed and stock ends at 0', async () => {
    await setSku(t.database.db, skuId, { stock: 10, minQty: 1, step: 1, onSale: true });
    const everyone = await buyers(200);
    const answers = await Promise.all(
      everyone.map(({ client, addressId }) =>
        client.post('/order/submit', {
          idempotency_key: randomUUID(),
          source: 1,
          items: [{ sku_id: skuId, quantity: 1 }],
          address_id: addressId,
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(10);
    expect(codes.filter((c) => c === Code.CONFLICT)).toHaveLength(190);
    expect(codes.some((c) => c >= 500)).toBe(false);
    expect(await stock()).toBe(0);
    const [placed] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.id} in (select order_id from order_lines where sku_id = ${skuId})`);
    expect(placed!.n).toBe(10);
    expect(await ledgerSum()).toBe(0);
  });

  it('when one submit is sent 20 times at once with one key, then one order and 20 identical answers', async () => {
    await setSku(t.database.db, skuId, { stock: 50 });
    const [me] = await buyers(1);
    const payload = {
      idempotency_key: randomUUID(),
      source: 1,
      items: [{ sku_id: skuId, quantity: 2 }],
      address_id: me!.addressId,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => me!.client.post('/order/submit', payload)),
    );
    expect(answers[0]!.code).toBe(Code.OK);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, me!.user.id));
    expect(mine).toHaveLength(1);
    expect(await stock()).toBe(48);
    expect(await ledgerSum()).toBe(48);

    const other = await me!.client.post('/order/submit', {
      ...payload,
      items: [{ sku_id: skuId, quantity: 4 }],
    });
    expect(other.code).toBe(Code.CONFLICT);
    expect(await stock()).toBe(48);
  });
});
