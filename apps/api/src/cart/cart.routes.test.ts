import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { FOREIGN_KEY_VIOLATION, refusal } from '../../test/sql-state.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { cartItems } from './cart.schema.ts';

describe.each(databaseKinds)('cart count on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in', async () => {
    expect((await t.newClient().get('/user/cart/count')).code).toBe(Code.SESSION_EXPIRED);
  });

  it('counts only the caller’s own rows', async () => {
    const [a, b, c] = (await insertTestSkus(t.database.db, 3)) as [number, number, number];
    const other = await t.login();
    await t.database.db.insert(cartItems).values([
      { userId: other.id, skuId: a, quantity: 2 },
      { userId: other.id, skuId: b, quantity: 1 },
    ]);
    const me = await t.login();
    expect((await t.client.get('/user/cart/count')).obj).toBe(0);
    await t.database.db.insert(cartItems).values({ userId: me.id, skuId: c, quantity: 5 });
    expect((await t.client.get('/user/cart/count')).obj).toBe(1);
  });

  it('when a line names a SKU that does not exist, then the database refuses it', async () => {
    const me = await t.login();
    const [sku] = (await insertTestSkus(t.database.db)) as [number];
    const line = t.database.db
      .insert(cartItems)
      .values({ userId: me.id, skuId: sku + 1_000_000, quantity: 1 });
    expect(await refusal(line)).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: 'cart_items_sku_id_skus_id_fk',
    });
    expect((await t.client.get('/user/cart/count')).obj).toBe(0);
  });

  it('when a SKU leaves the catalogue, then it leaves every purchase list', async () => {
    const me = await t.login();
    const [kept, dropped] = (await insertTestSkus(t.database.db, 2)) as [number, number];
    await t.database.db.insert(cartItems).values([
      { userId: me.id, skuId: kept, quantity: 1 },
      { userId: me.id, skuId: dropped, quantity: 1 },
    ]);
    await t.database.db.delete(skus).where(eq(skus.id, dropped));
    expect((await t.client.get('/user/cart/count')).obj).toBe(1);
  });
});
