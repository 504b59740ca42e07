import { Code, type Envelope } from '@labmall/protocol';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { chatConversations } from './chat.schema.ts';
import { openChat, setHours } from './testing/chat-fixtures.ts';

/** `GET /chat/unread`, the storefront badge's count before the panel (and its stream) is first opened. */
describe.each(databaseKinds)('在线客服 unread before the panel opens on %s', (kind) => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = (await staffClient(t, ['客服'])).client;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => setHours(t.database.db, true));

  async function member() {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    return { user, client };
  }
  /** The raw answer too: its headers say whether a cookie was set and how it may be cached. */
  async function unread(client: TestClient, cookie?: string) {
    const fields = await client.seal('GET', '/chat/unread', {});
    const response = await client.send('GET', '/chat/unread', fields, cookie);
    const envelope = (await client.open(response)) as Envelope<{ unread: number }>;
    expect(envelope.code, envelope.message).toBe(Code.OK);
    return { unread: envelope.obj.unread, headers: response.headers };
  }
  const answer = async (id: number, text: string) => {
    const sent = await staff.post('/admin/chat/send', { id, kind: 'text', text });
    expect(sent.code, sent.message).toBe(Code.OK);
  };
  const conversations = async () =>
    (await t.database.db.select({ n: count() }).from(chatConversations))[0]!.n;

  it('when staff answered a member, then their unread counts staff’s messages, and another member’s is 0', async () => {
    const { client } = await member();
    const { opened } = await openChat(client);
    await client.post('/chat/send', { kind: 'text', text: '乙腈什么时候到货？' });
    await answer(opened.conversation.id, '明天到货');
    await answer(opened.conversation.id, '到货后通知您');
    expect((await unread(client)).unread).toBe(2);

    const other = await member();
    expect((await unread(other.client)).unread).toBe(0);
    // Asking made no conversation for them: the panel's /chat/open does that.
    const rows = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, other.user.id));
    expect(rows).toEqual([]);
  });

  it('when a visitor who chatted comes back with their cookie, then staff’s answer is counted; the answer is never cached', async () => {
    const visitor = t.newClient();
    const { cookie, opened } = await openChat(visitor);
    await visitor.post('/chat/send', { kind: 'text', text: '有 4L 装吗？' }, { cookie: cookie! });
    await answer(opened.conversation.id, '有的');
    const counted = await unread(t.newClient(), cookie);
    expect(counted.unread).toBe(1);
    expect(counted.headers['cache-control']).toBe('private, no-store');
  });

  it('when a visitor never chatted, then unread is 0, no cookie is set and no conversation is made', async () => {
    const before = await conversations();
    const bare = await unread(t.newClient());
    expect(bare.unread).toBe(0);
    expect(bare.headers['set-cookie']).toBeUndefined();
    // A cookie that is not a token the server made counts as none.
    const forged = await unread(t.newClient(), 'chat_visitor=not-a-token');
    expect(forged.unread).toBe(0);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect(await conversations()).toBe(before);
  });
});
