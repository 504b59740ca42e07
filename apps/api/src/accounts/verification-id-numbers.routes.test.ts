import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { fullDataViews } from '../operators/operators.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { identityVerifications } from './accounts.schema.ts';
import { createIdNumberCipher } from './id-numbers/id-number-cipher.ts';
import { idNumberKeys } from './id-numbers/id-number-config.ts';
import { acceptedUpload, idCardNumber } from './testing/account-fixtures.ts';

type Datum = { submission: null | { id: number; id_card: string } };
type Detail = { id_card: string; user_id: number };

const masked = (number: string) => `${number.slice(0, 4)}**********${number.slice(-4)}`;

describe.each(databaseKinds)('ID numbers at rest and on view, on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await buildTestApp(kind, { env: { LOG_LEVEL: 'error' }, logStream });
  });
  afterAll(() => t.close());

  /** A member who submitted personal data with `number`; t.client stays logged in as them. */
  async function submitted(number: string) {
    const member = await t.login();
    const sent = await t.client.post('/user/datum', {
      kind: 'personal',
      real_name: '李思远',
      id_card: number,
      id_card_front: await acceptedUpload(t, member.id),
      id_card_back: await acceptedUpload(t, member.id),
    });
    expect(sent.code, sent.message).toBe(Code.OK);
    const datum = await t.client.get<Datum>('/user/datum');
    return { member, memberSession: t.client.session, verificationId: datum.obj.submission!.id };
  }

  /** Another client logged in as a new staff member with these roles; t.client keeps its session. */
  async function operator(roles?: string[]) {
    const { client, staff } = await staffClient(t, roles);
    return { client, id: staff.id };
  }

  const viewsOf = (memberId: number) =>
    t.database.db.select().from(fullDataViews).where(eq(fullDataViews.memberId, memberId));

  it('when a member submits an ID number, then the row holds no clear number and the member sees it masked', async () => {
    const number = idCardNumber('801');
    const { verificationId } = await submitted(number);

    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, verificationId));
    expect(row!.idCardNumberLegacy).toBeNull();
    expect(row!.idCardCipher!.length).toBeGreaterThan(number.length);
    const raw = await t.database.db.execute(
      sql`select v::text as text from identity_verifications v where v.id = ${verificationId}`,
    );
    const [text] = (raw as unknown as { rows: { text: string }[] }).rows;
    expect(text!.text).toContain('李思远');
    expect(text!.text).not.toContain(number);
    expect(text!.text).not.toContain(number.slice(4, 14));

    const datum = await t.client.get<Datum>('/user/datum');
    expect(datum.obj.submission!.id_card).toBe(masked(number));
  });

  it('when an operator without the role opens the submission, then the number is masked and nothing is audited', async () => {
    const number = idCardNumber('802');
    const { member, verificationId } = await submitted(number);
    const plain = await operator();
    const detail = await plain.client.get<Detail>('/admin/verifications/detail', { id: verificationId });
    expect(detail).toMatchObject({ code: Code.OK, obj: { id_card: masked(number), user_id: member.id } });
    expect(await viewsOf(member.id)).toEqual([]);
  });

  it('when an operator with view_id_numbers opens it, then they see the number in full and each view is audited', async () => {
    const number = idCardNumber('803');
    const { member, verificationId } = await submitted(number);
    const privileged = await operator(['管理员']);
    for (let i = 0; i < 2; i++) {
      const detail = await privileged.client.get<Detail>('/admin/verifications/detail', {
        id: verificationId,
      });
      expect(detail).toMatchObject({ code: Code.OK, obj: { id_card: number } });
    }
    const views = await viewsOf(member.id);
    expect(views).toHaveLength(2);
    for (const view of views) {
      expect(view).toMatchObject({ operatorId: privileged.id, memberId: member.id, field: 'id_card' });
      expect(view.requestId).toMatch(/^req-/);
      expect(view.viewedAt).toBeInstanceOf(Date);
    }
    expect(views[0]!.requestId).not.toBe(views[1]!.requestId);
  });

  it('when the submission has no ID number, then a privileged view audits nothing', async () => {
    const member = await t.login();
    const memberSession = t.client.session;
    await t.client.post('/register/datum', {
      organisation: '中科院上海有机所',
      contact_name: '陈静',
      email: 'chen@example.cn',
      username: `idn_${member.id}`,
      password: 'Lab.2026',
    });
    const datum = await t.client.get<Datum>('/user/datum', {}, { session: memberSession });
    const privileged = await operator(['管理员']);
    const detail = await privileged.client.get<Detail>('/admin/verifications/detail', {
      id: datum.obj.submission!.id,
    });
    expect(detail).toMatchObject({ code: Code.OK, obj: { id_card: '' } });
    expect(await viewsOf(member.id)).toEqual([]);
  });

  it('when a stored number was written with another key, then member and operator get code 500, not a wrong number', async () => {
    const number = idCardNumber('804');
    const { member, memberSession, verificationId } = await submitted(number);
    const otherKey = createIdNumberCipher(
      idNumberKeys({ ID_NUMBER_KEY: randomBytes(32).toString('base64'), ID_NUMBER_KEY_VERSION: 1 }),
    );
    await t.database.db
      .update(identityVerifications)
      .set({ idCardCipher: otherKey.encrypt(number, member.id) })
      .where(eq(identityVerifications.id, verificationId));

    const datum = await t.client.get('/user/datum', {}, { session: memberSession });
    expect(datum).toMatchObject({ code: Code.SERVER_ERROR, message: '服务器繁忙，请稍后重试' });
    expect(logLines.some((l) => l.includes('IdNumberDecryptError'))).toBe(true);
    const privileged = await operator(['管理员']);
    const detail = await privileged.client.get('/admin/verifications/detail', { id: verificationId });
    expect(detail.code).toBe(Code.SERVER_ERROR);
    expect(await viewsOf(member.id)).toEqual([]);
  });
});
