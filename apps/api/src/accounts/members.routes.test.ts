import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { addLicence } from '../compliance/testing/compliance-fixtures.ts';
import { addTemplate, giveCoupon } from '../coupons/testing/coupon-fixtures.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';
import { ACCOUNT_DISABLED } from './auth.service.ts';
import { hashPassword } from './passwords.ts';
import { freshIp, sendCode } from './testing/account-fixtures.ts';

interface MemberRow {
  id: number;
  phone: string;
  organisation: string;
  state: string;
  disabled: boolean;
}

describe.each(databaseKinds)('会员 in the console on %s', (kind) => {
  let t: TestApp;
  let compliance: string;
  let orders: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    compliance = (await loginStaff(t, ['合规'])).session;
    orders = (await loginStaff(t, ['订单'])).session;
  }, 60_000);
  afterAll(() => t.close());

  const as = (session: string) => ({
    get: <T>(path: string, payload: object = {}) => t.client.get<T>(path, payload, { session }),
    post: <T>(path: string, payload: object) => t.client.post<T>(path, payload, { session }),
  });

  it('when an operator searches by part of the phone, the username or the nickname, then the member is found; a state filter narrows it', async () => {
    const member = await t.login({ nickname: '王老师课题组', username: `lab_${Date.now() % 100_000}` });
    const console = as(compliance);
    const find = async (keyword: string, state = 'all') =>
      (
        await console.get<{ list: MemberRow[] }>('/admin/members', { keyword, state, pageSize: 100 })
      ).obj.list.map((r) => r.id);
    expect(await find(member.phone.slice(3, 9))).toContain(member.id);
    expect(await find(member.username!.toUpperCase())).toContain(member.id);
    expect(await find('王老师课题')).toContain(member.id);
    expect(await find('王老师课题', 'unverified')).toContain(member.id);
    expect(await find('王老师课题', 'verified')).not.toContain(member.id);
    // A wildcard typed is a character searched for, not "anything".
    expect(await find('%')).toEqual([]);

    const detail = await console.get<Record<string, unknown>>('/admin/members/detail', { id: member.id });
    expect(detail.code, detail.message).toBe(Code.OK);
    expect(detail.obj).toMatchObject({
      id: member.id,
      phone: member.phone,
      nickname: '王老师课题组',
      state: 'unverified',
      disabled: false,
      verification: null,
      points: 0,
      credit: { limit: '0.00', outstanding: '0.00' },
      licences: [],
      coupons: { unused: 0, used: 0, expired: 0, list: [] },
    });
    expect((await console.get('/admin/members/detail', { id: 999_999 })).code).toBe(Code.NOT_FOUND);
  });

  it('when a member holds licences and coupons, then their page lists the licences with class and expiry and the unused coupons', async () => {
    const member = await t.login();
    await addLicence(t, member.id, { kind: 'precursor-2', number: 'BA-2026-07', validUntil: '2099-06-30' });
    await addLicence(t, member.id, { kind: 'highly-toxic', state: 'pending' });
    const template = await addTemplate(t.database.db, { name: '满200减20' });
    await giveCoupon(t.database.db, template.id, member.id);
    await giveCoupon(t.database.db, template.id, member.id, {
      validFrom: new Date(Date.now() - 9e8),
      validUntil: new Date(Date.now() - 1e3),
    });

    const detail = await as(compliance).get<{
      licences: Record<string, unknown>[];
      coupons: { unused: number; expired: number; list: { name: string }[] };
    }>('/admin/members/detail', { id: member.id });
    expect(detail.code, detail.message).toBe(Code.OK);
    expect(detail.obj.licences).toHaveLength(2);
    expect(detail.obj.licences).toContainEqual(
      expect.objectContaining({
        kind: 'precursor-2',
        kind_label: '易制毒化学品购买备案证明（第二类）',
        number: 'BA-2026-07',
        valid_until: '2099-06-30',
        state: 'approved',
        status: '有效',
      }),
    );
    expect(detail.obj.licences).toContainEqual(
      expect.objectContaining({ kind: 'highly-toxic', status: '审核中' }),
    );
    expect(detail.obj.coupons).toMatchObject({ unused: 1, expired: 1, list: [{ name: '满200减20' }] });
  });

  it('when a member is disabled, then their sessions end at once and neither a password nor a code logs them in, until they are enabled', async () => {
    const member = await t.login({ passwordHash: await hashPassword('labmall-2026') });
    const memberSession = t.client.session!;
    expect((await t.client.get('/user/cart/count', {}, { session: memberSession })).code).toBe(Code.OK);

    const console = as(compliance);
    const disabled = await console.post('/admin/members/disable', {
      id: member.id,
      reason: '冒用单位名义下单',
    });
    expect(disabled.code, disabled.message).toBe(Code.OK);
    expect((await t.client.get('/user/cart/count', {}, { session: memberSession })).code).toBe(
      Code.SESSION_EXPIRED,
    );

    const visitor = t.newClient();
    const byPassword = await visitor.post('/login/password', {
      account: member.phone,
      password: 'labmall-2026',
    });
    expect(byPassword).toMatchObject({ code: Code.FORBIDDEN, message: ACCOUNT_DISABLED });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await visitor.post('/login/password', {
      account: member.phone,
      password: 'not-the-password',
    });
    expect(wrong.message).not.toBe(ACCOUNT_DISABLED);
    const code = await sendCode(t, visitor, member.phone, 'login');
    const bySms = await visitor.post('/login/sms', { phone: member.phone, code }, { ip: freshIp() });
    expect(bySms).toMatchObject({ code: Code.FORBIDDEN, message: ACCOUNT_DISABLED });

    const listed = await console.get<{ list: MemberRow[] }>('/admin/members', {
      state: 'disabled',
      pageSize: 100,
    });
    expect(listed.obj.list.map((r) => r.id)).toContain(member.id);
    expect(
      (await console.get<Record<string, unknown>>('/admin/members/detail', { id: member.id })).obj,
    ).toMatchObject({ disabled: true, disabled_reason: '冒用单位名义下单' });

    expect((await console.post('/admin/members/enable', { id: member.id })).code).toBe(Code.OK);
    const again = await visitor.post('/login/password', { account: member.phone, password: 'labmall-2026' });
    expect(again.code, again.message).toBe(Code.OK);
  });

  it('when an operator may not manage members, then disabling is refused; without a reason it is refused by field', async () => {
    const member = await t.login();
    const refused = await as(orders).post('/admin/members/disable', { id: member.id, reason: '测试' });
    expect(refused).toMatchObject({ code: Code.FORBIDDEN, obj: { permission: 'members.manage' } });
    const noReason = await as(compliance).post('/admin/members/disable', { id: member.id, reason: ' ' });
    expect(noReason).toMatchObject({ code: Code.INVALID, obj: { fields: { reason: '请填写停用原因' } } });
    expect((await as(compliance).post('/admin/members/disable', { id: 999_999, reason: '测试' })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});
