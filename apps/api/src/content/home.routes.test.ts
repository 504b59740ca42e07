import { Code } from '@labmall/protocol';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { operatorAudit } from '../operators/audit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { banners, floorProducts, floors } from './home.schema.ts';

interface HomeAnswer {
  banners: { id: number; title: string; image: string; image_srcset: string; alt: string; link: unknown }[];
  floors: { title: string; products: Record<string, unknown>[] }[];
  new_arrivals: Record<string, unknown>[];
  brands: { name: string; product_count: number }[];
}

const banner = {
  title: '测试轮播',
  image: '/images/banners/consumables-1200.webp',
  image_srcset: '/images/banners/consumables-750.webp 750w',
  width: 1200,
  height: 400,
  alt: '测试轮播图',
  link: { type: 8, params: { product_id: 1 } },
};

describe.each(databaseKinds)('the home page and its operator API on %s', (kind) => {
  let t: TestApp;
  let operator: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    operator = (await staffClient(t)).client;
    await t.login();
    member = t.newClient();
    member.session = t.client.session;
  }, 60_000);
  afterAll(() => t.close());

  it('when demo data is seeded twice, then banners and floors exist once each', async () => {
    const before = await t.database.db.select({ n: count() }).from(floorProducts);
    await seedDemoData(t.database.db);
    const [b] = await t.database.db.select({ n: count() }).from(banners);
    const [f] = await t.database.db.select({ n: count() }).from(floors);
    expect(b!.n).toBe(4);
    expect(f!.n).toBe(4);
    expect(await t.database.db.select({ n: count() }).from(floorProducts)).toEqual(before);
  });

  it('when a visitor opens the home page, then nothing in it carries a price', async () => {
    const page = await t.newClient().get<HomeAnswer>('/home/page');
    expect(page.code).toBe(Code.OK);
    expect(page.obj.banners.map((b) => b.title)).toEqual([
      '色谱溶剂专场',
      '实验耗材一站配齐',
      '实验室解决方案',
      '新会员专享券',
    ]);
    expect(page.obj.banners[0]!.image_srcset).toContain('750w');
    expect(page.obj.floors.map((f) => f.title)).toEqual(['化学试剂', '生物试剂', '实验耗材', '仪器设备']);
    expect(page.obj.floors[0]!.products.length).toBeGreaterThan(0);
    expect(page.obj.new_arrivals).toHaveLength(8);
    expect(page.obj.brands.length).toBeGreaterThan(0);
    expect(JSON.stringify(page.obj)).not.toContain('price');
  });

  it('when a member opens it, then featured products and new arrivals carry yuan prices', async () => {
    const page = await member.get<HomeAnswer>('/home/page');
    const prices = [...page.obj.floors.flatMap((f) => f.products), ...page.obj.new_arrivals].map(
      (p) => p.min_price,
    );
    expect(prices.some((p) => typeof p === 'string' && /^\d+\.\d{2}$/.test(p))).toBe(true);
  });

  it('when a banner is outside its window, then the home page leaves it out but the operator still sees it', async () => {
    const ended = await operator.post<{ id: number }>('/admin/home/banner/save', {
      ...banner,
      title: '已结束的活动',
      ends_at: '2020-01-01T00:00:00Z',
    });
    expect(ended.code).toBe(Code.OK);
    const future = await operator.post<{ id: number }>('/admin/home/banner/save', {
      ...banner,
      title: '未开始的活动',
      starts_at: '2099-01-01T00:00:00+08:00',
    });
    const page = await t.newClient().get<HomeAnswer>('/home/page');
    expect(page.obj.banners.map((b) => b.title)).not.toContain('已结束的活动');
    expect(page.obj.banners.map((b) => b.title)).not.toContain('未开始的活动');
    const all = await operator.get<{ title: string }[]>('/admin/home/banners');
    expect(all.obj.map((b) => b.title)).toEqual(expect.arrayContaining(['已结束的活动', '未开始的活动']));
    await operator.post('/admin/home/banner/delete', { id: ended.obj.id });
    await operator.post('/admin/home/banner/delete', { id: future.obj.id });
  });

  it('when an operator creates, updates and deletes a banner, then the home page follows', async () => {
    const created = await operator.post<{ id: number }>('/admin/home/banner/save', { ...banner, sort: -1 });
    expect(created.code).toBe(Code.OK);
    let page = await t.newClient().get<HomeAnswer>('/home/page');
    expect(page.obj.banners[0]).toMatchObject({
      title: '测试轮播',
      link: { type: 8, params: { product_id: 1 } },
    });
    const updated = await operator.post('/admin/home/banner/save', {
      ...banner,
      id: created.obj.id,
      alt: '改过的替代文字',
      sort: -1,
    });
    expect(updated.obj).toMatchObject({ alt: '改过的替代文字' });
    expect((await operator.post('/admin/home/banner/delete', { id: created.obj.id })).code).toBe(Code.OK);
    page = await t.newClient().get<HomeAnswer>('/home/page');
    expect(page.obj.banners.map((b) => b.title)).not.toContain('测试轮播');
    expect((await operator.post('/admin/home/banner/delete', { id: created.obj.id })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('refuses a banner image that could run script, and an end before the start', async () => {
    const script = await operator.post('/admin/home/banner/save', {
      ...banner,
      image: 'javascript:alert(1)',
    });
    expect(script.code).toBe(Code.INVALID);
    const window = await operator.post('/admin/home/banner/save', {
      ...banner,
      starts_at: '2026-02-01T00:00:00Z',
      ends_at: '2026-01-01T00:00:00Z',
    });
    expect(window.code).toBe(Code.INVALID);
    expect((window.obj as { fields: Record<string, string> }).fields).toHaveProperty('ends_at');
  });

  it('when a member who is not an operator calls the operator API, then it is forbidden', async () => {
    expect((await member.get('/admin/home/banners')).code).toBe(Code.FORBIDDEN);
    expect((await member.post('/admin/home/banner/save', banner)).code).toBe(Code.FORBIDDEN);
    expect((await t.newClient().get('/admin/sys/config')).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when an operator saves a floor, then its featured products come back in the given order; unknown ones are refused', async () => {
    const home = await t.newClient().get<{ new_arrivals: { id: number }[] }>('/home/page');
    const [a, b] = home.obj.new_arrivals.map((p) => p.id) as [number, number];
    const saved = await operator.post<{ id: number; product_ids: number[] }>('/admin/home/floor/save', {
      title: '新品楼层',
      product_type_id: 1,
      product_ids: [b, a],
      sort: 99,
    });
    expect(saved.obj.product_ids).toEqual([b, a]);
    const listed =
      await operator.get<{ id: number; products: { id: number; name: string }[] }[]>('/admin/home/floors');
    const mine = listed.obj.find((f) => f.id === saved.obj.id)!;
    expect(mine.products.map((p) => p.id)).toEqual([b, a]);
    expect(mine.products[0]!.name).not.toBe('');
    const page = await t
      .newClient()
      .get<{ floors: { title: string; products: { id: number }[] }[] }>('/home/page');
    expect(page.obj.floors.at(-1)).toMatchObject({ title: '新品楼层', products: [{ id: b }, { id: a }] });
    const unknown = await operator.post('/admin/home/floor/save', {
      id: saved.obj.id,
      title: '新品楼层',
      product_type_id: 1,
      product_ids: [999_999_999],
    });
    expect(unknown.code).toBe(Code.INVALID);
    expect((await operator.post('/admin/home/floor/delete', { id: saved.obj.id })).code).toBe(Code.OK);
    const floorsLeft = await operator.get<{ id: number }[]>('/admin/home/floors');
    expect(floorsLeft.obj.map((f) => f.id)).not.toContain(saved.obj.id);
  });

  it('when an operator hides a floor, then the home page leaves it out, editing keeps it hidden, and showing it brings it back', async () => {
    type Floor = { id: number; title: string; visible: boolean; product_ids: number[] };
    const titles = async () =>
      (await t.newClient().get<HomeAnswer>('/home/page')).obj.floors.map((f) => f.title);
    const listed = await operator.get<Floor[]>('/admin/home/floors');
    const biology = listed.obj.find((f) => f.title === '生物试剂')!;
    expect(biology.visible).toBe(true);

    const hidden = await operator.post<Floor>('/admin/home/floor/visible', {
      id: biology.id,
      visible: false,
    });
    expect(hidden.code, hidden.message).toBe(Code.OK);
    expect(hidden.obj).toMatchObject({ id: biology.id, visible: false, product_ids: biology.product_ids });
    expect(await titles()).toEqual(['化学试剂', '实验耗材', '仪器设备']);
    // The console still lists it, with what it holds.
    const again = (await operator.get<Floor[]>('/admin/home/floors')).obj.find((f) => f.id === biology.id);
    expect(again).toMatchObject({ visible: false, product_ids: biology.product_ids });
    // Saving the floor's form does not show it again: visibility is the switch's alone.
    const edited = await operator.post<Floor>('/admin/home/floor/save', {
      id: biology.id,
      title: '生物试剂',
      product_type_id: (again as unknown as { product_type_id: number }).product_type_id,
      product_ids: biology.product_ids,
    });
    expect(edited.obj.visible).toBe(false);
    expect(await titles()).not.toContain('生物试剂');

    const [audited] = await t.database.db
      .select({ target: operatorAudit.target, changes: operatorAudit.changes })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.route, '/admin/home/floor/visible'), eq(operatorAudit.code, Code.OK)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audited).toMatchObject({
      target: { id: biology.id, floor: biology.id, title: '生物试剂' },
      changes: { visible: [true, false] },
    });

    expect((await operator.post('/admin/home/floor/visible', { id: biology.id, visible: true })).code).toBe(
      Code.OK,
    );
    expect(await titles()).toEqual(['化学试剂', '生物试剂', '实验耗材', '仪器设备']);
    expect((await operator.post('/admin/home/floor/visible', { id: 999_999, visible: true })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await member.post('/admin/home/floor/visible', { id: biology.id, visible: false })).code).toBe(
      Code.FORBIDDEN,
    );
  });

  it('when an operator edits navigation, then the header menu follows; duplicate codes and cycles are refused', async () => {
    const parent = await operator.post<{ id: number }>('/admin/home/nav/save', {
      code: 'test-parent',
      name: '测试菜单',
      link: { type: 22, params: {} },
      sort: 50,
    });
    expect(parent.code).toBe(Code.OK);
    const child = await operator.post<{ id: number }>('/admin/home/nav/save', {
      parent_id: parent.obj.id,
      code: 'test-child',
      name: '子菜单',
      link: { type: 23, params: { news_id: 3 } },
    });
    const nav = await t.newClient().get<{ code: string; children: { code: string }[] }[]>('/home/nav/list');
    expect(nav.obj.find((e) => e.code === 'test-parent')?.children.map((c) => c.code)).toEqual([
      'test-child',
    ]);
    const duplicate = await operator.post('/admin/home/nav/save', {
      code: 'test-parent',
      name: '重复',
      link: { type: 0, params: {} },
    });
    expect(duplicate.code).toBe(Code.CONFLICT);
    const cycle = await operator.post('/admin/home/nav/save', {
      id: parent.obj.id,
      parent_id: child.obj.id,
      code: 'test-parent',
      name: '测试菜单',
      link: { type: 22, params: {} },
    });
    expect(cycle.code).toBe(Code.INVALID);
    await operator.post('/admin/home/nav/delete', { id: parent.obj.id });
    const after = await operator.get<{ code: string }[]>('/admin/home/nav');
    expect(after.obj.map((e) => e.code)).not.toContain('test-child');
  });

  it('when an operator removes and restores a product group, then /product/group follows', async () => {
    expect((await operator.post('/admin/home/group/delete', { product_type_id: 30 })).code).toBe(Code.OK);
    let groups = await t.newClient().get<{ group_name: string }[]>('/product/group');
    expect(groups.obj.map((g) => g.group_name)).not.toContain('安全防护');
    const saved = await operator.post('/admin/home/group/save', { product_type_id: 30, sort: 4 });
    expect(saved.obj).toMatchObject({ product_type_id: 30, name: '安全防护' });
    groups = await t.newClient().get<{ group_name: string }[]>('/product/group');
    expect(groups.obj.map((g) => g.group_name)).toContain('安全防护');
    // Only a top-level category can be a group.
    expect((await operator.post('/admin/home/group/save', { product_type_id: 2 })).code).toBe(Code.NOT_FOUND);
  });

  it('when an operator sets the filing numbers, then /sys/config shows them; a malformed value is refused', async () => {
    const list = await operator.get<{ key: string; configured: boolean }[]>('/admin/sys/config');
    expect(list.obj.find((e) => e.key === 'pc_icp_record')).toMatchObject({ configured: true });
    const saved = await operator.post('/admin/sys/config/save', {
      key: 'pc_police_record',
      value: JSON.stringify({ text: '京公网安备11010502000001号', code: '11010502000001' }),
    });
    expect(saved.code).toBe(Code.OK);
    const config = await t.newClient().get<{ pc_police_record: { code: string } }>('/sys/config');
    expect(config.obj.pc_police_record.code).toBe('11010502000001');
    const bad = await operator.post('/admin/sys/config/save', {
      key: 'pc_police_record',
      value: JSON.stringify({ text: 'x', code: '../evil' }),
    });
    expect(bad.code).toBe(Code.INVALID);
    expect((await operator.post('/admin/sys/config/save', { key: 'pc_icp_record', value: '{' })).code).toBe(
      Code.INVALID,
    );
    expect((await operator.post('/admin/sys/config/save', { key: 'nope', value: '""' })).code).toBe(
      Code.INVALID,
    );
    expect((await operator.post('/admin/sys/config/delete', { key: 'pc_icp_record' })).code).toBe(Code.OK);
    const cleared = await t.newClient().get<{ pc_icp_record: string }>('/sys/config');
    expect(cleared.obj.pc_icp_record).toBe('');
  });

  it('when an operator sets the customer-service hours, then /sys/config carries them; too long is refused', async () => {
    const saved = await operator.post('/admin/sys/config/save', {
      key: 'customer_service_hours',
      value: JSON.stringify('周一至周五 9:00-17:30'),
    });
    expect(saved.code, saved.message).toBe(Code.OK);
    const config = await t.newClient().get<{ customer_service_hours: string }>('/sys/config');
    expect(config.obj.customer_service_hours).toBe('周一至周五 9:00-17:30');
    const long = await operator.post('/admin/sys/config/save', {
      key: 'customer_service_hours',
      value: JSON.stringify('时'.repeat(61)),
    });
    expect(long.code).toBe(Code.INVALID);
    const list = await operator.get<{ key: string; value: unknown }[]>('/admin/sys/config');
    expect(list.obj.find((e) => e.key === 'transfer_bank')?.value).toMatchObject({
      bank_name: '招商银行上海张江支行',
    });
  });
});
