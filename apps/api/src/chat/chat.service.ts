import { CHAT_MESSAGES_PER_MINUTE, CHAT_PAGE } from '@labmall/contract/chat';
import type { ChatWorkingHours } from '@labmall/contract/content';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { afterCommit } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { invalid, notFound, rateLimited } from '../platform/errors.ts';
import type { ChatBus } from '../platform/shared-state.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { type MessageAnswer, messageAnswer } from './chat.answers.ts';
import {
  afterBuyerMessage,
  afterStaffMessage,
  buyerMessagesSince,
  type ChatKind,
  type ConversationRow,
  conversationById,
  conversationOf,
  ensureConversation,
  insertMessage,
  lockConversation,
  type MessageRow,
  markRead,
  messageById,
  messagesAfter,
  messagesBefore,
  moveToMember,
  type Owner,
  ownOrder,
  setOfflineInquiry,
  skuOnSale,
  unreadOf,
} from './chat.repository.ts';
import { describeHours, withinHours } from './working-hours.ts';

export const chatTexts = {
  noConversation: '会话不存在，请重新打开在线客服',
  emptyText: '请输入消息',
  noImage: '请选择图片',
  imageNeedsLogin: '登录后才能发送图片',
  noSku: '商品不存在或已下架',
  noOrder: '订单不存在',
  tooFast: `发送太频繁，每分钟最多 ${CHAT_MESSAGES_PER_MINUTE} 条，请稍后再试`,
  phoneWhenOffline: '现在是非工作时间，请留下手机号，客服上班后联系您',
} as const;

/** What a message is, as both routes take it. */
export interface MessageInput {
  kind: ChatKind;
  text: string;
  image?: string | undefined;
  sku_id?: number | undefined;
  order_number?: string | undefined;
}

/** Who is writing as a buyer: a member, or a visitor by the hash of their cookie. */
export interface Buyer {
  userId: number;
  visitorHash: string | null;
}

export interface ChatServiceOptions {
  db: Db;
  bus: ChatBus;
  uploads: Pick<UploadService, 'requireOwned' | 'requireStaffUpload' | 'readUrlOfKey'>;
  hours: () => Promise<ChatWorkingHours>;
  /** An offline message becomes an inquiry (the inquiries component). */
  leaveInquiry: (
    input: { text: string; contact: string },
    from: { userId: number; key: string },
  ) => Promise<number>;
  phoneOf: (userId: number) => Promise<string | undefined>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

const MINUTE_MS = 60_000;

export const ownerOf = (buyer: Buyer): Owner | null =>
  buyer.userId > 0 ? { userId: buyer.userId } : buyer.visitorHash ? { visitorHash: buyer.visitorHash } : null;

/**
 * 在线客服 for buyers (ADR 0054): their one conversation, its messages and cards, the per-minute
 * limit, working hours and offline messages. Every new message and state change goes on the chat bus
 * once committed; the streams (chat-streams.ts) carry it to whoever may see it.
 */
export function createChatService(options: ChatServiceOptions) {
  const { db, bus, uploads, hours, log } = options;
  const now = options.now ?? (() => new Date());

  async function answerOf(row: MessageRow): Promise<MessageAnswer> {
    const url = row.uploadKey
      ? await uploads.readUrlOfKey(row.uploadKey).then(
          (r) => r.url,
          () => '',
        )
      : '';
    return messageAnswer(row, url);
  }
  const answersOf = (rows: MessageRow[]) => Promise.all(rows.map(answerOf));

  // The instance that wrote a message has just read its answer back; its own streams take that one
  // instead of reading it a second time (bench:chat: one read less per message at 200 a second).
  // Short-lived: other instances, and this one after it, read the row.
  const justWritten = new LRUCache<number, MessageAnswer>({ max: 2000, ttl: 10_000 });
  async function writtenAnswer(id: number) {
    const answer = await answerOf((await messageById(db, id))!);
    justWritten.set(id, answer);
    return answer;
  }

  async function conversationFor(buyer: Buyer): Promise<ConversationRow> {
    const owner = ownerOf(buyer);
    const row = owner && (await conversationOf(db, owner));
    if (!row) throw notFound(chatTexts.noConversation);
    return row;
  }

  /** What a message refers to, checked: a member's own upload or order, an SKU on sale. */
  async function references(input: MessageInput, as: { userId: number | null; staffId?: number }) {
    const text = input.text.trim();
    switch (input.kind) {
      case 'text':
        if (!text) throw invalid({ text: chatTexts.emptyText });
        return { text };
      case 'image': {
        if (!input.image) throw invalid({ image: chatTexts.noImage });
        if (as.staffId) return { text, uploadId: (await uploads.requireStaffUpload(input.image, 'chat')).id };
        if (!as.userId) throw invalid({ image: chatTexts.imageNeedsLogin });
        return { text, uploadId: (await uploads.requireOwned(as.userId, input.image, 'chat')).id };
      }
      case 'product':
        if (!input.sku_id || !(await skuOnSale(db, input.sku_id))) throw notFound(chatTexts.noSku);
        return { text, skuId: input.sku_id };
      case 'order': {
        const order = as.userId && input.order_number && (await ownOrder(db, as.userId, input.order_number));
        if (!order) throw notFound(chatTexts.noOrder);
        return { text, orderId: order.id };
      }
    }
  }

  const publish = (event: Parameters<ChatBus['publishChat']>[0]) => afterCommit(() => bus.publishChat(event));

  return {
    answerOf,
    answersOf,
    /** A message as the streams send it, or null if it is gone. */
    async messageAnswerById(id: number): Promise<MessageAnswer | null> {
      const cached = justWritten.get(id);
      if (cached) return cached;
      const row = await messageById(db, id);
      return row ? answerOf(row) : null;
    },
    messagesAfter: (conversationId: number | null, after: number, limit: number) =>
      messagesAfter(db, conversationId, after, limit),
    publish,
    conversationById: (id: number) => conversationById(db, id),

    /** The conversation a buyer's stream follows: a member's is made if needed, a visitor's must exist. */
    async streamConversation(buyer: Buyer): Promise<ConversationRow | null> {
      if (buyer.userId > 0) return ensureConversation(db, { userId: buyer.userId });
      return buyer.visitorHash
        ? ((await conversationOf(db, { visitorHash: buyer.visitorHash })) ?? null)
        : null;
    },

    /**
     * The buyer's conversation, made if needed. A member who still holds a visitor's cookie gets the
     * visitor's messages moved into theirs (`movedVisitor`: the route clears the cookie).
     */
    async open(buyer: Buyer) {
      let movedVisitor = false;
      if (buyer.userId > 0 && buyer.visitorHash) {
        const visitorHash = buyer.visitorHash;
        movedVisitor = true;
        const moved = await db.transaction(async (tx) => {
          const visitor = await conversationOf(tx, { visitorHash });
          return visitor ? moveToMember(tx, visitor, buyer.userId) : null;
        });
        if (moved !== null) await publish({ type: 'state', conversation_id: moved });
      }
      const owner = ownerOf(buyer);
      if (!owner) throw notFound(chatTexts.noConversation);
      const conversation = await ensureConversation(db, owner);
      const config = await hours();
      return {
        movedVisitor,
        answer: {
          conversation: {
            id: conversation.id,
            state: conversation.state as 'waiting' | 'open' | 'solved',
            unread: conversation.unreadByMember,
          },
          messages: await answersOf(await messagesBefore(db, conversation.id, undefined, CHAT_PAGE)),
          online: withinHours(config, now()),
          hours: describeHours(config),
        },
      };
    },

    /** For the badge before the panel opens: never makes a conversation, so a bare visit costs no row. */
    async unread(buyer: Buyer) {
      const owner = ownerOf(buyer);
      return { unread: owner ? await unreadOf(db, owner) : 0 };
    },

    async history(buyer: Buyer, before: number) {
      const conversation = await conversationFor(buyer);
      return { messages: await answersOf(await messagesBefore(db, conversation.id, before, CHAT_PAGE)) };
    },

    async send(
      buyer: Buyer,
      input: MessageInput & { page?: string | undefined; phone?: string | undefined },
    ) {
      const conversation = await conversationFor(buyer);
      const at = now();
      const online = withinHours(await hours(), at);
      if (!online && buyer.userId === 0 && !input.phone) throw invalid({ phone: chatTexts.phoneWhenOffline });
      const refs = await references(input, { userId: buyer.userId || null });
      const id = await db.transaction(async (tx) => {
        // Counted under the conversation's lock, so parallel sends cannot pass the limit together.
        await lockConversation(tx, conversation.id);
        const recent = await buyerMessagesSince(tx, conversation.id, new Date(at.getTime() - MINUTE_MS));
        if (recent >= CHAT_MESSAGES_PER_MINUTE) throw rateLimited(chatTexts.tooFast, 60);
        const messageId = await insertMessage(
          tx,
          { conversationId: conversation.id, author: 'buyer', kind: input.kind, ...refs },
          at,
        );
        await afterBuyerMessage(tx, conversation.id, at, input.page);
        return messageId;
      });
      if (!online && conversation.offlineInquiryId === null) {
        await leaveOffline(conversation.id, buyer, refs.text || input.kind, input.phone);
      }
      const message = await writtenAnswer(id);
      await publish({ type: 'message', conversation_id: conversation.id, message_id: id });
      return { message, offline: !online };
    },

    async read(buyer: Buyer, upTo: number) {
      const conversation = await conversationFor(buyer);
      const unread = await markRead(db, conversation.id, 'buyer', upTo);
      await publish({ type: 'state', conversation_id: conversation.id });
      return { unread };
    },

    /** Staff's message (the inbox service checks the conversation and records the change). */
    async sendAsStaff(conversation: ConversationRow, staffId: number, input: MessageInput) {
      const refs = await references(input, { userId: conversation.userId, staffId });
      const at = now();
      const id = await db.transaction(async (tx) => {
        const messageId = await insertMessage(
          tx,
          {
            conversationId: conversation.id,
            author: 'staff',
            operatorId: staffId,
            kind: input.kind,
            ...refs,
          },
          at,
        );
        await afterStaffMessage(tx, conversation.id, at, staffId);
        return messageId;
      });
      const message = await writtenAnswer(id);
      await publish({ type: 'message', conversation_id: conversation.id, message_id: id });
      return { message };
    },
  };

  /** The first message outside working hours since staff last answered becomes an inquiry. */
  async function leaveOffline(conversationId: number, buyer: Buyer, text: string, phone: string | undefined) {
    try {
      const contact = phone ?? (buyer.userId > 0 ? await options.phoneOf(buyer.userId) : undefined) ?? '';
      const key = buyer.userId > 0 ? `user:${buyer.userId}` : `chat:${buyer.visitorHash}`;
      const inquiryId = await options.leaveInquiry({ text, contact }, { userId: buyer.userId, key });
      await setOfflineInquiry(db, conversationId, inquiryId);
    } catch (error) {
      // The message itself is stored and staff see it in the inbox; the inquiry is a convenience.
      log.error({ err: error }, 'offline chat message not turned into an inquiry');
    }
  }
}

export type ChatService = ReturnType<typeof createChatService>;
