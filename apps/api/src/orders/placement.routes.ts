import { orderPayInfo, orderPreview, orderSubmit } from '@labmall/contract/order-placement';
import { defineRoute } from '../platform/route.ts';

/** Order confirmation (/order), placing an order and the payment page's summary (issue 20). */
export const placementRoutes = [
  defineRoute({
    ...orderPreview,
    handler: ({ payload, user, deps }) => deps.placement.preview(user.id, payload),
  }),
  defineRoute({
    ...orderSubmit,
    handler: ({ payload, user, deps }) => deps.placement.submit(user.id, payload),
  }),
  defineRoute({
    ...orderPayInfo,
    handler: ({ payload, user, deps }) => deps.placement.payInfo(user.id, payload.number),
  }),
];
