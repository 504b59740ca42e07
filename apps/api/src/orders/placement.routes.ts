import { orderPayInfo, orderPreview, orderSubmit } from '@labmall/contract/order-placement';
import { formatYuan } from '@labmall/rules';
import { defineRoute } from '../platform/route.ts';
import { previewAnswer } from './placement.answers.ts';

/** Order confirmation (/order), placing an order and the payment page's summary (issue 20). */
export const placementRoutes = [
  defineRoute({
    ...orderPreview,
    handler: async ({ payload, user, deps }) =>
      previewAnswer(payload.source, await deps.placement.preview(user.id, payload)),
  }),
  defineRoute({
    ...orderSubmit,
    handler: ({ payload, user, deps }) => deps.placement.submit(user.id, payload),
  }),
  defineRoute({
    ...orderPayInfo,
    handler: async ({ payload, user, deps }) => {
      const order = await deps.placement.payInfo(user.id, payload.number);
      return {
        number: order.number,
        state: order.state,
        payable: formatYuan(order.payableFen),
        pay_by: order.payBy.toISOString(),
        created_at: order.createdAt.toISOString(),
      };
    },
  }),
];
