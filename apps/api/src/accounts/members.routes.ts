import {
  adminMemberDetail,
  adminMemberDisable,
  adminMemberEnable,
  adminMembers,
} from '@labmall/contract/members';
import { defineRoute } from '../platform/route.ts';

/** 会员 in the console: the list, one member, and stopping or restoring their login. */
export const memberRoutes = [
  defineRoute({ ...adminMembers, handler: ({ payload, deps }) => deps.members.list(payload) }),
  defineRoute({ ...adminMemberDetail, handler: ({ payload, deps }) => deps.members.detail(payload.id) }),
  defineRoute({
    ...adminMemberDisable,
    handler: ({ payload, deps }) => deps.members.disable(payload.id, payload.reason),
  }),
  defineRoute({ ...adminMemberEnable, handler: ({ payload, deps }) => deps.members.enable(payload.id) }),
];
