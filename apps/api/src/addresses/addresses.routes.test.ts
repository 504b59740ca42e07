import { ADDRESS_LIMIT } from '@labmall/contract/addresses';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { findDefaultAddress, findOwnAddress } from './addresses.repository.ts';

interface Address {
  id: number;
  consignee: string;
  phone: string;
  province_code: number;
  city_code: number;
  district_code: number | null;
  region_names: string;
  detail: string;
  postcode: string;
  is_default: boolean;
}
interface AddressList {
  limit: number;
  list: Address[];
}

/** 广东省 广州市 天河区, and 上海市 徐汇区 (a municipality: no third level). */
const guangzhou = { province_code: 440000, city_code: 440100, district_code: 440106 };
const shanghai = { province_code: 310000, city_code: 310104 };
const address = (overrides: Record<string, unknown> = {}) => ({
  consignee: '张三',
  phone: '13900001111',
  ...guangzhou,
  detail: '天河路 385 号 12 楼',
  ...overrides,
});

describe.each(databaseKinds)('receiving addresses on %s', (kind) => {
  let t: TestApp;
  let other: TestClient;
  let userId: number;

  const list = async (client: TestClient = t.client) =>
    (await client.get<AddressList>('/user/address/list')).obj.list;
  const add = (body: Record<string, unknown> = {}, client: TestClient = t.client) =>
    client.post<Address>('/user/address/add', address(body));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    other = t.newClient();
    await t.login();
    other.session = t.client.session;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    userId = (await t.login()).id;
  });

  it('when a member adds addresses, then the first is the default and names come from the region data', async () => {
    const first = await add({ postcode: '510620', region_names: '伪造 名称' });
    expect(first.code).toBe(Code.OK);
    expect(first.obj).toMatchObject({
      is_default: true,
      region_names: '广东省 广州市 天河区',
      postcode: '510620',
      district_code: 440106,
    });
    const second = await add({ consignee: '李四', ...shanghai, district_code: null, phone: '021-54925000' });
    // Sent as before municipalities had a city level (the district as the city): read as 上海市/徐汇区.
    expect(second.obj).toMatchObject({
      is_default: false,
      region_names: '上海市 徐汇区',
      city_code: 310100,
      district_code: 310104,
    });
    const threeLevels = await add({ province_code: 310000, city_code: 310100, district_code: 310104 });
    expect(threeLevels.obj).toMatchObject({ region_names: '上海市 徐汇区', district_code: 310104 });
    const jiangsu = await add({ province_code: 320000, city_code: 320100, district_code: 320102 });
    expect(jiangsu.obj.region_names).toBe('江苏省 南京市 玄武区');
    const { obj } = await t.client.get<AddressList>('/user/address/list');
    expect(obj.limit).toBe(ADDRESS_LIMIT);
    // The default first, then the newest.
    expect(obj.list.map((a) => a.id)).toEqual([
      first.obj.id,
      jiangsu.obj.id,
      threeLevels.obj.id,
      second.obj.id,
    ]);
    expect(obj.list[3]!.postcode).toBe('');
  });

  it('when an address is added as default or set default, then it is the only default and listed first', async () => {
    const a = (await add()).obj;
    const b = (await add({ is_default: true })).obj;
    expect(b.is_default).toBe(true);
    expect((await list()).map((x) => [x.id, x.is_default])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    expect((await t.client.post('/user/address/default', { id: a.id })).code).toBe(Code.OK);
    expect((await list()).map((x) => [x.id, x.is_default])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect((await findDefaultAddress(t.database.db, userId))?.id).toBe(a.id);
  });

  it('when an address is edited, then it is replaced, keeps its default flag, and is_default false does not clear it', async () => {
    const a = (await add()).obj;
    const edited = await t.client.post<Address>('/user/address/edit', {
      id: a.id,
      ...address({ consignee: '王五', ...shanghai, detail: '肇嘉浜路 1 号', is_default: false }),
      district_code: null,
    });
    expect(edited.code).toBe(Code.OK);
    expect(edited.obj).toMatchObject({ consignee: '王五', region_names: '上海市 徐汇区', is_default: true });
    const b = (await add()).obj;
    const promoted = await t.client.post<Address>('/user/address/edit', {
      id: b.id,
      ...address({ is_default: true }),
    });
    expect(promoted.obj.is_default).toBe(true);
    expect((await list()).filter((x) => x.is_default).map((x) => x.id)).toEqual([b.id]);
  });

  it('when the default is deleted, then the newest remaining address becomes default', async () => {
    const a = (await add()).obj;
    const b = (await add()).obj;
    const c = (await add()).obj;
    await t.client.post('/user/address/default', { id: b.id });
    expect((await t.client.post('/user/address/delete', { id: b.id })).code).toBe(Code.OK);
    expect((await list()).map((x) => [x.id, x.is_default])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    await t.client.post('/user/address/delete', { id: a.id });
    await t.client.post('/user/address/delete', { id: c.id });
    expect(await list()).toEqual([]);
    expect(await findDefaultAddress(t.database.db, userId)).toBeNull();
  });

  it(`when a member has ${ADDRESS_LIMIT}, then one more is refused with 409 and nothing is written`, async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await add({ detail: `地址 ${i}` })).code).toBe(Code.OK);
    const refused = await add();
    expect(refused.code).toBe(Code.CONFLICT);
    expect(refused.message).toContain(`${ADDRESS_LIMIT}`);
    expect(await list()).toHaveLength(ADDRESS_LIMIT);
  });

  it('when region codes do not exist or do not belong to their parent, then the field is named and nothing is saved', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ province_code: 990000 }, 'province_code'],
      [{ province_code: 440100 }, 'province_code'],
      [{ city_code: 310104 }, 'city_code'],
      [{ city_code: 999999 }, 'city_code'],
      [{ district_code: 110101 }, 'district_code'],
      [{ district_code: 440305 }, 'district_code'],
      [{ district_code: null }, 'district_code'],
      [{ ...shanghai, district_code: 310104 }, 'city_code'],
      [{ province_code: 310000, city_code: 310100, district_code: null }, 'district_code'],
      [{ province_code: 310000, city_code: 310100, district_code: 110101 }, 'district_code'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID);
      expect(Object.keys((answer.obj as unknown as { fields: Record<string, string> }).fields)).toEqual([
        field,
      ]);
    }
    expect(await list()).toEqual([]);
  });

  it('when fields are bad, then each gets its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ consignee: '' }, 'consignee'],
      [{ consignee: '张\u202e三' }, 'consignee'],
      [{ consignee: '张'.repeat(41) }, 'consignee'],
      [{ phone: '12345' }, 'phone'],
      [{ phone: '' }, 'phone'],
      [{ detail: '  ' }, 'detail'],
      [{ postcode: '12345' }, 'postcode'],
      [{ postcode: '51062a' }, 'postcode'],
      [{ province_code: 0 }, 'province_code'],
      [{ city_code: 1.5 }, 'city_code'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID);
      expect(Object.keys((answer.obj as unknown as { fields: Record<string, string> }).fields)).toContain(
        field,
      );
    }
    // A hand-keyed mobile's T is dropped; a landline with an extension is taken.
    expect((await add({ phone: 'T13900001111' })).obj.phone).toBe('13900001111');
    expect((await add({ phone: '0755-86013388-123' })).obj.phone).toBe('0755-86013388-123');
  });

  it('when another member uses my address id, then every call answers 404 and my address is untouched', async () => {
    const mine = (await add()).obj;
    await add({}, other);
    const calls: [string, Record<string, unknown>][] = [
      ['/user/address/edit', { id: mine.id, ...address({ consignee: '盗用' }) }],
      ['/user/address/delete', { id: mine.id }],
      ['/user/address/default', { id: mine.id }],
    ];
    for (const [path, body] of calls) expect((await other.post(path, body)).code, path).toBe(Code.NOT_FOUND);
    expect((await list())[0]).toMatchObject({ id: mine.id, consignee: '张三', is_default: true });
    expect(await findOwnAddress(t.database.db, userId + 10_000, mine.id)).toBeNull();
    expect((await list(other)).map((a) => a.id)).not.toContain(mine.id);
    for (const [path, body] of calls) {
      expect((await t.client.post(path, { ...body, id: 999_999_999 })).code, path).toBe(Code.NOT_FOUND);
    }
  });

  it('when a visitor calls, then they are asked to log in', async () => {
    const visitor = t.newClient();
    expect((await visitor.get('/user/address/list')).code).toBe(Code.SESSION_EXPIRED);
    expect((await visitor.post('/user/address/add', address())).code).toBe(Code.SESSION_EXPIRED);
  });

  // A real race on PostgreSQL (many connections); PGlite runs the same calls one after another.
  it('when many adds race, then the limit and the single default hold', async () => {
    await add();
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT + 10 }, (_, i) =>
        add({ detail: `并发 ${i}`, is_default: i % 3 === 0 }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(ADDRESS_LIMIT - 1);
    expect(codes.filter((c) => c === Code.CONFLICT)).toHaveLength(11);
    const all = await list();
    expect(all).toHaveLength(ADDRESS_LIMIT);
    expect(all.filter((a) => a.is_default)).toHaveLength(1);
  });
});
