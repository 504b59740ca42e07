import type { AddressInfo } from 'node:net';
import { Code, type Envelope } from '@labmall/protocol';
import { chinaDate } from '@labmall/rules';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../../test/helper.ts';
import { upsertConfig } from '../../content/home.repository.ts';
import type { Db } from '../../platform/db.ts';

export interface ChatMessage {
  id: number;
  conversation_id: number;
  author: string;
  kind: string;
  text: string;
  product: { name: string; sku: string; price?: string } | null;
  order: { number: string } | null;
}
export interface Opened {
  conversation: { id: number; state: string; unread: number };
  messages: ChatMessage[];
  online: boolean;
}

/**
 * Hours that hold at `at` (every day, all day) or not: only on the weekday three days ahead, China
 * time, so a test that runs across midnight is still outside them. Tomorrow's weekday was not: CI ran
 * one such test at 00:00 in Beijing.
 */
export function testHours(online: boolean, at: number) {
  const closedUntil = new Date(`${chinaDate(at + 3 * 86_400_000)}T00:00:00Z`).getUTCDay() || 7;
  return online
    ? { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' }
    : { days: [closedUntil], start: '00:00', end: '24:00' };
}

/** Sets the chat's working hours to `testHours(online, now)`. */
export async function setHours(db: Db, online: boolean) {
  await upsertConfig(db, 'chat_working_hours', testHours(online, Date.now()));
}

/** `/chat/open` through the transport, returning the answer and the `chat_visitor` cookie it set or cleared. */
export async function openChat(client: TestClient, cookie?: string) {
  const fields = await client.seal('POST', '/chat/open', {});
  const response = await client.send('POST', '/chat/open', fields, cookie);
  const setCookie = [response.headers['set-cookie']].flat().map(String);
  const visitor = setCookie.map((c) => /^chat_visitor=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
  const envelope = (await client.open(response)) as Envelope<Opened>;
  expect(envelope.code, envelope.message).toBe(Code.OK);
  return { opened: envelope.obj, visitor, cookie: visitor ? `chat_visitor=${visitor}` : cookie };
}

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** An SSE stream read as it arrives: `events` grows; `close` drops the connection as a network would. */
export async function openStream(url: string, cookie: string, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let comments = 0;
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (block.startsWith(':')) comments += 1;
            if (!fields.has('data')) continue;
            events.push({
              id: fields.get('id'),
              event: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data')!),
            });
          }
        }
      } catch {
        // Aborted: the test dropped the connection.
      }
    })();
  }
  const messages = () => events.filter((e) => e.event === 'message').map((e) => e.data as ChatMessage);
  return {
    status: response.status,
    events,
    messages,
    /** SSE comments seen: the heartbeats. */
    comments: () => comments,
    close: () => controller.abort(),
  };
}

/** Where a listening test app is reached over real HTTP (streams cannot go through inject). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/**
 * The journey issue 36 asks for, across two instances (or one, twice): a visitor's message through
 * `visitorSide` reaches a staff stream on `staffSide`; staff's answer arrives live on the visitor's
 * stream; after the visitor's stream drops, staff write again, and a reconnect with Last-Event-ID gets
 * that message exactly once.
 */
export async function liveExchange(
  visitorSide: { t: TestApp; origin: string },
  staffSide: { t: TestApp; origin: string; staffCookie: string; staff: TestClient },
) {
  await setHours(visitorSide.t.database.db, true);
  const visitor = visitorSide.t.newClient();
  const { cookie, opened } = await openChat(visitor);
  const id = opened.conversation.id;
  const inbox = await openStream(`${staffSide.origin}/api/admin/chat/stream`, staffSide.staffCookie);
  expect(inbox.status).toBe(200);
  const mine = await openStream(`${visitorSide.origin}/api/chat/stream`, cookie!);
  expect(mine.status).toBe(200);
  // A stream is registered before its headers go out, so from here on nothing is missed.

  const asked = await visitor.post<{ message: ChatMessage }>(
    '/chat/send',
    { kind: 'text', text: '请问有无水乙醇吗？' },
    { cookie: cookie! },
  );
  expect(asked.code, asked.message).toBe(Code.OK);
  await expect
    .poll(() =>
      inbox
        .messages()
        .filter((m) => m.conversation_id === id)
        .map((m) => m.text),
    )
    .toEqual(['请问有无水乙醇吗？']);

  const answer = (text: string) =>
    staffSide.staff.post<{ message: ChatMessage }>('/admin/chat/send', { id, kind: 'text', text });
  const first = await answer('有的，500 mL 与 2.5 L 两种包装');
  expect(first.code, first.message).toBe(Code.OK);
  await expect
    .poll(() => mine.messages().map((m) => m.text))
    .toEqual(['请问有无水乙醇吗？', '有的，500 mL 与 2.5 L 两种包装']);

  mine.close();
  const missed = await answer('需要的话我帮您下单');
  expect(missed.code, missed.message).toBe(Code.OK);
  const again = await openStream(`${visitorSide.origin}/api/chat/stream`, cookie!, first.obj.message.id);
  expect(again.status).toBe(200);
  await expect.poll(() => again.messages().map((m) => m.text)).toEqual(['需要的话我帮您下单']);
  // Anything more on the live side is new, never the replayed message again.
  const later = await answer('稍后联系您');
  await expect
    .poll(() => again.messages().map((m) => m.id))
    .toEqual([missed.obj.message.id, later.obj.message.id]);
  await expect
    .poll(() =>
      inbox
        .messages()
        .filter((m) => m.conversation_id === id)
        .map((m) => m.author),
    )
    .toEqual(['buyer', 'staff', 'staff', 'staff']);
  inbox.close();
  again.close();
}
