import { Code } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { placeTestOrder } from './testing/order-fixtures.ts';

type Detail = { lines: { sku_id: number | null; picture: string | null }[] };
type List = { list: { number: string; lines: { picture: string | null }[] }[] };

describe.each(databaseKinds)('pictures on order lines (issue 37, ADR 0062) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const setPictures = (skuId: number, images: string[], structure: string | null) =>
    t.database.db.execute(sql`update products set images = ${`{${images.join(',')}}`}::text[],
      structure_picture = ${structure} where id = (select product_id from skus where id = ${skuId})`);

  it("shows each line's product picture, photo before structure, as the product has it now", async () => {
    const [withStructure] = await insertTestSkus(t.database.db);
    const [withPhoto] = await insertTestSkus(t.database.db);
    const [bare] = await insertTestSkus(t.database.db);
    await setPictures(withStructure!, [], 'structures/ab/abcdef.svg');
    await setPictures(withPhoto!, ['/media/o/catalogue/flask.png'], 'structures/cd/cdef01.svg');
    const member = await t.login();
    const order = await placeTestOrder(t.database.db, member.id, [
      { skuId: withStructure!, quantity: 1 },
      { skuId: withPhoto!, quantity: 1 },
      { skuId: bare!, quantity: 1 },
    ]);
    const detail = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(detail.code).toBe(Code.OK);
    const bySku = new Map(detail.obj.lines.map((l) => [l.sku_id, l.picture]));
    expect(bySku.get(withStructure!)).toBe('/media/structure/ab/abcdef.svg');
    expect(bySku.get(withPhoto!)).toBe('/media/o/catalogue/flask.png');
    expect(bySku.get(bare!)).toBeNull();
    const list = await t.client.get<List>('/user/order/list', {});
    const row = list.obj.list.find((o) => o.number === order.number)!;
    expect(row.lines.map((l) => l.picture)).toContain('/media/structure/ab/abcdef.svg');

    // Read with the line, not kept on it: a photo added after the order shows on it.
    await setPictures(bare!, ['/media/o/catalogue/later.png'], null);
    const again = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(again.obj.lines.find((l) => l.sku_id === bare)!.picture).toBe('/media/o/catalogue/later.png');

    // Another member still finds nothing of it.
    await t.login();
    const other = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(other.code).toBe(Code.NOT_FOUND);
  });
});
