import { INVOICE_PROFILE_LIMIT, invoiceMessages } from '@labmall/contract/invoicing';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { findDefaultInvoiceProfile, findOwnInvoiceProfile } from './invoicing.repository.ts';

interface Profile {
  id: number;
  kind: 'normal' | 'special';
  title_type: 'personal' | 'organisation';
  title: string;
  taxpayer_no: string;
  registered_address: string;
  registered_phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  is_default: boolean;
  warning: string;
}
interface ProfileList {
  limit: number;
  list: Profile[];
}

/** Credit codes with a matching GB 32100 check character, and one with a wrong one. */
const goodCode = '91310000MA1FL0000N';
const badCheck = '91310000MA1FL0000X';

const personal = { kind: 'normal', title_type: 'personal', title: '张三' };
const organisation = {
  kind: 'normal',
  title_type: 'organisation',
  title: '上海有机化学研究所',
  taxpayer_no: goodCode,
};
const special = {
  kind: 'special',
  title_type: 'organisation',
  title: '上海有机化学研究所',
  taxpayer_no: goodCode,
  registered_address: '上海市徐汇区零陵路 345 号',
  registered_phone: '021-54925000',
  bank_name: '中国银行上海徐汇支行',
  bank_account: '6222 0202 0000 1234 567',
  email: 'finance@example.com',
};

describe.each(databaseKinds)('invoice profiles on %s', (kind) => {
  let t: TestApp;
  let other: TestClient;
  let userId: number;

  const list = async (client: TestClient = t.client) =>
    (await client.get<ProfileList>('/user/invoice/list')).obj.list;
  const add = (body: Record<string, unknown>, client: TestClient = t.client) =>
    client.post<Profile>('/user/invoice/add', body);
  const fieldsOf = (obj: unknown) => Object.keys((obj as { fields: Record<string, string> }).fields);

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

  it('when a member adds each kind of profile, then each is stored as entered and the first is default', async () => {
    const a = await add(personal);
    expect(a.code).toBe(Code.OK);
    expect(a.obj).toMatchObject({ ...personal, taxpayer_no: '', is_default: true, warning: '' });
    const b = await add(organisation);
    expect(b.obj).toMatchObject({ ...organisation, is_default: false, warning: '' });
    const c = await add(special);
    expect(c.obj).toMatchObject({
      ...special,
      bank_account: '6222020200001234567',
      is_default: false,
      warning: '',
    });
    const { obj } = await t.client.get<ProfileList>('/user/invoice/list');
    expect(obj.limit).toBe(INVOICE_PROFILE_LIMIT);
    expect(obj.list.map((p) => p.id)).toEqual([a.obj.id, c.obj.id, b.obj.id]);
  });

  it('when a personal title is sent with organisation fields, then only what the kind uses is kept', async () => {
    const a = await add({ ...personal, taxpayer_no: goodCode, bank_name: '某银行', email: 'me@example.com' });
    expect(a.obj).toMatchObject({ taxpayer_no: '', bank_name: '', email: 'me@example.com' });
  });

  it('when the taxpayer number fails its check character or is a legacy 15-digit one, then it is saved with a warning', async () => {
    const bad = await add({ ...special, taxpayer_no: badCheck.toLowerCase() });
    expect(bad.code).toBe(Code.OK);
    expect(bad.obj).toMatchObject({ taxpayer_no: badCheck, warning: invoiceMessages.checkCharWarning });
    const legacy = await add({ ...special, taxpayer_no: '310104123456789' });
    expect(legacy.code).toBe(Code.OK);
    expect(legacy.obj.warning).toBe(invoiceMessages.legacyWarning);
    const listed = await list();
    expect(listed.find((p) => p.id === bad.obj.id)?.warning).toBe(invoiceMessages.checkCharWarning);
  });

  it('when the rules across fields are broken, then the field is named', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...special, title_type: 'personal' }, ['title_type']],
      [{ ...organisation, taxpayer_no: '' }, ['taxpayer_no']],
      [{ ...organisation, taxpayer_no: '12345' }, ['taxpayer_no']],
      [{ ...organisation, taxpayer_no: '91310000MA1FL0000I' }, ['taxpayer_no']],
      [
        { ...special, registered_address: '', registered_phone: '', bank_name: '', bank_account: '' },
        ['registered_address', 'registered_phone', 'bank_name', 'bank_account'],
      ],
      [{ ...special, registered_phone: '123' }, ['registered_phone']],
      [{ ...special, bank_account: '12ab' }, ['bank_account']],
      [{ ...personal, email: 'not-mail' }, ['email']],
      [{ ...personal, title: '' }, ['title']],
      [{ ...personal, title: '张\u200b三' }, ['title']],
      [{ ...personal, kind: 'vat' }, ['kind']],
      [{ ...personal, title_type: 'company' }, ['title_type']],
    ];
    for (const [body, fields] of cases) {
      const answer = await add(body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID);
      expect(fieldsOf(answer.obj).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    expect(await list()).toEqual([]);
  });

  it('when edited or set default, then the profile is replaced and stays the only default', async () => {
    const a = (await add(personal)).obj;
    const b = (await add(organisation)).obj;
    const edited = await t.client.post<Profile>('/user/invoice/edit', {
      id: b.id,
      ...special,
      is_default: true,
    });
    expect(edited.code).toBe(Code.OK);
    expect(edited.obj).toMatchObject({ kind: 'special', is_default: true });
    expect((await list()).map((p) => [p.id, p.is_default])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await t.client.post('/user/invoice/default', { id: a.id });
    expect((await findDefaultInvoiceProfile(t.database.db, userId))?.id).toBe(a.id);
  });

  it('when the default is deleted, then the newest remaining profile becomes default', async () => {
    const a = (await add(personal)).obj;
    const b = (await add(organisation)).obj;
    const c = (await add(special)).obj;
    expect((await t.client.post('/user/invoice/delete', { id: a.id })).code).toBe(Code.OK);
    expect((await list()).map((p) => [p.id, p.is_default])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
  });

  it(`when a member has ${INVOICE_PROFILE_LIMIT}, then one more is refused with 409`, async () => {
    for (let i = 0; i < INVOICE_PROFILE_LIMIT; i++) {
      expect((await add({ ...personal, title: `张三${i}` })).code).toBe(Code.OK);
    }
    const refused = await add(personal);
    expect(refused.code).toBe(Code.CONFLICT);
    expect(refused.message).toContain(`${INVOICE_PROFILE_LIMIT}`);
    expect(await list()).toHaveLength(INVOICE_PROFILE_LIMIT);
  });

  it('when another member uses my profile id, then every call answers 404 and my profile is untouched', async () => {
    const mine = (await add(special)).obj;
    const calls: [string, Record<string, unknown>][] = [
      ['/user/invoice/edit', { id: mine.id, ...personal }],
      ['/user/invoice/delete', { id: mine.id }],
      ['/user/invoice/default', { id: mine.id }],
    ];
    for (const [path, body] of calls) expect((await other.post(path, body)).code, path).toBe(Code.NOT_FOUND);
    expect((await list())[0]).toMatchObject({ id: mine.id, kind: 'special', is_default: true });
    expect((await list(other)).map((p) => p.id)).not.toContain(mine.id);
    expect(await findOwnInvoiceProfile(t.database.db, userId + 10_000, mine.id)).toBeNull();
  });

  // A real race on PostgreSQL (many connections); PGlite runs the same calls one after another.
  it('when many adds race, then the limit and the single default hold', async () => {
    const answers = await Promise.all(
      Array.from({ length: INVOICE_PROFILE_LIMIT + 10 }, (_, i) =>
        add({ ...personal, title: `并发${i}`, is_default: i % 2 === 0 }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(INVOICE_PROFILE_LIMIT);
    expect(answers.filter((a) => a.code === Code.CONFLICT)).toHaveLength(10);
    expect((await list()).filter((p) => p.is_default)).toHaveLength(1);
  });
});
