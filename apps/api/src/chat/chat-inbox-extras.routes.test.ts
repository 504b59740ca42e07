import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { openChat, setHours } from './testing/chat-fixtures.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);

describe('在线客服: the menu badge and staff pictures', () => {
  let t: TestApp;
  let staff: TestClient;
  let finance: TestClient;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await setHours(t.database.db, true);
    staff = (await staffClient(t, ['客服'])).client;
    finance = (await staffClient(t, ['财务'])).client;
  }, 60_000);
  afterAll(() => t.close());

  async function visitorWrites(text: string) {
    const visitor = t.newClient();
    const { cookie, opened } = await openChat(visitor);
    const sent = await visitor.post('/chat/send', { kind: 'text', text }, { cookie: cookie! });
    expect(sent.code, sent.message).toBe(Code.OK);
    return { id: opened.conversation.id, visitor, cookie: cookie! };
  }

  const pending = async () => {
    const answer = await staff.get<{ count: number }>('/admin/chat/pending', {});
    expect(answer.code, answer.message).toBe(Code.OK);
    return answer.obj.count;
  };

  it('when buyers write and staff answer, read or solve, then the badge counts the conversations waiting or unread', async () => {
    const before = await pending();
    const first = await visitorWrites('有现货吗？');
    const second = await visitorWrites('请报价');
    expect(await pending()).toBe(before + 2);

    // Answered and read: nothing waits for staff any more.
    const detail = await staff.get<{ messages: { id: number }[] }>('/admin/chat/detail', { id: first.id });
    await staff.post('/admin/chat/read', { id: first.id, up_to: detail.obj.messages.at(-1)!.id });
    await staff.post('/admin/chat/send', { id: first.id, kind: 'text', text: '有的' });
    expect(await pending()).toBe(before + 1);

    // Solved but never read: the unread messages still count.
    await staff.post('/admin/chat/solve', { id: second.id });
    expect(await pending()).toBe(before + 1);

    // The buyer writes again: waiting again.
    await first.visitor.post('/chat/send', { kind: 'text', text: '还有一个问题' }, { cookie: first.cookie });
    expect(await pending()).toBe(before + 2);
  });

  it('when staff without the chat permission ask for the count or a chat upload, then they are refused', async () => {
    expect((await finance.get('/admin/chat/pending', {})).code).toBe(Code.FORBIDDEN);
    expect((await finance.get('/admin/chat/oss/token', {})).code).toBe(Code.FORBIDDEN);
    expect((await finance.get('/admin/chat/skus', { keyword: 'A' })).code).toBe(Code.FORBIDDEN);
  });

  it('when 客服 look a SKU up by part of its 货号 and send it, then the buyer receives the product card', async () => {
    const { id, visitor, cookie } = await visitorWrites('有乙腈吗？');
    const [skuId] = (await insertTestSkus(t.database.db, 1)) as [number];
    const [sku] = await t.database.db.select().from(skus).where(eq(skus.id, skuId));
    // Refused to 客服 elsewhere: the activity picker's search asks 营销.
    expect((await staff.get('/admin/sales/skus', { keyword: sku!.sku })).code).toBe(Code.FORBIDDEN);
    const found = await staff.get<{ list: { sku_id: number; sku: string }[] }>('/admin/chat/skus', {
      keyword: sku!.sku.slice(0, -1),
    });
    expect(found.code, found.message).toBe(Code.OK);
    expect(found.obj.list.map((one) => one.sku_id)).toContain(sku!.id);
    const sent = await staff.post('/admin/chat/send', { id, kind: 'product', sku_id: sku!.id });
    expect(sent.code, sent.message).toBe(Code.OK);
    const { opened } = await openChat(visitor, cookie);
    expect(opened.messages.at(-1)).toMatchObject({
      author: 'staff',
      kind: 'product',
      product: { sku: sku!.sku },
    });
  });

  it('when 客服 (without 商品 editing) upload a picture for the chat and send it, then the buyer receives an image message', async () => {
    const { id, visitor, cookie } = await visitorWrites('发张图看看');
    // The catalogue's pair is not theirs: the chat has its own.
    expect((await staff.get('/admin/oss/token', {})).code).toBe(Code.FORBIDDEN);
    const token = await staff.get<{ key: string }>('/admin/chat/oss/token', {});
    expect(token.code, token.message).toBe(Code.OK);
    const key = `${token.obj.key}photo.png`;
    await t.app.deps.storage.put(key, PNG, 'application/octet-stream');
    expect(
      (await staff.post('/admin/chat/oss/register', { key, purpose: 'content', fileName: 'a.png' })).code,
    ).toBe(Code.INVALID);
    const file = await staff.post<{ filePath: string }>('/admin/chat/oss/register', {
      key,
      purpose: 'chat',
      fileName: '实物图.png',
    });
    expect(file.code, file.message).toBe(Code.OK);

    const sent = await staff.post<{ message: { kind: string; image_url: string | null } }>(
      '/admin/chat/send',
      {
        id,
        kind: 'image',
        image: file.obj.filePath,
      },
    );
    expect(sent.code, sent.message).toBe(Code.OK);
    expect(sent.obj.message.kind).toBe('image');

    const { opened } = await openChat(visitor, cookie);
    const last = opened.messages.at(-1) as unknown as {
      author: string;
      kind: string;
      image_url: string | null;
    };
    expect(last).toMatchObject({ author: 'staff', kind: 'image' });
    expect(last.image_url).toBeTruthy();
  });
});
