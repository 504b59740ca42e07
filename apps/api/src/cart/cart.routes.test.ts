import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { skus } from '../catalog/catalog.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { cartItems } from './cart.schema.ts';

describe.each(databaseKinds)('cart count on %s', (kind) => {
  let t: TestApp;
  let skuIds: number[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuIds = (await t.database.db.select({ id: skus.id }).from(skus).orderBy(skus.id).limit(3)).map(
      (r) => r.id,
    );
  });
  afterAll(() => t.close());

  it('asks a visitor to log in', async () => {
    expect((await t.newClient().get('/user/cart/count')).code).toBe(Code.SESSION_EXPIRED);
  });

  it('counts only the caller’s own rows', async () => {
    const other = await t.login();
    await t.database.db.insert(cartItems).values([
      { userId: other.id, skuId: skuIds[0]!, quantity: 2 },
      { userId: other.id, skuId: skuIds[1]!, quantity: 1 },
    ]);
    const me = await t.login();
    expect((await t.client.get('/user/cart/count')).obj).toBe(0);
    await t.database.db.insert(cartItems).values({ userId: me.id, skuId: skuIds[2]!, quantity: 5 });
    expect((await t.client.get('/user/cart/count')).obj).toBe(1);
  });

  it('when a cart line names a SKU that does not exist, then the database refuses it', async () => {
    const me = await t.login();
    await expect(
      t.database.db.insert(cartItems).values({ userId: me.id, skuId: 999_999_999, quantity: 1 }),
    ).rejects.toThrow();
  });
});
