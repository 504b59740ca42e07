import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { openChat, setHours } from './testing/chat-fixtures.ts';

type Inbox = { list: { id: number; state: string; assigned_operator_id: number | null }[] };

describe('在线客服: staff’s inbox', () => {
  let t: TestApp;
  let staff: TestClient;
  let colleague: number;
  let finance: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await setHours(t.database.db, true);
    staff = (await staffClient(t, ['客服'])).client;
    colleague = (await staffClient(t, ['客服'])).staff.id;
    finance = (await staffClient(t, ['财务'])).staff.id;
  }, 60_000);
  afterAll(() => t.close());

  /** A visitor's conversation with one message. */
  async function conversation(text: string) {
    const visitor = t.newClient();
    const { cookie, opened } = await openChat(visitor);
    const sent = await visitor.post('/chat/send', { kind: 'text', text }, { cookie: cookie! });
    expect(sent.code, sent.message).toBe(Code.OK);
    return { id: opened.conversation.id, visitor, cookie: cookie! };
  }

  it('when some conversations wait and others were answered, then the waiting ones come first, the longest wait first', async () => {
    const answered = await conversation('第一位');
    const firstWaiting = await conversation('第二位');
    const secondWaiting = await conversation('第三位');
    await staff.post('/admin/chat/send', { id: answered.id, kind: 'text', text: '您好' });
    const inbox = await staff.get<Inbox>('/admin/chat/list', {});
    const ours = inbox.obj.list.filter((c) =>
      [answered.id, firstWaiting.id, secondWaiting.id].includes(c.id),
    );
    expect(ours.map((c) => [c.id, c.state])).toEqual([
      [firstWaiting.id, 'waiting'],
      [secondWaiting.id, 'waiting'],
      [answered.id, 'open'],
    ]);
    // Whoever answers first takes it.
    expect(ours[2]!.assigned_operator_id).not.toBeNull();
  });

  it('when a conversation is handed to a colleague, then it is theirs; to someone without the chat permission, it is refused', async () => {
    const { id } = await conversation('转给同事');
    const handed = await staff.post<{ assigned_operator_id: number }>('/admin/chat/assign', {
      id,
      operator_id: colleague,
    });
    expect(handed.code, handed.message).toBe(Code.OK);
    expect(handed.obj.assigned_operator_id).toBe(colleague);
    expect((await staff.post('/admin/chat/assign', { id, operator_id: finance })).code).toBe(Code.NOT_FOUND);
    const mine = await staff.get<Inbox>('/admin/chat/list', { mine: true });
    expect(mine.obj.list.map((c) => c.id)).not.toContain(id);
    // Whom to hand to: colleagues with the chat permission, never finance staff.
    const offered = await staff.get<{ list: { id: number; name: string }[] }>('/admin/chat/assignees', {});
    expect(offered.code, offered.message).toBe(Code.OK);
    const ids = offered.obj.list.map((one) => one.id);
    expect(ids).toContain(colleague);
    expect(ids).not.toContain(finance);
  });

  it('when staff keep quick replies, then they are listed, changed and deleted', async () => {
    const saved = await staff.post<{ id: number; text: string }>('/admin/chat/quick-replies/save', {
      text: '您好，请问有什么可以帮您？',
    });
    expect(saved.code, saved.message).toBe(Code.OK);
    const changed = await staff.post('/admin/chat/quick-replies/save', {
      id: saved.obj.id,
      text: '稍等，我查一下',
    });
    expect(changed.code, changed.message).toBe(Code.OK);
    const listed = await staff.get<{ list: { id: number; text: string }[] }>('/admin/chat/quick-replies', {});
    expect(listed.obj.list).toContainEqual({ id: saved.obj.id, text: '稍等，我查一下' });
    expect((await staff.post('/admin/chat/quick-replies/delete', { id: saved.obj.id })).code).toBe(Code.OK);
    expect((await staff.post('/admin/chat/quick-replies/delete', { id: saved.obj.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await staff.get<{ list: unknown[] }>('/admin/chat/quick-replies', {})).obj.list).toEqual([]);
  });

  it('when a visitor writes outside working hours with a phone, then an inquiry with that phone waits for staff', async () => {
    await setHours(t.database.db, false);
    const visitor = t.newClient();
    const { cookie } = await openChat(visitor);
    const sent = await visitor.post<{ offline: boolean }>(
      '/chat/send',
      { kind: 'text', text: '明天请回电', phone: '13900000002' },
      { cookie: cookie! },
    );
    expect(sent.obj.offline).toBe(true);
    const inquiries = await staff.get<{ list: { contact: string; name: string }[] }>('/admin/inquiries', {});
    expect(inquiries.obj.list).toContainEqual(
      expect.objectContaining({ contact: '13900000002', name: '在线客服留言：明天请回电' }),
    );
    await setHours(t.database.db, true);
  });
});
