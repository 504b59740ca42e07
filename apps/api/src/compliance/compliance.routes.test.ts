import { LICENCE_LIMIT } from '@labmall/contract/compliance';
import { Code } from '@labmall/protocol';
import { chinaDate } from '@labmall/rules';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { acceptedUpload, idCardNumber } from '../accounts/testing/account-fixtures.ts';
import { fullDataViews } from '../operators/operators.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { licences } from './compliance.schema.ts';
import { LEDGER_COLUMNS } from './ledger-export.ts';
import { licenceMessages } from './licences.service.ts';
import { addLicence, makeOrder, setVerification } from './testing/compliance-fixtures.ts';

type Licence = {
  id: number;
  kind: string;
  kind_label: string;
  number: string;
  valid_from: string;
  valid_until: string;
  state: string;
  status: string;
  reason: string;
  image_url: string;
};
type LicenceList = { kinds: { code: string; label: string }[]; list: Licence[] };

describe.each(databaseKinds)('licences and the controlled-sales ledger on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  });
  afterAll(() => t.close());

  /** A member logged in on a client of their own. */
  const member = async () => {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    return { user, client };
  };
  /** A staff member (their id as `user.id`, as full_data_views records it) logged in on a client of their own. */
  const operator = async (roles?: string[]) => {
    const { client, staff } = await staffClient(t, roles);
    return { user: { id: staff.id }, client };
  };
  const submission = (image: string, overrides: Record<string, unknown> = {}) => ({
    kind: 'precursor-2',
    number: 'BA-2026-0001',
    valid_from: '2026-01-01',
    valid_until: '2099-12-31',
    image,
    ...overrides,
  });

  it('when a member uploads a document, then it is pending and listed with its image and validity', async () => {
    const { user, client } = await member();
    const empty = await client.get<LicenceList>('/user/licence/list');
    expect(empty.code).toBe(Code.OK);
    expect(empty.obj.list).toEqual([]);
    expect(empty.obj.kinds.map((k) => k.code)).toContain('explosive-precursor');
    const image = await acceptedUpload(t, user.id);
    const added = await client.post('/user/licence/add', submission(image, { number: '  BA-2026-0001 ' }));
    expect(added).toMatchObject({ code: Code.OK, obj: { state: 'pending' } });
    const { obj } = await client.get<LicenceList>('/user/licence/list');
    expect(obj.list).toHaveLength(1);
    expect(obj.list[0]).toMatchObject({
      kind: 'precursor-2',
      kind_label: '易制毒化学品购买备案证明（第二类）',
      number: 'BA-2026-0001',
      valid_from: '2026-01-01',
      valid_until: '2099-12-31',
      state: 'pending',
      status: '审核中',
      reason: '',
    });
    expect(obj.list[0]!.image_url).not.toBe('');
  });

  it('when the image is not the member’s own identity upload, then the field is refused', async () => {
    const { client } = await member();
    const other = await member();
    const theirs = await acceptedUpload(t, other.user.id);
    const mine = await member();
    const avatar = await acceptedUpload(t, mine.user.id, 'avatar');
    for (const [who, image] of [
      [client, theirs],
      [mine.client, avatar],
      [client, 'u/1/202601/never-uploaded.png'],
    ] as const) {
      expect(await who.post('/user/licence/add', submission(image))).toMatchObject({
        code: Code.INVALID,
        obj: { fields: { image: licenceMessages.badImage } },
      });
    }
  });

  const badInput: [string, Record<string, unknown>, string][] = [
    ['an unknown kind', { kind: 'hazardous' }, 'kind'],
    ['no kind', { kind: undefined }, 'kind'],
    ['a blank number', { number: '   ' }, 'number'],
    ['a number too long', { number: 'X'.repeat(31) }, 'number'],
    ['a number with a control character', { number: 'BA\u000001' }, 'number'],
    ['a date that does not exist', { valid_from: '2026-02-30' }, 'valid_from'],
    ['a date in another format', { valid_until: '2099/12/31' }, 'valid_until'],
    ['a date as a number', { valid_until: 20991231 }, 'valid_until'],
    ['an end before the start', { valid_from: '2027-01-01', valid_until: '2026-12-31' }, 'valid_until'],
    ['a document already expired', { valid_from: '2020-01-01', valid_until: '2021-01-01' }, 'valid_until'],
    ['no image', { image: '' }, 'image'],
  ];
  for (const [what, overrides, field] of badInput) {
    it(`when a document has ${what}, then ${field} is refused and nothing is stored`, async () => {
      const { user, client } = await member();
      const image = await acceptedUpload(t, user.id);
      const answer = await client.post('/user/licence/add', submission(image, overrides));
      expect(answer.code).toBe(Code.INVALID);
      expect(answer.obj).toMatchObject({ fields: { [field]: expect.any(String) } });
      expect(await t.database.db.select().from(licences).where(eq(licences.userId, user.id))).toEqual([]);
    });
  }

  it('when the same document is sent twice, or past the limit, then it is refused with a reason', async () => {
    const { user, client } = await member();
    const image = await acceptedUpload(t, user.id);
    expect((await client.post('/user/licence/add', submission(image))).code).toBe(Code.OK);
    expect(await client.post('/user/licence/add', submission(image))).toMatchObject({
      code: Code.CONFLICT,
      message: licenceMessages.duplicate,
    });
    for (let i = 1; i < LICENCE_LIMIT; i++)
      await addLicence(t, user.id, { kind: 'precursor-3', number: `N${i}` });
    expect(await client.post('/user/licence/add', submission(image, { number: 'ONE-MORE' }))).toMatchObject({
      code: Code.CONFLICT,
      message: licenceMessages.limit,
    });
  });

  it('when a member deletes documents, then pending and rejected ones go, approved ones stay, and another member’s answer 404', async () => {
    const { user, client } = await member();
    const pending = await addLicence(t, user.id, { kind: 'precursor-1', state: 'pending' });
    const rejected = await addLicence(t, user.id, { kind: 'precursor-1', state: 'rejected' });
    const approved = await addLicence(t, user.id, { kind: 'precursor-1', state: 'approved' });
    const other = await member();
    const theirs = await addLicence(t, other.user.id, { kind: 'precursor-1', state: 'pending' });
    expect((await client.post('/user/licence/delete', { id: pending.id })).code).toBe(Code.OK);
    expect((await client.post('/user/licence/delete', { id: rejected.id })).code).toBe(Code.OK);
    expect(await client.post('/user/licence/delete', { id: approved.id })).toMatchObject({
      code: Code.CONFLICT,
      message: licenceMessages.approvedKept,
    });
    const foreign = await client.post('/user/licence/delete', { id: theirs.id });
    const absent = await client.post('/user/licence/delete', { id: 987_654_321 });
    expect(foreign).toMatchObject({ code: Code.NOT_FOUND });
    expect(foreign.message).toBe(absent.message);
    const { obj } = await client.get<LicenceList>('/user/licence/list');
    expect(obj.list.map((l) => l.id)).toEqual([approved.id]);
    const still = await other.client.get<LicenceList>('/user/licence/list');
    expect(still.obj.list.map((l) => l.id)).toEqual([theirs.id]);
  });

  it('when a member asks what a product needs, then the documents and what they lack are named', async () => {
    const { user, client } = await member();
    await setVerification(t, user.id, 'approved');
    const answer = await client.get('/user/licence/requirements', {
      controlled: ['hazardous', 'precursor-2'],
    });
    expect(answer).toMatchObject({
      code: Code.OK,
      obj: {
        ok: false,
        verification: true,
        documents: [{ code: 'precursor-2', label: '易制毒化学品购买备案证明（第二类）' }],
        missing: [{ code: 'precursor-2', link: '/user/datum#licences' }],
      },
    });
    const plain = await client.get('/user/licence/requirements', { controlled: [] });
    expect(plain.obj).toEqual({ ok: true, verification: false, documents: [], missing: [] });
    const visitor = await t.newClient().get('/user/licence/requirements', { controlled: ['hazardous'] });
    expect(visitor.code).not.toBe(Code.OK);
  });

  it('when a member who is not an operator calls the operator routes, then 403', async () => {
    const { client } = await member();
    for (const [method, path, payload] of [
      ['GET', '/admin/licences', {}],
      ['POST', '/admin/licences/approve', { id: 1 }],
      ['POST', '/admin/licences/reject', { id: 1, reason: 'x' }],
      ['GET', '/admin/controlled-sales/export', { from: '2026-01-01', until: '2026-01-02' }],
    ] as const) {
      expect((await client.call(method, path, payload)).code).toBe(Code.FORBIDDEN);
    }
  });

  it('when an operator approves and rejects documents, then the member sees 有效 and the reason', async () => {
    const { user, client } = await member();
    const image = await acceptedUpload(t, user.id);
    const first = await client.post<{ id: number }>('/user/licence/add', submission(image));
    const second = await client.post<{ id: number }>(
      '/user/licence/add',
      submission(image, { kind: 'explosive-precursor', number: 'ZM-1' }),
    );
    const op = await operator();
    const queue = await op.client.get<{
      total: number;
      list: (Licence & { user_id: number; phone: string })[];
    }>('/admin/licences', { pageSize: 100 });
    expect(queue.code).toBe(Code.OK);
    const mine = queue.obj.list.filter((l) => l.user_id === user.id);
    expect(mine.map((l) => l.id)).toEqual([first.obj.id, second.obj.id]);
    expect(mine[0]!.image_url).not.toBe('');
    expect(mine[0]!.phone).toBe(user.phone);

    expect(await op.client.post('/admin/licences/approve', { id: first.obj.id })).toMatchObject({
      code: Code.OK,
      obj: { state: 'approved' },
    });
    expect(await op.client.post('/admin/licences/approve', { id: first.obj.id })).toMatchObject({
      code: Code.CONFLICT,
      message: licenceMessages.decided,
    });
    expect((await op.client.post('/admin/licences/reject', { id: second.obj.id, reason: '  ' })).code).toBe(
      Code.INVALID,
    );
    expect(
      await op.client.post('/admin/licences/reject', { id: second.obj.id, reason: '单位证明未盖章' }),
    ).toMatchObject({ code: Code.OK, obj: { state: 'rejected' } });
    expect((await op.client.post('/admin/licences/approve', { id: 987_654_321 })).code).toBe(Code.NOT_FOUND);

    const { obj } = await client.get<LicenceList>('/user/licence/list');
    const byId = new Map(obj.list.map((l) => [l.id, l]));
    expect(byId.get(first.obj.id)).toMatchObject({ state: 'approved', status: '有效' });
    expect(byId.get(second.obj.id)).toMatchObject({
      state: 'rejected',
      status: '未通过',
      reason: '单位证明未盖章',
    });
    const approved = await op.client.get<{ list: Licence[] }>('/admin/licences', {
      state: 'approved',
      pageSize: 100,
    });
    expect(approved.obj.list.map((l) => l.id)).toContain(first.obj.id);
  });

  it('when licences near their end, then the 30-day list shows the approved ones ending from today, soonest first', async () => {
    const { user } = await member();
    const day = (offset: number) => chinaDate(new Date(Date.now() + offset * 86_400_000));
    const soon = await addLicence(t, user.id, { kind: 'precursor-2', validUntil: day(3), number: 'SOON' });
    const today = await addLicence(t, user.id, { kind: 'precursor-3', validUntil: day(0), number: 'TODAY' });
    const later = await addLicence(t, user.id, {
      kind: 'explosive-precursor',
      validUntil: day(45),
      number: 'LATER',
    });
    const ended = await addLicence(t, user.id, { kind: 'precursor-3', validUntil: day(-1), number: 'ENDED' });
    const pending = await addLicence(t, user.id, {
      kind: 'precursor-2',
      state: 'pending',
      validUntil: day(5),
    });
    const op = await operator();
    const expiring = await op.client.get<{ list: Licence[] }>('/admin/licences', {
      expiring_within_days: 30,
      pageSize: 100,
    });
    expect(expiring.code, expiring.message).toBe(Code.OK);
    const ids = expiring.obj.list.map((l) => l.id);
    expect(ids.filter((id) => [soon.id, today.id].includes(id))).toEqual([today.id, soon.id]);
    for (const outside of [later.id, ended.id, pending.id]) expect(ids).not.toContain(outside);
    const refused = await op.client.get('/admin/licences', { expiring_within_days: 400 });
    expect(refused).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { expiring_within_days: '到期天数须为 0 到 366' } },
    });
  });

  it('when the reviewing staff member’s id is also the member’s id, then the document is reviewed: staff are no members', async () => {
    const holder = await member();
    // Two tables number their rows each from 1: the next staff member gets the member's number.
    await t.database.db.execute(
      sql`select setval(pg_get_serial_sequence('staff', 'id'), ${holder.user.id}, false)`,
    );
    const op = await operator();
    expect(op.user.id).toBe(holder.user.id);
    const theirs = await addLicence(t, holder.user.id, { kind: 'precursor-3', state: 'pending' });
    expect((await op.client.post('/admin/licences/approve', { id: theirs.id })).code).toBe(Code.OK);
  });

  const readBack = async (data: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(data, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    return { name: sheet.name, rows };
  };

  it('when an operator exports the ledger, then the .xlsx reads back with one row per controlled line, ID numbers masked or in full by role', async () => {
    const number = idCardNumber('731');
    const { user } = await member();
    await setVerification(t, user.id, 'approved', 'personal', number);
    await addLicence(t, user.id, { kind: 'precursor-3', number: 'BA-3-9' });
    const { orderId, lineIds } = await makeOrder(t, user.id, 2);
    await t.database.db.transaction((tx) =>
      t.app.deps.compliance.recordSales(tx, {
        orderId,
        userId: user.id,
        lines: [
          {
            orderLineId: lineIds[0]!,
            productName: '甲苯',
            cas: '108-88-3',
            sku: 'TOL-500',
            pack: '500ml',
            quantity: 2,
            controlled: ['hazardous', 'precursor-3'],
          },
          {
            orderLineId: lineIds[1]!,
            productName: '烧杯',
            cas: null,
            sku: 'BK-1',
            pack: '1个',
            quantity: 1,
            controlled: [],
          },
        ],
      }),
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const range = { from: today, until: today };

    const plain = await operator();
    const masked = await plain.client.get<{
      file_name: string;
      rows: number;
      data: string;
      content_type: string;
    }>('/admin/controlled-sales/export', range);
    expect(masked.code).toBe(Code.OK);
    expect(masked.obj.file_name).toBe(`管制化学品销售台账_${today}_${today}.xlsx`);
    const sheet = await readBack(masked.obj.data);
    expect(sheet.name).toBe('销售台账');
    expect(sheet.rows[0]).toEqual(LEDGER_COLUMNS.map((c) => c.header));
    const line = sheet.rows.find((r) => r.includes('TOL-500'))!;
    const cell = (header: string) => line[LEDGER_COLUMNS.findIndex((c) => c.header === header)];
    expect(cell('购买人')).toBe('张三');
    expect(cell('身份证号')).toBe(`${number.slice(0, 4)}**********${number.slice(-4)}`);
    expect(cell('证照编号')).toBe('BA-3-9');
    expect(cell('商品名称')).toBe('甲苯');
    expect(cell('CAS 号')).toBe('108-88-3');
    expect(cell('数量')).toBe('2');
    expect(cell('管制类别')).toBe('危险化学品、易制毒第三类');
    expect(cell('联系电话')).toBe(user.phone);
    expect(cell('类型')).toBe('销售');
    expect(cell('售后单号')).toBe('');
    expect(cell('备注')).toBe('');
    expect(sheet.rows.some((r) => r.includes('BK-1'))).toBe(false);
    const page = await plain.client.get<{ total: number; list: Record<string, unknown>[] }>(
      '/admin/controlled-sales',
      { ...range, pageSize: 100 },
    );
    expect(page.obj.list.find((r) => r.sku === 'TOL-500')).toMatchObject({
      kind: 'sale',
      aftersale_id: null,
      buyer: '张三',
      quantity: 2,
      classes: '危险化学品、易制毒第三类',
      note: '',
    });
    expect(page.obj.list.some((r) => 'phone' in r || 'id_card' in r)).toBe(false);

    const privileged = await operator(['管理员']);
    const full = await privileged.client.get<{ data: string }>('/admin/controlled-sales/export', range);
    const fullSheet = await readBack(full.obj.data);
    const fullLine = fullSheet.rows.find((r) => r.includes('TOL-500'))!;
    expect(fullLine).toContain(number);
    const views = await t.database.db
      .select()
      .from(fullDataViews)
      .where(eq(fullDataViews.operatorId, privileged.user.id));
    expect(views.map((v) => v.memberId)).toContain(user.id);
  });

  it('when the export range is reversed, malformed or too long, then it is refused', async () => {
    const op = await operator();
    for (const [range, field] of [
      [{ from: '2026-02-01', until: '2026-01-01' }, 'until'],
      [{ from: '2026-13-01', until: '2026-12-01' }, 'from'],
      [{ from: '2020-01-01', until: '2026-01-01' }, 'until'],
    ] as const) {
      const answer = await op.client.get('/admin/controlled-sales/export', range);
      expect(answer.code).toBe(Code.INVALID);
      expect(answer.obj).toMatchObject({ fields: { [field]: expect.any(String) } });
    }
    const empty = await op.client.get<{ rows: number; data: string }>('/admin/controlled-sales/export', {
      from: '2001-01-01',
      until: '2001-01-31',
    });
    expect(empty.obj.rows).toBe(0);
    expect((await readBack(empty.obj.data)).rows).toHaveLength(1);
  });

  it('when uploads race past the limit and operators race on one document, then the limit holds and one decision wins', async () => {
    const { user, client } = await member();
    for (let i = 0; i < LICENCE_LIMIT - 5; i++)
      await addLicence(t, user.id, { kind: 'precursor-3', number: `R${i}` });
    const image = await acceptedUpload(t, user.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.post('/user/licence/add', submission(image, { number: `P${i}` })),
      ),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(5);
    expect(answers.filter((a) => a.code !== Code.OK).every((a) => a.code === Code.CONFLICT)).toBe(true);
    expect(await t.database.db.select().from(licences).where(eq(licences.userId, user.id))).toHaveLength(
      LICENCE_LIMIT,
    );

    const pending = await addLicence(t, user.id, { kind: 'precursor-1', state: 'pending' });
    const [a, b] = await Promise.all([operator(), operator()]);
    const decisions = await Promise.all([
      a.client.post('/admin/licences/approve', { id: pending.id }),
      b.client.post('/admin/licences/reject', { id: pending.id, reason: '编号不符' }),
    ]);
    expect(decisions.map((d) => d.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
  });
});
