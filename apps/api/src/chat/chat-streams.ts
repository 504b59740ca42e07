import type { ServerResponse } from 'node:http';
import { permissionLabel } from '@labmall/contract';
import { chatMessage, visitorChatMessage } from '@labmall/contract/chat';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../platform/deps.ts';
import { resolveStaff, resolveUser, SESSION_COOKIE, STAFF_SESSION_COOKIE } from '../platform/dispatch.ts';
import { messages } from '../platform/errors.ts';
import type { ChatEvent } from '../platform/shared-state.ts';
import type { MessageAnswer } from './chat.answers.ts';
import type { ChatService } from './chat.service.ts';
import { buyerOf } from './visitor.ts';

/** One open stream on this instance. */
interface Stream {
  /** Whose it is, for the caps: `u:<member>`, `v:<visitor hash>`, `s:<staff>`. */
  key: string;
  /** A buyer's conversation; null for staff, who see every conversation. */
  conversationId: number | null;
  staff: boolean;
  /** A visitor's product cards go without prices. */
  visitor: boolean;
  /** The client's cursor when it connected: it has every message up to it. */
  cursor: number;
  /** The highest message id written; the event id the client reconnects with. */
  lastId: number;
  /**
   * The ids written lately. Live messages may come out of id order (on PostgreSQL a later id can commit
   * first), so a message below `lastId` is still new unless it is here.
   */
  written: Set<number>;
  /** Live messages that arrived while the missed ones were read from the database. */
  pending: MessageAnswer[] | null;
  raw: ServerResponse;
}

/** How much a stream may have unsent before it counts as dead (a client that stopped reading). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Missed messages replayed on one connect; a client further behind reloads the conversation. */
const REPLAY_BATCH = 200;
const REPLAY_BATCHES = 5;
/** Ids remembered per stream against writing one twice: far more than can be in flight at once. */
const WRITTEN_KEPT = 1000;

export interface ChatStreamOptions {
  chat: ChatService;
  heartbeatSeconds: number;
  perBuyer: number;
  perStaff: number;
}

/** The `after` cursor: the `Last-Event-ID` header (the browser's reconnect), else `?after=`. */
function cursorOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { after?: unknown }).after;
  const value = typeof header === 'string' && header ? header : typeof query === 'string' ? query : '';
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ message });

/**
 * The chat's live side (ADR 0054): `GET /api/chat/stream` for a buyer (member session, else the
 * visitor's cookie) and `GET /api/admin/chat/stream` for staff holding `service.chat`. Server-sent
 * events: `message` (id = message id, the replay cursor) and `state` (no id). Each instance keeps
 * the streams open on it; every chat event from the bus (this instance's or another's) is loaded once
 * and written to those that may see it.
 */
export function registerChatStreams(app: FastifyInstance, deps: Deps, options: ChatStreamOptions) {
  const { chat } = options;
  const streams = new Set<Stream>();

  const drop = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    if (!stream.raw.writableEnded) stream.raw.end();
  };
  const write = (stream: Stream, text: string) => {
    const { raw } = stream;
    if (raw.destroyed || raw.writableEnded || raw.writableLength > MAX_BUFFERED_BYTES) return drop(stream);
    try {
      raw.write(text);
    } catch {
      drop(stream);
    }
  };
  const sees = (stream: Stream, conversationId: number) =>
    stream.staff || stream.conversationId === conversationId;

  function writeMessage(stream: Stream, answer: MessageAnswer) {
    if (answer.id <= stream.cursor || stream.written.has(answer.id)) return;
    stream.written.add(answer.id);
    if (stream.written.size > WRITTEN_KEPT) stream.written.delete(stream.written.values().next().value!);
    // Only a new highest id moves the client's Last-Event-ID: one that committed late must not pull its
    // reconnect back to replay what it already has.
    const newest = answer.id > stream.lastId;
    if (newest) stream.lastId = answer.id;
    const data = (stream.visitor ? visitorChatMessage : chatMessage).parse(answer);
    write(stream, `${newest ? `id: ${answer.id}\n` : ''}event: message\ndata: ${JSON.stringify(data)}\n\n`);
  }

  async function deliver(event: ChatEvent) {
    const watching = [...streams].filter((s) => sees(s, event.conversation_id));
    if (watching.length === 0) return;
    if (event.type === 'message') {
      const answer = await chat.messageAnswerById(event.message_id);
      if (!answer) return;
      for (const stream of watching) {
        if (stream.pending) stream.pending.push(answer);
        else writeMessage(stream, answer);
      }
      return;
    }
    const c = await chat.conversationById(event.conversation_id);
    if (!c) return;
    for (const stream of watching) {
      const state = stream.staff
        ? {
            conversation_id: c.id,
            state: c.state,
            assigned_operator_id: c.assignedOperatorId,
            unread: c.unreadByStaff,
          }
        : { conversation_id: c.id, state: c.state, unread: c.unreadByMember };
      write(stream, `event: state\ndata: ${JSON.stringify(state)}\n\n`);
    }
  }

  deps.shared.chat.onChat((event) => {
    deliver(event).catch((error: unknown) => app.log.error({ err: error }, 'chat event not delivered'));
  });

  const heartbeat = setInterval(() => {
    for (const stream of streams) write(stream, ': ping\n\n');
  }, options.heartbeatSeconds * 1000);
  heartbeat.unref();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const stream of [...streams]) drop(stream);
  });

  /** Opens the stream: headers, then what was missed after the cursor, then live messages. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    stream: Omit<Stream, 'raw' | 'cursor' | 'lastId' | 'written' | 'pending'>,
  ) {
    const cursor = cursorOf(request);
    reply.hijack();
    const raw = reply.raw;
    // Registered before the headers go out: a client that has them misses nothing sent afterwards.
    const open: Stream = {
      ...stream,
      raw,
      cursor: cursor ?? 0,
      lastId: cursor ?? 0,
      written: new Set(),
      pending: cursor === null ? null : [],
    };
    streams.add(open);
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    // The response's close: the client went away, or the socket died (a write to it failed). A peer
    // that vanished without a word is found by TCP keep-alive probes, which fail and close the socket.
    raw.socket?.setKeepAlive(true, options.heartbeatSeconds * 1000);
    raw.on('close', () => drop(open));
    raw.on('error', () => drop(open));
    write(open, `retry: 3000\n\n`);
    if (cursor === null) return;
    try {
      for (let batch = 0; batch < REPLAY_BATCHES; batch++) {
        const rows = await chat.messagesAfter(stream.conversationId, open.lastId, REPLAY_BATCH);
        for (const answer of await chat.answersOf(rows)) writeMessage(open, answer);
        if (rows.length < REPLAY_BATCH) break;
      }
    } catch (error) {
      request.log.error({ err: error }, 'chat replay failed');
      drop(open);
      return;
    }
    const pending = open.pending ?? [];
    open.pending = null;
    for (const answer of pending) writeMessage(open, answer);
  }

  const count = (key: string) => [...streams].filter((s) => s.key === key).length;

  app.get('/api/chat/stream', async (request, reply) => {
    const user = await resolveUser(deps, request.cookies[SESSION_COOKIE]);
    const buyer = buyerOf(user, request.cookies);
    const conversation = await chat.streamConversation(buyer);
    if (!conversation) return refuse(reply, 404, '会话不存在，请先打开在线客服');
    const key = buyer.userId > 0 ? `u:${buyer.userId}` : `v:${buyer.visitorHash}`;
    if (count(key) >= options.perBuyer) return refuse(reply, 429, '打开的客服窗口过多，请关闭其他窗口');
    return open(request, reply, {
      key,
      conversationId: conversation.id,
      staff: false,
      visitor: buyer.userId === 0,
    });
  });

  app.get('/api/admin/chat/stream', async (request, reply) => {
    const staff = await resolveStaff(deps, request.cookies[STAFF_SESSION_COOKIE]);
    if (!staff) return refuse(reply, 401, messages.loginRequired);
    if (!(await deps.operators.permissionsOf(staff.id))?.has('service.chat')) {
      return refuse(reply, 403, messages.permissionMissing(permissionLabel('service.chat')));
    }
    const key = `s:${staff.id}`;
    if (count(key) >= options.perStaff) return refuse(reply, 429, '打开的客服窗口过多，请关闭其他窗口');
    return open(request, reply, { key, conversationId: null, staff: true, visitor: false });
  });

  return { size: () => streams.size };
}
