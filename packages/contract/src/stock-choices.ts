/**
 * 库存 (issue 34): what an operator may do to a SKU's stock, and the labels of every ledger reason.
 * Zod-free, so the console's pages may import it.
 */

/** 入库 adds, 盘点 sets the counted figure, 报损 takes away, 调整 adds or takes away. */
export const STOCK_MOVE_KINDS = ['receive', 'count', 'loss', 'adjust'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

/** Every reason a stock_movements row may carry. */
export const STOCK_REASONS = [
  'opening',
  'order',
  'cancel',
  'import',
  'adjust',
  'receive',
  'count',
  'loss',
  'sheet',
  'return',
  'exchange',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const stockReasonLabels: Record<StockReason, string> = {
  opening: '期初库存',
  order: '订单占用',
  cancel: '订单取消退回',
  import: '商品导入',
  adjust: '调整',
  receive: '入库',
  count: '盘点',
  loss: '报损',
  sheet: '批量改库存',
  return: '售后退货入库',
  exchange: '换货补发出库',
};

/** What a bulk sheet changes: 货号 → 库存 or 货号 → 价格 (元). */
export const STOCK_SHEET_FIELDS = ['stock', 'price'] as const;
export type StockSheetField = (typeof STOCK_SHEET_FIELDS)[number];

/** Rows one sheet may change at most. */
export const STOCK_SHEET_MAX_ROWS = 2000;

/** The largest figure one movement or sheet row may set or move. */
export const STOCK_MAX = 1_000_000_000;
