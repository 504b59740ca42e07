import { userMessages, userMessagesRead } from '@labmall/contract/notices';
import { defineRoute } from '../platform/route.ts';

/** 消息中心: the member's notices and marking them read. */
export const noticeRoutes = [
  defineRoute({
    ...userMessages,
    handler: ({ payload, user, deps }) => deps.notices.list(user.id, payload),
  }),
  defineRoute({
    ...userMessagesRead,
    handler: ({ payload, user, deps }) => deps.notices.read(user.id, payload.id),
  }),
];
