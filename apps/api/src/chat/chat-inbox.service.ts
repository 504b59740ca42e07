import { CHAT_PAGE } from '@labmall/contract/chat';
import { formatYuan } from '@labmall/rules';
import type { MemberService } from '../accounts/members.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { conversationAnswer, orderSummaryAnswer } from './chat.answers.ts';
import { conversationById, markRead, messagesBefore, updateConversation } from './chat.repository.ts';
import type { ChatService, MessageInput } from './chat.service.ts';
import {
  conversationWithMember,
  countPending,
  lastTexts,
  listConversations,
  recentOrders,
} from './inbox.repository.ts';
import {
  countQuickReplies,
  deleteQuickReply,
  insertQuickReply,
  listQuickReplies,
  updateQuickReply,
} from './quick-replies.repository.ts';

const QUICK_REPLIES_MAX = 100;

export const inboxTexts = {
  noConversation: '会话不存在',
  noOperator: '客服人员不存在或没有在线客服权限',
  noQuickReply: '快捷回复不存在',
  tooManyQuickReplies: `快捷回复最多 ${QUICK_REPLIES_MAX} 条`,
} as const;

/** What the inbox shows beside a conversation of a member (other components answer). */
export interface BuyerContextPort {
  /** The member as 会员 in the console shows them (company, verification, licences, credit). */
  member(userId: number): ReturnType<MemberService['detail']>;
  credit(userId: number): Promise<{ limitFen: number; outstandingFen: number } | null>;
  /** Whether this staff member may answer the chat (holds `service.chat`). */
  mayChat(staffId: number): Promise<boolean>;
  /** Staff who may answer the chat, for handing a conversation over and naming who has it. */
  colleagues(): Promise<{ id: number; name: string }[]>;
}

/**
 * Staff's side of 在线客服 (ADR 0054): the inbox, a conversation with the buyer's context, assigning,
 * answering, solving, reading, quick replies. Each write runs in the operator write's transaction and
 * states its change for the audit row; events go out once it commits.
 */
export function createChatInbox({
  db,
  chat,
  buyers,
}: {
  db: Db;
  chat: ChatService;
  buyers: BuyerContextPort;
}) {
  async function conversation(id: number) {
    const row = await conversationById(db, id);
    if (!row) throw notFound(inboxTexts.noConversation);
    return row;
  }

  return {
    async list(
      query: {
        state?: 'waiting' | 'open' | 'solved' | undefined;
        mine: boolean;
        q: string;
        index: number;
        pageSize: number;
      },
      staffId: number,
    ) {
      const { total, rows } = await listConversations(
        db,
        { state: query.state, operatorId: query.mine ? staffId : undefined, q: query.q },
        (query.index - 1) * query.pageSize,
        query.pageSize,
      );
      const texts = await lastTexts(
        db,
        rows.map((r) => r.conversation.id),
      );
      return { total, list: rows.map((r) => conversationAnswer(r, texts.get(r.conversation.id) ?? '')) };
    },

    pending: async () => ({ count: await countPending(db) }),

    async detail(id: number, before: number | undefined) {
      const row = await conversationWithMember(db, id);
      if (!row) throw notFound(inboxTexts.noConversation);
      const userId = row.conversation.userId;
      const [messages, member, credit, orders] = await Promise.all([
        messagesBefore(db, id, before, CHAT_PAGE).then(chat.answersOf),
        userId ? buyers.member(userId) : null,
        userId ? buyers.credit(userId) : null,
        userId ? recentOrders(db, userId, 5) : [],
      ]);
      return {
        conversation: conversationAnswer(row, ''),
        messages,
        member,
        credit_available: credit ? formatYuan(Math.max(0, credit.limitFen - credit.outstandingFen)) : null,
        recent_orders: orders.map(orderSummaryAnswer),
      };
    },

    async assignees() {
      return { list: await buyers.colleagues() };
    },

    async assign(id: number, operatorId: number) {
      const row = await conversation(id);
      if (!(await buyers.mayChat(operatorId))) throw notFound(inboxTexts.noOperator);
      await updateConversation(db, id, { assignedOperatorId: operatorId });
      recordChange(
        { chat: id },
        { assigned_operator_id: row.assignedOperatorId },
        { assigned_operator_id: operatorId },
      );
      await chat.publish({ type: 'state', conversation_id: id });
      return { assigned_operator_id: operatorId, state: row.state as 'waiting' | 'open' | 'solved' };
    },

    async send(id: number, staffId: number, input: MessageInput) {
      const row = await conversation(id);
      const sent = await chat.sendAsStaff(row, staffId, input);
      recordChange({ chat: id }, null, { message: sent.message.id, kind: input.kind });
      return sent;
    },

    async solve(id: number) {
      const row = await conversation(id);
      await updateConversation(db, id, { state: 'solved' });
      recordChange({ chat: id }, { state: row.state }, { state: 'solved' });
      await chat.publish({ type: 'state', conversation_id: id });
      return { state: 'solved' as const };
    },

    async read(id: number, upTo: number) {
      await conversation(id);
      const unread = await markRead(db, id, 'staff', upTo);
      await chat.publish({ type: 'state', conversation_id: id });
      return { unread };
    },

    quickReplies: async () => ({ list: await listQuickReplies(db) }),

    async saveQuickReply(id: number | undefined, text: string) {
      if (id === undefined) {
        if ((await countQuickReplies(db)) >= QUICK_REPLIES_MAX)
          throw conflict(inboxTexts.tooManyQuickReplies);
        const row = await insertQuickReply(db, text);
        recordChange({ quick_reply: row.id }, null, { text });
        return row;
      }
      const row = await updateQuickReply(db, id, text);
      if (!row) throw notFound(inboxTexts.noQuickReply);
      recordChange({ quick_reply: id }, null, { text });
      return row;
    },

    async deleteQuickReply(id: number) {
      if (!(await deleteQuickReply(db, id))) throw notFound(inboxTexts.noQuickReply);
      recordChange({ quick_reply: id }, { deleted: false }, { deleted: true });
      return { deleted: true };
    },
  };
}

export type ChatInbox = ReturnType<typeof createChatInbox>;
