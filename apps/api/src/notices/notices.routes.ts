import {
  userMessages,
  userMessagesRead,
  userNoticePreferences,
  userNoticePreferencesSave,
} from '@labmall/contract/notices';
import { defineRoute } from '../platform/route.ts';

/** 消息中心: the member's notices and marking them read; 账户设置's choice of what is texted. */
export const noticeRoutes = [
  defineRoute({
    ...userMessages,
    handler: ({ payload, user, deps }) => deps.notices.list(user.id, payload),
  }),
  defineRoute({
    ...userMessagesRead,
    handler: ({ payload, user, deps }) => deps.notices.read(user.id, payload.id),
  }),
  defineRoute({
    ...userNoticePreferences,
    handler: ({ user, deps }) => deps.notices.preferences(user.id),
  }),
  defineRoute({
    ...userNoticePreferencesSave,
    handler: ({ payload, user, deps }) => deps.notices.save(user.id, payload.group, payload.sms),
  }),
];
