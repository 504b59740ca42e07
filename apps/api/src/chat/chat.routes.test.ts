import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { acceptedUpload } from '../accounts/testing/account-fixtures.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { inquiries } from '../inquiries/inquiries.schema.ts';
import { operatorAudit } from '../operators/audit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { placeTestOrder } from '../orders/testing/order-fixtures.ts';
import { chatConversations } from './chat.schema.ts';
import { type ChatMessage, openChat, setHours } from './testing/chat-fixtures.ts';

describe.each(databaseKinds)('在线客服 on %s', (kind) => {
  let t: TestApp;
  let staff: TestClient;
  let staffId: number;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    [skuId] = (await insertTestSkus(t.database.db, 1)) as [number];
    const logged = await staffClient(t, ['客服']);
    staff = logged.client;
    staffId = logged.staff.id;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => setHours(t.database.db, true));

  /** A member with a client of their own. */
  async function member() {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    return { user, client };
  }
  const send = (client: TestClient, body: Record<string, unknown>, cookie?: string) =>
    client.post<{ message: ChatMessage; offline: boolean }>('/chat/send', body, cookie ? { cookie } : {});

  it('when a visitor writes and then logs in, then their conversation and its messages are the member’s, on any device', async () => {
    const visitor = t.newClient();
    const { cookie, visitor: token, opened } = await openChat(visitor);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.messages).toEqual([]);
    const sent = await send(visitor, { kind: 'text', text: '有 4L 装的乙腈吗？', page: '/item/1' }, cookie);
    expect(sent.code, sent.message).toBe(Code.OK);
    // Only the hash of the token is stored.
    const [row] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, opened.conversation.id));
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.visitorHash).not.toContain(token!);

    const { user, client } = await member();
    const moved = await openChat(client, cookie);
    expect(moved.opened.messages.map((m) => m.text)).toEqual(['有 4L 装的乙腈吗？']);
    expect(moved.visitor).toBe('');
    // Another device: the member's session alone.
    const elsewhere = t.newClient();
    elsewhere.session = client.session;
    const again = await openChat(elsewhere);
    expect(again.opened.conversation.id).toBe(moved.opened.conversation.id);
    expect(again.opened.messages.map((m) => m.text)).toEqual(['有 4L 装的乙腈吗？']);

    const inbox = await staff.get<{ list: { id: number; user_id: number; page: string; state: string }[] }>(
      '/admin/chat/list',
      { state: 'waiting' },
    );
    expect(inbox.code, inbox.message).toBe(Code.OK);
    expect(inbox.obj.list.find((c) => c.id === moved.opened.conversation.id)).toMatchObject({
      user_id: user.id,
      page: '/item/1',
      state: 'waiting',
    });
  });

  it('when a member names another member’s order, then it is not found, as if it did not exist; their own makes a card', async () => {
    const other = await t.login();
    const theirs = await placeTestOrder(t.database.db, other.id, [{ skuId, quantity: 1 }]);
    const { user, client } = await member();
    const mine = await placeTestOrder(t.database.db, user.id, [{ skuId, quantity: 1 }]);
    await openChat(client);
    const refused = await send(client, { kind: 'order', order_number: theirs.number });
    expect(refused.code).toBe(Code.NOT_FOUND);
    const missing = await send(client, { kind: 'order', order_number: '20990101999999' });
    expect(missing.message).toBe(refused.message);
    const card = await send(client, { kind: 'order', order_number: mine.number });
    expect(card.code, card.message).toBe(Code.OK);
    expect(card.obj.message.order?.number).toBe(mine.number);
  });

  it('when a product card is sent, then a member sees its price and a visitor never does', async () => {
    const { client } = await member();
    await openChat(client);
    const forMember = await send(client, { kind: 'product', sku_id: skuId });
    expect(forMember.code, forMember.message).toBe(Code.OK);
    expect(forMember.obj.message.product).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/) });

    const visitor = t.newClient();
    const { cookie } = await openChat(visitor);
    const forVisitor = await send(visitor, { kind: 'product', sku_id: skuId }, cookie);
    expect(forVisitor.code, forVisitor.message).toBe(Code.OK);
    expect(forVisitor.obj.message.product).not.toHaveProperty('price');
    expect(forVisitor.obj.message.product?.sku).toBe(forMember.obj.message.product?.sku);
    expect((await send(visitor, { kind: 'product', sku_id: 999_999 }, cookie)).code).toBe(Code.NOT_FOUND);
  });

  it('when a message holds HTML, then it is stored and returned as the text it is', async () => {
    const { client } = await member();
    await openChat(client);
    const html = '<script>alert(1)</script><b>急</b> & <img src=x onerror=alert(2)>';
    const sent = await send(client, { kind: 'text', text: html });
    expect(sent.code, sent.message).toBe(Code.OK);
    expect(sent.obj.message.text).toBe(html);
    const history = await client.get<{ messages: ChatMessage[] }>('/chat/history', {
      before: sent.obj.message.id + 1,
    });
    expect(history.obj.messages.at(-1)?.text).toBe(html);
  });

  it('when a message is too long or empty, then it is refused with the field’s reason', async () => {
    const { client } = await member();
    await openChat(client);
    const long = await send(client, { kind: 'text', text: '试'.repeat(501) });
    expect(long.code).toBe(Code.INVALID);
    expect(long.message).toBe('消息不能超过500个字符');
    expect((await send(client, { kind: 'text', text: '   ' })).code).toBe(Code.INVALID);
  });

  it('when a member sends 21 messages within a minute, all at once, then exactly one is refused and 20 are stored', async () => {
    const { client } = await member();
    await openChat(client);
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) => send(client, { kind: 'text', text: `第${i + 1}条` })),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(20);
    const refused = answers.filter((a) => a.code === Code.RATE_LIMITED);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.message).toContain('每分钟最多 20 条');
    const { opened } = await openChat(client);
    expect(opened.messages).toHaveLength(20);
  });

  it('when a member sends a picture, then it must be their own upload for the chat', async () => {
    const { user, client } = await member();
    const other = await t.login();
    await openChat(client);
    const mine = await acceptedUpload(t, user.id, 'chat');
    const sent = await send(client, { kind: 'image', image: mine });
    expect(sent.code, sent.message).toBe(Code.OK);
    expect(sent.obj.message.kind).toBe('image');
    expect(
      (await send(client, { kind: 'image', image: await acceptedUpload(t, other.id, 'chat') })).code,
    ).toBe(Code.INVALID);
    expect(
      (await send(client, { kind: 'image', image: await acceptedUpload(t, user.id, 'identity') })).code,
    ).toBe(Code.INVALID);
  });

  it('when a member writes outside working hours, then the message is kept, the answer says offline and one inquiry is made until staff answer', async () => {
    await setHours(t.database.db, false);
    const { user, client } = await member();
    const { opened } = await openChat(client);
    expect(opened.online).toBe(false);
    const first = await send(client, { kind: 'text', text: '需要 500 g 氯化钠，请报价' });
    expect(first.code, first.message).toBe(Code.OK);
    expect(first.obj.offline).toBe(true);
    await send(client, { kind: 'text', text: '谢谢' });
    const made = await t.database.db.select().from(inquiries).where(eq(inquiries.userId, user.id));
    expect(made).toHaveLength(1);
    expect(made[0]!.name).toContain('需要 500 g 氯化钠');
    expect(made[0]!.contact).toBe(user.phone);

    const visitor = t.newClient();
    const { cookie } = await openChat(visitor);
    const noPhone = await send(visitor, { kind: 'text', text: '在吗' }, cookie);
    expect(noPhone.code).toBe(Code.INVALID);
    const withPhone = await send(visitor, { kind: 'text', text: '在吗', phone: '13900000001' }, cookie);
    expect(withPhone.code, withPhone.message).toBe(Code.OK);
    expect(withPhone.obj.offline).toBe(true);
  });

  it('when a member calls staff’s chat routes, then they are refused; staff’s answers are audited and count as unread for the buyer', async () => {
    const { client } = await member();
    const { opened } = await openChat(client);
    expect((await client.get('/admin/chat/list', {})).code).toBe(Code.FORBIDDEN);
    const id = opened.conversation.id;
    expect((await client.post('/admin/chat/send', { id, kind: 'text', text: '冒充客服' })).code).toBe(
      Code.FORBIDDEN,
    );

    await send(client, { kind: 'text', text: '你好' });
    const taken = await staff.post<{ assigned_operator_id: number }>('/admin/chat/assign', { id });
    expect(taken.obj.assigned_operator_id).toBe(staffId);
    const answer = await staff.post<{ message: ChatMessage }>('/admin/chat/send', {
      id,
      kind: 'text',
      text: '您好，有什么可以帮您？',
    });
    expect(answer.code, answer.message).toBe(Code.OK);
    expect((await openChat(client)).opened.conversation).toMatchObject({ state: 'open', unread: 1 });
    const read = await client.post<{ unread: number }>('/chat/read', { up_to: answer.obj.message.id });
    expect(read.obj.unread).toBe(0);
    expect((await staff.post('/admin/chat/solve', { id })).code).toBe(Code.OK);

    const audited = await t.database.db
      .select({ route: operatorAudit.route })
      .from(operatorAudit)
      .where(eq(operatorAudit.operatorId, staffId));
    expect(audited.map((a) => a.route)).toEqual(
      expect.arrayContaining(['/admin/chat/assign', '/admin/chat/send', '/admin/chat/solve']),
    );

    const detail = await staff.get<{ messages: ChatMessage[]; conversation: { state: string } }>(
      '/admin/chat/detail',
      { id },
    );
    expect(detail.obj.conversation.state).toBe('solved');
    expect(detail.obj.messages.map((m) => m.author)).toEqual(['buyer', 'staff']);
    expect((await staff.get('/admin/chat/detail', { id: 999_999 })).code).toBe(Code.NOT_FOUND);
  });

  it('when staff search the inbox and open a conversation, then they find it by its words or the phone and see the buyer beside it', async () => {
    const { user, client } = await member();
    const order = await placeTestOrder(t.database.db, user.id, [{ skuId, quantity: 2 }]);
    await t.app.deps.credit.setTerms(user.id, { limitFen: 500_000, statementDay: 1, dueDays: 30 });
    const { opened } = await openChat(client);
    await send(client, { kind: 'text', text: '氘代氯仿什么时候到货', page: `/user/order/${order.number}` });
    type Inbox = { list: { id: number }[] };
    const byWords = await staff.get<Inbox>('/admin/chat/list', { q: '氘代氯仿' });
    expect(byWords.obj.list.map((c) => c.id)).toEqual([opened.conversation.id]);
    const byPhone = await staff.get<Inbox>('/admin/chat/list', { q: user.phone });
    expect(byPhone.obj.list.map((c) => c.id)).toEqual([opened.conversation.id]);
    expect((await staff.get<Inbox>('/admin/chat/list', { q: '没有这句话' })).obj.list).toEqual([]);

    const detail = await staff.get<{
      conversation: { page: string; unread: number };
      member: { phone: string; verification: unknown; licences: unknown[] } | null;
      credit_available: string | null;
      recent_orders: { number: string; state: string }[];
    }>('/admin/chat/detail', { id: opened.conversation.id });
    expect(detail.code, detail.message).toBe(Code.OK);
    expect(detail.obj.conversation).toMatchObject({ page: `/user/order/${order.number}`, unread: 1 });
    expect(detail.obj.member?.phone).toBe(user.phone);
    expect(detail.obj.credit_available).toBe('5000.00');
    expect(detail.obj.recent_orders).toEqual([expect.objectContaining({ number: order.number })]);
  });
});
