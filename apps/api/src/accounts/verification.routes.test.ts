import { Code } from '@labmall/protocol';
import { creditCodeCheckChar } from '@labmall/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { identityVerifications, users } from './accounts.schema.ts';
import { acceptedUpload, idCardNumber } from './testing/account-fixtures.ts';
import { verificationMessages } from './verification.service.ts';

type Datum = {
  state: number;
  reason: string;
  can_submit: boolean;
  submission: null | {
    id: number;
    kind: string;
    real_name: string;
    id_card: string;
    credit_code: string;
    warning: string;
    images: { label: string; url: string }[];
  };
};
type Detail = Datum['submission'] & { phone: string; state: string; reason: string };

const VALID_CREDIT_FIRST17 = '91310115MA1K3Y8N2';
const validCreditCode = VALID_CREDIT_FIRST17 + creditCodeCheckChar(VALID_CREDIT_FIRST17);
/** Right shape, wrong check character. */
const uncheckedCreditCode =
  VALID_CREDIT_FIRST17 + (creditCodeCheckChar(VALID_CREDIT_FIRST17) === '0' ? '1' : '0');

describe.each(databaseKinds)('real-name verification on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const identificationOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.identification;

  async function personal(userId: number, overrides: Record<string, unknown> = {}) {
    return {
      kind: 'personal',
      real_name: '李思远',
      id_card: idCardNumber(),
      id_card_front: await acceptedUpload(t, userId),
      id_card_back: await acceptedUpload(t, userId),
      ...overrides,
    };
  }

  async function organisation(userId: number, overrides: Record<string, unknown> = {}) {
    return {
      kind: 'organisation',
      organisation: '上海蓝标生物科技有限公司',
      credit_code: validCreditCode,
      licence: await acceptedUpload(t, userId),
      contact_name: '王立',
      contact_phone: '021-61234567',
      ...overrides,
    };
  }

  /** An operator's client; the member's stays in t.client. */
  async function operatorClient() {
    const { client, staff } = await staffClient(t);
    return { client, id: staff.id };
  }

  it('when a member submits personal data, then it is pending and the page shows it masked with its images', async () => {
    const member = await t.login();
    const before = await t.client.get<Datum>('/user/datum');
    expect(before.obj).toMatchObject({ state: -1, can_submit: true, submission: null, reason: '' });

    const number = idCardNumber();
    const sent = await t.client.post(
      '/user/datum',
      await personal(member.id, { id_card: number.toLowerCase() }),
    );
    expect(sent).toMatchObject({ code: Code.OK, obj: { state: 0, warning: '' } });

    const datum = await t.client.get<Datum>('/user/datum');
    expect(datum.obj).toMatchObject({ state: 0, can_submit: false, reason: '' });
    expect(datum.obj.submission).toMatchObject({ kind: 'personal', real_name: '李思远' });
    expect(datum.obj.submission!.id_card).toBe(`1101**********${number.slice(-4)}`);
    expect(datum.obj.submission!.images.map((i) => i.label)).toEqual(['身份证人像面', '身份证国徽面']);
    expect(datum.obj.submission!.images.every((i) => i.url.startsWith('/storage/'))).toBe(true);
    const info = await t.client.get<{ extra_info: { state: number } }>('/user/info');
    expect(info.obj.extra_info.state).toBe(0);
  });

  it.each([
    ['a wrong check digit', () => idCardNumber().slice(0, 17) + (idCardNumber().endsWith('1') ? '2' : '1')],
    ['an impossible birth date', () => '110105199002301234'],
    ['a 15-digit first-generation number', () => '110105900101123'],
    ['letters', () => '11010519900101ABCD'],
  ])('when the ID card number has %s, then 400 refuses it and the state stays', async (_case, make) => {
    const member = await t.login();
    const envelope = await t.client.post('/user/datum', await personal(member.id, { id_card: make() }));
    expect(envelope).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { id_card: '请输入正确的身份证号码' } },
    });
    expect(await identificationOf(member.id)).toBe(-1);
  });

  it.each([
    ['real_name', 'Li Siyuan', '请输入正确的真实姓名'],
    ['id_card_front', '', '请上传身份证人像面照片'],
    ['kind', 'company', '请选择认证类型'],
  ])('when %s is %j, then 400 says %s', async (field, value, message) => {
    const member = await t.login();
    const envelope = await t.client.post('/user/datum', await personal(member.id, { [field]: value }));
    expect(envelope).toMatchObject({ code: Code.INVALID, message });
    expect(await identificationOf(member.id)).toBe(-1);
  });

  it('when an image is someone else’s, meant for another purpose, or used twice, then 400 and nothing changes', async () => {
    const other = await t.login();
    const othersImage = await acceptedUpload(t, other.id);
    const member = await t.login();
    const avatar = await acceptedUpload(t, member.id, 'avatar');
    for (const [field, filePath] of [
      ['id_card_front', othersImage],
      ['id_card_back', avatar],
      ['id_card_front', 'o/identity/202611/not-there'],
    ] as const) {
      const envelope = await t.client.post('/user/datum', await personal(member.id, { [field]: filePath }));
      expect(envelope).toMatchObject({
        code: Code.INVALID,
        obj: { fields: { [field]: '文件无效，请重新上传' } },
      });
    }
    const image = await acceptedUpload(t, member.id);
    const same = await t.client.post(
      '/user/datum',
      await personal(member.id, { id_card_front: image, id_card_back: image }),
    );
    expect(same).toMatchObject({ code: Code.INVALID, message: verificationMessages.sameImage });
    expect(await identificationOf(member.id)).toBe(-1);
  });

  it('when an organisation’s credit code fails its check character, then it is accepted with a warning shown on the page', async () => {
    const member = await t.login();
    const sent = await t.client.post(
      '/user/datum',
      await organisation(member.id, { credit_code: uncheckedCreditCode }),
    );
    expect(sent).toMatchObject({
      code: Code.OK,
      obj: { state: 0, warning: verificationMessages.creditCodeWarning },
    });
    const datum = await t.client.get<Datum>('/user/datum');
    expect(datum.obj.submission).toMatchObject({
      kind: 'organisation',
      credit_code: uncheckedCreditCode,
      warning: verificationMessages.creditCodeWarning,
    });
  });

  it('when an organisation’s credit code checks out (in any case), then there is no warning', async () => {
    const member = await t.login();
    const sent = await t.client.post(
      '/user/datum',
      await organisation(member.id, { credit_code: validCreditCode.toLowerCase() }),
    );
    expect(sent).toMatchObject({ code: Code.OK, obj: { warning: '' } });
    const datum = await t.client.get<Datum>('/user/datum');
    expect(datum.obj.submission?.credit_code).toBe(validCreditCode);
  });

  it.each([
    ['too short', '91310115MA1K3Y8N'],
    ['with a letter outside the alphabet (O)', '91310115MA1K3Y8NO'.padEnd(18, '0')],
    ['with punctuation', '91310115-MA1K3Y8N2'],
  ])('when the credit code is %s, then 400 refuses it', async (_case, credit_code) => {
    const member = await t.login();
    const envelope = await t.client.post('/user/datum', await organisation(member.id, { credit_code }));
    expect(envelope).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { credit_code: '请输入正确的18位统一社会信用代码' } },
    });
    expect(await identificationOf(member.id)).toBe(-1);
  });

  it('when the organisation’s contact phone is neither a mobile nor a landline, then 400', async () => {
    const member = await t.login();
    const envelope = await t.client.post(
      '/user/datum',
      await organisation(member.id, { contact_phone: '12345' }),
    );
    expect(envelope).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { contact_phone: expect.any(String) } },
    });
  });

  it('when documents are under review, then a second submission is refused and the first stays', async () => {
    const member = await t.login();
    expect((await t.client.post('/user/datum', await personal(member.id))).code).toBe(Code.OK);
    const again = await t.client.post('/user/datum', await organisation(member.id));
    expect(again).toMatchObject({ code: Code.CONFLICT, message: verificationMessages.underReview });
    const rows = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id));
    expect(rows.map((r) => [r.kind, r.state])).toEqual([['personal', 'pending']]);
  });

  it('when only the registration info awaits review, then documents may be sent and replace it in the queue', async () => {
    const member = await t.login();
    const registered = await t.client.post('/register/datum', {
      organisation: '中科院上海有机所',
      contact_name: '陈静',
      email: 'chen@example.cn',
      username: `reg_${member.id}`,
      password: 'Lab.2026',
    });
    expect(registered.code).toBe(Code.OK);
    const datum = await t.client.get<Datum>('/user/datum');
    expect(datum.obj).toMatchObject({
      state: 0,
      can_submit: true,
      submission: { kind: 'registration' },
      profile: { organisation: '中科院上海有机所', contact_name: '陈静' },
    });
    expect((await t.client.post('/user/datum', await organisation(member.id))).code).toBe(Code.OK);
    const rows = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id))
      .orderBy(identityVerifications.id);
    expect(rows.map((r) => [r.kind, r.state])).toEqual([
      ['registration', 'superseded'],
      ['organisation', 'pending'],
    ]);
  });

  it('when a request forges the identification, then only the operator’s decision changes it', async () => {
    const member = await t.login();
    await t.client.post('/user/edit/nick_name', {
      nick_name: '伪造者',
      identification: 1,
      extra_info: { state: 1 },
    });
    expect(await identificationOf(member.id)).toBe(-1);
    const sent = await t.client.post('/user/datum', {
      ...(await personal(member.id)),
      state: 1,
      identification: 1,
      extra_info: { state: 1 },
    });
    expect(sent.obj).toMatchObject({ state: 0 });
    expect(await identificationOf(member.id)).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id));
    expect(row?.state).toBe('pending');
  });

  it('when a visitor or a plain member calls the operator API, then 503 or 403 and nothing is decided', async () => {
    const member = await t.login();
    await t.client.post('/user/datum', await personal(member.id));
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id));
    expect((await t.newClient().get('/admin/verifications')).code).toBe(Code.SESSION_EXPIRED);
    expect((await t.client.get('/admin/verifications')).code).toBe(Code.FORBIDDEN);
    const approve = await t.client.post('/admin/verifications/approve', { id: row!.id });
    expect(approve).toMatchObject({ code: Code.FORBIDDEN, message: '无权访问' });
    expect(await identificationOf(member.id)).toBe(0);
  });

  it('when an operator rejects with a reason, the member sees it and resubmits; approval then verifies them', async () => {
    const member = await t.login();
    const number = idCardNumber('456');
    await t.client.post('/user/datum', await personal(member.id, { id_card: number }));
    const operator = await operatorClient();

    const queue = await operator.client.get<{ total: number; list: { id: number; phone: string }[] }>(
      '/admin/verifications',
      { pageSize: 100 },
    );
    const entry = queue.obj.list.find((r) => r.phone === member.phone);
    expect(entry).toBeDefined();
    const detail = await operator.client.get<Detail>('/admin/verifications/detail', { id: entry!.id });
    expect(detail.obj).toMatchObject({
      id_card: `1101**********${number.slice(-4)}`,
      state: 'pending',
      phone: member.phone,
    });
    expect(detail.obj.images).toHaveLength(2);

    const noReason = await operator.client.post('/admin/verifications/reject', {
      id: entry!.id,
      reason: '  ',
    });
    expect(noReason).toMatchObject({ code: Code.INVALID, message: '请填写驳回原因' });
    const reason = '身份证照片模糊，请重新拍摄';
    const rejected = await operator.client.post('/admin/verifications/reject', { id: entry!.id, reason });
    expect(rejected).toMatchObject({ code: Code.OK, obj: { state: 2 } });
    expect(await t.client.get<Datum>('/user/datum')).toMatchObject({
      obj: { state: 2, reason, can_submit: true },
    });
    // Decided once: a second decision on the same row is refused.
    const late = await operator.client.post('/admin/verifications/approve', { id: entry!.id });
    expect(late).toMatchObject({ code: Code.CONFLICT, message: verificationMessages.decided });
    expect(await identificationOf(member.id)).toBe(2);

    expect((await t.client.post('/user/datum', await personal(member.id))).obj).toMatchObject({ state: 0 });
    const resubmitted = await t.client.get<Datum>('/user/datum');
    expect(resubmitted.obj).toMatchObject({ state: 0, reason: '', can_submit: false });
    const approved = await operator.client.post('/admin/verifications/approve', {
      id: resubmitted.obj.submission!.id,
    });
    expect(approved).toMatchObject({ code: Code.OK, obj: { state: 1 } });
    expect((await t.client.get<{ extra_info: { state: number } }>('/user/info')).obj.extra_info.state).toBe(
      1,
    );

    const afterVerified = await t.client.post('/user/datum', await personal(member.id));
    expect(afterVerified).toMatchObject({
      code: Code.CONFLICT,
      message: verificationMessages.alreadyVerified,
    });
    expect(await identificationOf(member.id)).toBe(1);
  });

  it('when a staff member’s id is also the submitting member’s id, then they review it (staff are no members); one that does not exist is 404', async () => {
    const member = await t.login();
    expect((await t.client.post('/user/datum', await personal(member.id))).code).toBe(Code.OK);
    // Two tables number their rows each from 1: the next staff member gets the member's number.
    await t.database.db.execute(
      sql`select setval(pg_get_serial_sequence('staff', 'id'), ${member.id}, false)`,
    );
    const operator = await operatorClient();
    expect(operator.id).toBe(member.id);
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id));
    expect((await operator.client.post('/admin/verifications/approve', { id: row!.id })).code).toBe(Code.OK);
    expect(await identificationOf(member.id)).toBe(1);
    expect(await operator.client.post('/admin/verifications/approve', { id: 987_654_321 })).toMatchObject({
      code: Code.NOT_FOUND,
    });
  });
});
