import {
  adminStockMove,
  adminStockMovements,
  adminStockSheetApply,
  adminStockSheetPreview,
  adminStockSkus,
} from '@labmall/contract/stock';
import { defineRoute } from '../platform/route.ts';

/** 库存: the operators' stock list, a SKU's ledger, one movement, and the bulk sheet. */
export const stockRoutes = [
  defineRoute({
    ...adminStockSkus,
    handler: ({ payload, deps }) => deps.stock.skus(payload.keyword, payload.index, payload.pageSize),
  }),
  defineRoute({
    ...adminStockMovements,
    handler: ({ payload, deps }) => deps.stock.movements(payload.sku_id, payload.index, payload.pageSize),
  }),
  defineRoute({
    ...adminStockMove,
    handler: ({ payload, user, deps }) =>
      deps.stock.move(user.id, payload.sku_id, payload.kind, payload.quantity, payload.note),
  }),
  defineRoute({
    ...adminStockSheetPreview,
    handler: ({ payload, deps }) =>
      deps.stock.sheetPreview(payload.field, payload.file_name, payload.content),
  }),
  defineRoute({
    ...adminStockSheetApply,
    handler: ({ payload, user, deps }) =>
      deps.stock.sheetApply(user.id, payload.field, payload.file_name, payload.content),
  }),
];
