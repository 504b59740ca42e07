import {
  adminChatAssign,
  adminChatAssignees,
  adminChatDetail,
  adminChatList,
  adminChatPending,
  adminChatQuickReplies,
  adminChatQuickReplyDelete,
  adminChatQuickReplySave,
  adminChatRead,
  adminChatSend,
  adminChatSkus,
  adminChatSolve,
  chatHistory,
  chatOpen,
  chatRead,
  chatSend,
  chatUnread,
} from '@labmall/contract/chat';
import { defineRoute } from '../platform/route.ts';
import { buyerOf, newVisitorToken, VISITOR_COOKIE, VISITOR_COOKIE_DAYS, visitorHash } from './visitor.ts';

/**
 * 在线客服 (ADR 0054): the buyer's writes (/chat/*) and staff's inbox (/admin/chat/*). Messages arrive
 * live on the streams (chat-streams.ts), which are not transport routes.
 */
export const chatRoutes = [
  defineRoute({
    ...chatOpen,
    handler: async ({ user, request, deps, setCookie, clearCookie }) => {
      const buyer = buyerOf(user, request.cookies);
      if (buyer.userId === 0 && !buyer.visitorHash) {
        const token = newVisitorToken();
        setCookie(VISITOR_COOKIE, token, new Date(Date.now() + VISITOR_COOKIE_DAYS * 86_400_000));
        buyer.visitorHash = visitorHash(token);
      }
      const { movedVisitor, answer } = await deps.chat.open(buyer);
      // The visitor's messages are the member's now; the cookie would only start a second chat.
      if (movedVisitor) clearCookie(VISITOR_COOKIE);
      return answer;
    },
  }),
  defineRoute({
    ...chatUnread,
    handler: ({ user, request, deps }) => deps.chat.unread(buyerOf(user, request.cookies)),
  }),
  defineRoute({
    ...chatHistory,
    handler: ({ payload, user, request, deps }) =>
      deps.chat.history(buyerOf(user, request.cookies), payload.before),
  }),
  defineRoute({
    ...chatSend,
    handler: ({ payload, user, request, deps }) => deps.chat.send(buyerOf(user, request.cookies), payload),
  }),
  defineRoute({
    ...chatRead,
    handler: ({ payload, user, request, deps }) =>
      deps.chat.read(buyerOf(user, request.cookies), payload.up_to),
  }),
  defineRoute({
    ...adminChatList,
    handler: ({ payload, user, deps }) => deps.chatInbox.list(payload, user.id),
  }),
  defineRoute({
    ...adminChatPending,
    handler: ({ deps }) => deps.chatInbox.pending(),
  }),
  defineRoute({
    ...adminChatSkus,
    handler: ({ payload, deps }) => deps.stock.skus(payload.keyword, payload.index, payload.pageSize),
  }),
  defineRoute({
    ...adminChatDetail,
    handler: ({ payload, deps }) => deps.chatInbox.detail(payload.id, payload.before),
  }),
  defineRoute({
    ...adminChatAssign,
    handler: ({ payload, user, deps }) => deps.chatInbox.assign(payload.id, payload.operator_id ?? user.id),
  }),
  defineRoute({
    ...adminChatSend,
    handler: ({ payload, user, deps }) => deps.chatInbox.send(payload.id, user.id, payload),
  }),
  defineRoute({
    ...adminChatSolve,
    handler: ({ payload, deps }) => deps.chatInbox.solve(payload.id),
  }),
  defineRoute({
    ...adminChatRead,
    handler: ({ payload, deps }) => deps.chatInbox.read(payload.id, payload.up_to),
  }),
  defineRoute({
    ...adminChatAssignees,
    handler: ({ deps }) => deps.chatInbox.assignees(),
  }),
  defineRoute({
    ...adminChatQuickReplies,
    handler: ({ deps }) => deps.chatInbox.quickReplies(),
  }),
  defineRoute({
    ...adminChatQuickReplySave,
    handler: ({ payload, deps }) => deps.chatInbox.saveQuickReply(payload.id, payload.text),
  }),
  defineRoute({
    ...adminChatQuickReplyDelete,
    handler: ({ payload, deps }) => deps.chatInbox.deleteQuickReply(payload.id),
  }),
];
