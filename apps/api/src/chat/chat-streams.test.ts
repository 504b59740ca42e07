import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { insertMessage } from './chat.repository.ts';
import { listen, liveExchange, openChat, openStream } from './testing/chat-fixtures.ts';

/** One instance without REDIS_URL: the chat bus is in the process, and the streams work alone. */
describe('在线客服 streams on one instance without Redis', () => {
  let t: TestApp;
  let origin: string;
  let staff: TestClient;
  let staffCookie: string;
  beforeAll(async () => {
    // A heartbeat a second, so the test sees one without waiting long.
    t = await buildTestApp('pglite', { env: { CHAT_HEARTBEAT_SECONDS: '1' } });
    expect(t.app.deps.shared.kind).toBe('memory');
    origin = await listen(t.app);
    const logged = await staffClient(t, ['客服']);
    staff = logged.client;
    staffCookie = `staff_session=${logged.staff.session}`;
  }, 60_000);
  afterAll(() => t.close());

  it('when a visitor writes, then staff see it live, the answer reaches the visitor live, and a reconnect gets what was missed exactly once', async () => {
    await liveExchange({ t, origin }, { t, origin, staffCookie, staff });
  });

  it('when someone without a staff session, or without the chat permission, opens the inbox stream, then it is refused', async () => {
    await t.login();
    const member = await openStream(`${origin}/api/admin/chat/stream`, `session=${t.client.session}`);
    expect(member.status).toBe(401);
    const other = await staffClient(t, ['财务']);
    const finance = await openStream(
      `${origin}/api/admin/chat/stream`,
      `staff_session=${other.staff.session}`,
    );
    expect(finance.status).toBe(403);
    // A visitor who never opened the chat has no conversation to follow.
    expect((await openStream(`${origin}/api/chat/stream`, '')).status).toBe(404);
  });

  it('when a member opens more streams than the cap, then the next one is refused until one closes', async () => {
    await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    await openChat(client);
    const cookie = `session=${client.session}`;
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await openStream(`${origin}/api/chat/stream`, cookie));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await openStream(`${origin}/api/chat/stream`, cookie)).status).toBe(429);
    open[0]!.close();
    await expect
      .poll(async () => {
        const next = await openStream(`${origin}/api/chat/stream`, cookie);
        next.close();
        return next.status;
      })
      .toBe(200);
    for (const s of open) s.close();
  });

  it('when a visitor follows the stream, then a product card reaches them without its price, and a member with it', async () => {
    const visitor = t.newClient();
    const { cookie, opened } = await openChat(visitor);
    const stream = await openStream(`${origin}/api/chat/stream`, cookie!);
    const [skuId] = await insertTestSkus(t.database.db, 1);
    const sent = await staff.post('/admin/chat/send', {
      id: opened.conversation.id,
      kind: 'product',
      sku_id: skuId,
    });
    expect(sent.code, sent.message).toBe(Code.OK);
    await expect.poll(() => stream.messages().length).toBe(1);
    expect(stream.messages()[0]!.product).not.toHaveProperty('price');
    expect(stream.messages()[0]!.product?.name).toBeTruthy();
    stream.close();
  });

  it('when a stream is quiet, then heartbeats keep it alive; when staff solve the conversation, then the buyer hears its new state', async () => {
    const visitor = t.newClient();
    const { cookie, opened } = await openChat(visitor);
    const stream = await openStream(`${origin}/api/chat/stream`, cookie!);
    await expect.poll(() => stream.comments(), { timeout: 5000 }).toBeGreaterThan(0);
    await visitor.post('/chat/send', { kind: 'text', text: '你好' }, { cookie: cookie! });
    expect((await staff.post('/admin/chat/solve', { id: opened.conversation.id })).code).toBe(Code.OK);
    await expect
      .poll(() =>
        stream.events.filter((e) => e.event === 'state').map((e) => (e.data as { state: string }).state),
      )
      .toContain('solved');
    stream.close();
  });

  it('when two messages are announced out of id order (a later id committed first), then the staff stream writes both once and its event id never goes back', async () => {
    const stream = await openStream(`${origin}/api/admin/chat/stream`, staffCookie);
    const conversations = [];
    for (let i = 0; i < 2; i++) conversations.push((await openChat(t.newClient())).opened.conversation.id);
    const at = new Date();
    const ids = [];
    for (const [i, id] of conversations.entries()) {
      ids.push(
        await insertMessage(
          t.database.db,
          { conversationId: id, author: 'buyer', kind: 'text', text: `乱序${i}` },
          at,
        ),
      );
    }
    const [first, second] = ids as [number, number];
    const bus = t.app.deps.shared.chat;
    await bus.publishChat({ type: 'message', conversation_id: conversations[1]!, message_id: second });
    await expect.poll(() => stream.messages().map((m) => m.id)).toContain(second);
    await bus.publishChat({ type: 'message', conversation_id: conversations[0]!, message_id: first });
    await bus.publishChat({ type: 'message', conversation_id: conversations[1]!, message_id: second });
    await expect.poll(() => stream.messages().map((m) => m.id)).toContain(first);
    const written = stream.events.filter((e) => e.event === 'message');
    expect(written.map((e) => (e.data as { id: number }).id)).toEqual([second, first]);
    // The late one goes without an id: the browser's Last-Event-ID stays at the highest it has.
    expect(written.map((e) => e.id)).toEqual([String(second), undefined]);
    stream.close();
  });
});
