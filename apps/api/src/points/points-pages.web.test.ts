import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { addAddress } from '../orders/testing/placement-fixtures.ts';
import { demoPointsItems } from '../seed/demo-points.ts';
import { seedDemoData } from '../seed/seed.ts';
import { itemByName } from './points.repository.ts';

/** The server-rendered points pages through the built storefront (the journey clicks through them). */
describe('the points mall, the redemption confirm view and 我的积分', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const orderList = (id: number, quantity: number) =>
    `order_list=${encodeURIComponent(JSON.stringify({ source: 4, items: [{ points_item_id: id, quantity }] }))}`;

  it('when a visitor opens /points, then the gifts, categories and sorts are in the HTML and a sort is a link', async () => {
    const response = await t.app.inject(
      '/points?category=%E7%94%9F%E6%B4%BB%E5%A5%BD%E7%89%A9&sort=points_desc',
    );
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('登录后查看我的积分');
    expect(html).toContain('不锈钢保温杯（500 mL）');
    expect(html).not.toContain('丁腈检查手套');
    expect(html.indexOf('不锈钢保温杯')).toBeLessThan(html.indexOf('帆布环保购物袋'));
    expect(html).toContain('积分从低到高');
    expect(html).toContain('/images/points/bottle.svg');
  });

  it('when a gift is sold out or unknown, then its page says 已兑完 or is 404', async () => {
    const soldOut = await itemByName(t.database.db, demoPointsItems.at(-1)!.name);
    const page = await t.app.inject(`/points/${soldOut!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('已兑完');
    const missing = await t.app.inject('/points/999999999');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/error/404');
  });

  it('when /order?source=4 has no cached gift, then it goes back to the gift; with one, the confirm view shows cost and balance', async () => {
    const member = await t.login();
    await addAddress(t.database.db, member.id);
    const item = await itemByName(t.database.db, demoPointsItems[0]!.name);
    const session = `session=${t.client.session}`;
    const bare = await t.app.inject({ url: `/order?source=4&id=${item!.id}`, headers: { cookie: session } });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe(`/points/${item!.id}`);

    const page = await t.app.inject({
      url: `/order?source=4&id=${item!.id}`,
      headers: { cookie: `${session}; ${orderList(item!.id, 2)}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认兑换');
    expect(page.body).toContain(`${item!.pointsPrice * 2} 积分`);
    expect(page.body).toContain(`积分不足：需要 ${item!.pointsPrice * 2} 积分，当前 0 积分`);

    const mine = await t.app.inject({ url: '/user/points', headers: { cookie: session } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('未找到相关信息');
    expect(mine.body).toContain('订单完成后即可获得积分');
  });
});
