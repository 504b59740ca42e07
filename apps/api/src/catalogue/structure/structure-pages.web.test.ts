import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { seedStructurePictures } from '../../seed/demo-structures.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { products, skus } from '../catalogue.schema.ts';

const ACETONITRILE = '/media/structure/v2/WEVYAHXRMPXWCK-UHFFFAOYSA-N.svg';

/** Structures of the demo reagents on the served storefront, as a visitor gets it (ADR 0058). */
describe('structure pictures on the storefront', () => {
  let t: TestApp;
  let drawn = 0;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
    drawn = await seedStructurePictures(t.database.db, t.app.deps.storage);
  }, 180_000);
  afterAll(() => t.close());

  const productId = async (name: string, grade?: string) => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(grade ? and(eq(products.name, name), eq(products.grade, grade)) : eq(products.name, name))
      .limit(1);
    return row!.id;
  };
  const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it('when the demo is seeded, then every demo structure is drawn once, shared by its grades', async () => {
    expect(drawn).toBeGreaterThan(500);
    expect(await seedStructurePictures(t.database.db, t.app.deps.storage)).toBe(0);
  });

  it('when a visitor opens a demo reagent, then the structure is shown large, named by the product, with formula and CAS', async () => {
    const page = await t.app.inject({ url: `/item/${await productId('乙腈')}` });
    expect(page.statusCode).toBe(200);
    const picture = images(page.body).find((img) => img.includes(ACETONITRILE));
    expect(picture).toMatch(/alt="乙腈"/);
    expect(page.body).toMatch(/<figcaption class="lm-structure__caption">.*CAS 号<!-- --> <!-- -->75-05-8/s);
    expect(page.body).not.toContain('暂无图片');
    // Still a visitor's page: no price.
    expect(page.body).toContain('登录询价');
    const svg = await t.app.inject({ url: ACETONITRILE });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
  });

  it('when a visitor lists a reagent, then its card shows the structure with the product’s name as alt', async () => {
    const page = await t.app.inject({ url: `/list?keyword=${encodeURIComponent('乙腈')}` });
    expect(page.statusCode).toBe(200);
    expect(images(page.body).find((img) => img.includes(ACETONITRILE))).toMatch(/alt="乙腈"/);
  });

  it('when a member puts a demo reagent in the 采购单, then its line carries the structure’s picture', async () => {
    const [sku] = await t.database.db
      .select({ id: skus.id })
      .from(skus)
      .where(eq(skus.productId, await productId('乙腈')))
      .limit(1);
    await t.login();
    expect((await t.client.post('/user/cart/add', { items: [{ sku_id: sku!.id, quantity: 1 }] })).code).toBe(
      Code.OK,
    );
    const cart = await t.client.get<{ list: { name: string; picture: string | null }[] }>('/user/cart/list');
    expect(cart.obj.list).toEqual([expect.objectContaining({ name: '乙腈', picture: ACETONITRILE })]);
  });

  it('when a product has neither photo nor structure, then its placeholder has no words and is hidden from screen readers', async () => {
    const page = await t.app.inject({ url: `/item/${await productId('石油醚')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="lm-gallery__placeholder" aria-hidden="true"');
    expect(page.body).not.toContain('暂无图片');
    expect(images(page.body).some((img) => img.includes('/media/structure/'))).toBe(false);
  });
});
