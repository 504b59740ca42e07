import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';

type Found = { total: number; list: { sku_id: number; sku: string; price: string; on_sale: boolean }[] };

/** The console's SKU picker for activity items: the stock component's search under 促销活动's permission. */
describe('the activity SKU picker', () => {
  let t: TestApp;
  let marketing: TestClient;
  /** SKUs priced 10.00 and 20.00 yuan. */
  let skuIds: number[];
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    skuIds = await insertTestSkus(t.database.db, 2);
    marketing = (await staffClient(t, ['商品'])).client;
  }, 60_000);
  afterAll(() => t.close());

  it('when an operator searches by part of a 货号 in any case, then it finds the SKU with the price to stay below', async () => {
    const code = `TEST-${process.pid}-`;
    const found = await marketing.get<Found>('/admin/sales/skus', {
      keyword: code.toLowerCase(),
      pageSize: 100,
    });
    expect(found.code).toBe(Code.OK);
    const second = found.obj.list.find((s) => s.sku_id === skuIds[1]);
    expect(second).toMatchObject({ price: '20.00', on_sale: true });
    expect(second?.sku.startsWith(code)).toBe(true);
    expect(
      (await marketing.get<Found>('/admin/sales/skus', { keyword: 'NO-SUCH-SKU-ANYWHERE' })).obj.total,
    ).toBe(0);
  });

  it('when a member or a visitor asks, then it is refused', async () => {
    await t.login();
    expect((await t.client.get('/admin/sales/skus')).code).toBe(Code.FORBIDDEN);
    expect((await t.newClient().get('/admin/sales/skus')).code).toBe(Code.SESSION_EXPIRED);
  });
});
