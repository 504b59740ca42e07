import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
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
    const other = await t.login();
    await t.database.db.insert(cartItems).values([
      { userId: other.id, skuId: 1, quantity: 2 },
      { userId: other.id, skuId: 2, quantity: 1 },
    ]);
    const me = await t.login();
    expect((await t.client.get('/user/cart/count')).obj).toBe(0);
    await t.database.db.insert(cartItems).values({ userId: me.id, skuId: 7, quantity: 5 });
    expect((await t.client.get('/user/cart/count')).obj).toBe(1);
  });
});
