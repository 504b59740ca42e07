import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';
import { stockMovements } from '../orders/orders.schema.ts';
import { addAddress, plainSkus, setSku } from '../orders/testing/placement-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

/** Races need real connections: PGlite serialises every query on one. */
describe.runIf(testDatabaseUrl)('stock movements racing orders on postgres', () => {
  let t: TestApp;
  let skuId: number;
  let keeper: string;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    const [first] = await plainSkus(t.database.db, 1);
    skuId = first!.id;
    keeper = (await loginStaff(t, ['商品'], { client: t.newClient() })).session;
  }, 120_000);
  afterAll(() => t.close());

  const figures = async () => {
    const [ledger] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text` })
      .from(stockMovements)
      .where(eq(stockMovements.skuId, skuId));
    const [row] = await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
    return { ledger: Number(ledger!.sum), stock: row!.stock };
  };

  it('when 100 movements and 100 orders race on one SKU, then stock never goes negative and the ledger sums to it', async () => {
    await setSku(t.database.db, skuId, { stock: 20, minQty: 1, step: 1, onSale: true });
    const buyers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const user = await insertUser(t.database.db, { phone: uniquePhone() } as never);
        const addressId = await addAddress(t.database.db, user.id);
        const client = t.newClient();
        client.session = (await t.app.deps.sessions.issue(user.id)).token;
        return { client, addressId };
      }),
    );
    const kinds = ['receive', 'loss', 'adjust', 'count'] as const;
    const moves = Array.from({ length: 100 }, (_, i) => {
      const kind = kinds[i % 4]!;
      const quantity = kind === 'count' ? 5 + (i % 7) : kind === 'adjust' ? (i % 2 ? -3 : 3) : 1 + (i % 4);
      return t.client.post(
        '/admin/stock/move',
        { sku_id: skuId, kind, quantity, note: `并发 ${i}` },
        { session: keeper },
      );
    });
    const orders = buyers.map(({ client, addressId }) =>
      client.post('/order/submit', {
        idempotency_key: randomUUID(),
        source: 1,
        items: [{ sku_id: skuId, quantity: 2 }],
        address_id: addressId,
      }),
    );
    const answers = await Promise.all([...moves, ...orders]);
    const codes = answers.map((a) => a.code);
    expect(codes.some((c) => c >= 500)).toBe(false);
    // Everything is either done or refused for want of stock (a count equal to the stock is a no-op).
    expect(codes.every((c) => c === Code.OK || c === Code.CONFLICT || c === Code.INVALID)).toBe(true);
    // What may succeed depends on the interleaving; a 入库 never can be refused, and orders did sell.
    const moveCodes = codes.slice(0, moves.length);
    expect(moveCodes.filter((c, i) => kinds[i % 4] === 'receive' && c === Code.OK)).toHaveLength(25);
    expect(codes.slice(moves.length).filter((c) => c === Code.OK).length).toBeGreaterThan(0);
    const { ledger, stock } = await figures();
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(ledger).toBe(stock);
  }, 120_000);
});
