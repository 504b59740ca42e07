import { payOnline, payOnlineCancel, payOnlineStatus } from '@labmall/contract/online-payment';
import { publicOrigin } from '../../platform/public-origin.ts';
import { defineRoute } from '../../platform/route.ts';

/** 在线支付 (issue 21 item 4); the notify itself is plain HTTP (gateway.plugin.ts). */
export const onlinePaymentRoutes = [
  defineRoute({
    ...payOnline,
    handler: ({ payload, user, deps, request }) =>
      deps.onlinePayments.open(user.id, payload.number, publicOrigin(deps.config, request).origin),
  }),
  defineRoute({
    ...payOnlineCancel,
    handler: ({ payload, user, deps }) => deps.onlinePayments.cancel(user.id, payload.number),
  }),
  defineRoute({
    ...payOnlineStatus,
    handler: ({ payload, user, deps }) => deps.onlinePayments.status(user.id, payload.number),
  }),
];
