import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';

interface Listed {
  total: number;
  list: {
    id: number;
    state: string;
    answer: string;
    assignee_id: number | null;
    assignee_name: string;
    answered_by_name: string;
  }[];
}

describe.each(databaseKinds)('answering 询价登记 on %s', (kind) => {
  let t: TestApp;
  let service: { id: number; session: string };
  let catalogue: { id: number; session: string };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    service = await loginStaff(t, ['客服'], { name: '客服小李' });
    catalogue = await loginStaff(t, ['订单'], { name: '发货员' });
  }, 60_000);
  afterAll(() => t.close());

  const ask = async (
    session: string | null,
    contact = '联系人 王老师 010-62345678',
    name = '氘代氯仿 99.8%',
  ) => {
    const created = await t.client.post<{ id: number }>(
      '/inquiry/create',
      { name, cas: '865-49-6', quantity: '10 瓶', contact },
      { session, ip: `198.51.100.${Math.floor(Math.random() * 250)}` },
    );
    expect(created.code, created.message).toBe(Code.OK);
    return created.obj.id;
  };
  const asOperator = (session: string) => ({
    get: <T>(path: string, payload: object = {}) => t.client.get<T>(path, payload, { session }),
    post: <T>(path: string, payload: object) => t.client.post<T>(path, payload, { session }),
  });

  it('when a member who chose 询价 texts has their inquiry answered, then they see the answer in their own list and get a text; a second answer is refused', async () => {
    const member = await t.login();
    const memberSession = t.client.session!;
    const chose = await t.client.post(
      '/user/notice/preferences/save',
      { group: 'inquiries', sms: true },
      { session: memberSession },
    );
    expect(chose.code, chose.message).toBe(Code.OK);
    const id = await ask(memberSession);
    const mine = () => t.client.get<Listed>('/user/inquiries', {}, { session: memberSession });
    expect((await mine()).obj.list[0]).toMatchObject({ id, state: 'open', answer: '', answered_at: null });

    const operator = asOperator(service.session);
    const answered = await operator.post<{ state: string }>('/admin/inquiries/answer', {
      id,
      answer: '  有现货，¥320/瓶，三个工作日内发货  ',
    });
    expect(answered.code, answered.message).toBe(Code.OK);
    expect(answered.obj.state).toBe('answered');

    expect((await mine()).obj.list[0]).toMatchObject({
      id,
      state: 'answered',
      answer: '有现货，¥320/瓶，三个工作日内发货',
    });
    const texts = t.smsTexts(member.phone);
    expect(texts.at(-1)).toMatchObject({ template: 'inquiry_answered', params: { name: '氘代氯仿 99.8%' } });
    expect(texts.at(-1)!.text).toContain('我的询价');

    const again = await operator.post('/admin/inquiries/answer', { id, answer: '改一下价格' });
    expect(again.code).toBe(Code.CONFLICT);
    expect(again.message).toBe('该询价已经回复过了');
    expect((await mine()).obj.list[0]!.answer).toBe('有现货，¥320/瓶，三个工作日内发货');

    const listed = await operator.get<Listed>('/admin/inquiries', { state: 'answered' });
    expect(listed.obj.list.find((r) => r.id === id)).toMatchObject({ answered_by_name: '客服小李' });
    expect(
      (await operator.get<Listed>('/admin/inquiries', { state: 'open' })).obj.list.map((r) => r.id),
    ).not.toContain(id);
  });

  it('when a member left 询价 texts at their default (off), then the answer is in their list and no text goes out', async () => {
    const member = await t.login();
    const id = await ask(t.client.session!);
    const answered = await asOperator(service.session).post('/admin/inquiries/answer', {
      id,
      answer: '有现货',
    });
    expect(answered.code, answered.message).toBe(Code.OK);
    expect(t.smsTexts(member.phone)).toEqual([]);
  });

  it('when a visitor left a mobile number, then the answer is texted there; another contact gets no text', async () => {
    const withMobile = await ask(null, '138 0013 9001');
    const withLandline = await ask(null, '010-62345678 王老师');
    const operator = asOperator(service.session);
    for (const id of [withMobile, withLandline]) {
      expect(
        (await operator.post('/admin/inquiries/answer', { id, answer: '可以订货，货期两周' })).code,
      ).toBe(Code.OK);
    }
    expect(t.smsTexts('13800139001').at(-1)).toMatchObject({ template: 'inquiry_answered' });
    expect(t.smsTexts('13800139001').at(-1)!.text).not.toContain('我的询价');
  });

  it('when an inquiry is assigned, then “mine” and “nobody” list it accordingly, and an unknown operator is refused by field', async () => {
    const id = await ask(null);
    const operator = asOperator(service.session);
    const ids = async (assignee: string) =>
      (await operator.get<Listed>('/admin/inquiries', { assignee, pageSize: 100 })).obj.list.map((r) => r.id);
    expect(await ids('nobody')).toContain(id);

    const assigned = await operator.post('/admin/inquiries/assign', { id, operator_id: service.id });
    expect(assigned.code, assigned.message).toBe(Code.OK);
    expect(await ids('me')).toContain(id);
    expect(await ids('nobody')).not.toContain(id);
    const row = (await operator.get<Listed>('/admin/inquiries', { assignee: 'me' })).obj.list.find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ assignee_id: service.id, assignee_name: '客服小李' });

    const notStaff = await operator.post('/admin/inquiries/assign', { id, operator_id: 999_999 });
    expect(notStaff.code).toBe(Code.INVALID);
    expect(notStaff.obj).toMatchObject({ fields: { operator_id: '没有这位运营人员' } });
    expect((await operator.post('/admin/inquiries/assign', { id: 999_999, operator_id: null })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await operator.post('/admin/inquiries/assign', { id, operator_id: null })).code).toBe(Code.OK);
    expect(await ids('nobody')).toContain(id);
  });

  it('when an answerer opens the assignees, then they see active staff who may answer, without needing staff management', async () => {
    const operator = asOperator(service.session);
    const answer = await operator.get<{ list: { id: number; name: string }[] }>('/admin/inquiries/assignees');
    expect(answer.code, answer.message).toBe(Code.OK);
    expect(answer.obj.list).toContainEqual({ id: service.id, name: '客服小李' });
    // 订单 may view inquiries but not answer them: not someone to give one to, nor someone who may ask.
    expect(answer.obj.list.map((one) => one.id)).not.toContain(catalogue.id);
    const viewer = await asOperator(catalogue.session).get('/admin/inquiries/assignees');
    expect(viewer.code).toBe(Code.FORBIDDEN);
  });

  it('when an operator may only view inquiries, then answering and assigning are refused; a member sees only their own', async () => {
    const id = await ask(null);
    const viewer = asOperator(catalogue.session);
    expect((await viewer.get<Listed>('/admin/inquiries')).code).toBe(Code.OK);
    const refused = await viewer.post('/admin/inquiries/answer', { id, answer: '有货' });
    expect(refused.code).toBe(Code.FORBIDDEN);
    expect(refused.obj).toEqual({ permission: 'inquiries.answer' });

    await t.login();
    const own = await t.client.get<Listed>('/user/inquiries');
    expect(own.code).toBe(Code.OK);
    expect(own.obj).toEqual({ total: 0, list: [] });
  });

  it('refuses an empty or too long answer, naming the field', async () => {
    const id = await ask(null);
    const operator = asOperator(service.session);
    const empty = await operator.post('/admin/inquiries/answer', { id, answer: '   ' });
    expect(empty.code).toBe(Code.INVALID);
    expect(empty.obj).toMatchObject({ fields: { answer: '请填写回复内容' } });
    const long = await operator.post('/admin/inquiries/answer', { id, answer: '货'.repeat(501) });
    expect(long.obj).toMatchObject({ fields: { answer: '回复不能超过 500 字' } });
  });
});
