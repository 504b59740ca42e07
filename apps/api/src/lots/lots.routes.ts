import {
  adminLotDocumentAdd,
  adminLotDocumentRemove,
  adminLotDocuments,
  userOrderCoa,
} from '@labmall/contract/lot-documents';
import { defineRoute } from '../platform/route.ts';

/** 批次文件: the console's list, add and remove, and a member's COA of a shipped lot. */
export const lotRoutes = [
  defineRoute({ ...adminLotDocuments, handler: ({ payload, deps }) => deps.lots.list(payload.product_id) }),
  defineRoute({
    ...adminLotDocumentAdd,
    handler: ({ payload, user, deps }) => deps.lots.add(user.id, payload),
  }),
  defineRoute({
    ...adminLotDocumentRemove,
    handler: ({ payload, user, deps }) => deps.lots.remove(user.id, payload.id),
  }),
  defineRoute({
    ...userOrderCoa,
    handler: async ({ payload, user, deps }) => {
      // The order says which lot the member was shipped (their own order only); this component serves its COA.
      const { skuId, lot } = await deps.orders.memberLineLot(user.id, payload.number, payload.line_id);
      return deps.lots.coaReadUrl(skuId, lot);
    },
  }),
];
