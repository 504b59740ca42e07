import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, inputMessages, intField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { pagingFields } from './paging.ts';
import { QUICK_SHEET_CHUNK_CHARS, QUICK_SHEET_MAX_BYTES } from './quick-limits.ts';
import {
  STOCK_MAX,
  STOCK_MOVE_KINDS,
  STOCK_REASONS,
  STOCK_SHEET_FIELDS,
  STOCK_SHEET_MAX_ROWS,
} from './stock-choices.ts';

export * from './stock-choices.ts';

/** The stock component's SKU search: by 货号, name or CAS, ordered by 货号. */
export const skuSearchPayload = {
  keyword: textField({ max: 64, trim: true }).default('').describe('货号、商品名或 CAS（任意部分）'),
  ...pagingFields,
};

/** A SKU as the stock component's search answers it (库存, and the activity and bundle pickers). */
export const skuAnswer = {
  sku_id: z.number().int(),
  sku: z.string().describe('货号'),
  product_id: z.number().int(),
  product_name: z.string(),
  spec: z.string(),
  pack: z.string(),
  price: yuanAnswer('售价'),
  stock: z.number().int(),
  on_sale: z.boolean(),
};

export const skuSearchAnswer = z.object({ total: z.number().int(), list: z.array(z.object(skuAnswer)) });

export const adminStockSkus = defineContract({
  method: 'GET',
  path: '/admin/stock/skus',
  summary: '运营：库存列表，按货号或商品名搜索，按货号排序',
  auth: 'operator',
  permission: 'catalogue.stock',
  payload: z.object(skuSearchPayload),
  answer: skuSearchAnswer,
});

export const adminStockMovements = defineContract({
  method: 'GET',
  path: '/admin/stock/movements',
  summary: '运营：一个货号的库存流水（订单、入库、盘点、报损、调整……），最新在前；流水之和等于库存',
  auth: 'operator',
  permission: 'catalogue.stock',
  payload: z.object({ sku_id: idField('货号编号须为正整数'), ...pagingFields }),
  answer: z.object({
    sku: z.object(skuAnswer),
    ledger_sum: z.number().int().describe('全部流水之和（应等于库存）'),
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        reason: z.enum(STOCK_REASONS),
        delta: z.number().int(),
        note: z.string(),
        order_id: z.number().int().nullable(),
        operator_id: z.number().int().nullable().describe('记录变动的运营人员；订单、导入等为 null'),
        operator_name: z.string(),
        at: z.string().describe('ISO 8601'),
      }),
    ),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminStockMove = defineContract({
  method: 'POST',
  path: '/admin/stock/move',
  summary:
    '运营：记一笔库存变动。receive 入库（quantity 为入库数）、count 盘点（quantity 为盘点后的实际数）、loss 报损（quantity 为报损数）、adjust 调整（quantity 可正可负）；库存不能变为负数（409）',
  auth: 'operator',
  permission: 'catalogue.stock',
  payload: z.object({
    sku_id: idField('货号编号须为正整数'),
    kind: z.enum(STOCK_MOVE_KINDS, { error: inputMessages.choice }),
    quantity: intField({ min: -STOCK_MAX, max: STOCK_MAX, message: '数量须为整数' }),
    note: textField({ max: 200, trim: true, tooLong: '原因不能超过 200 字' }).min(1, '请填写原因'),
  }),
  answer: z.object({ stock: z.number().int(), delta: z.number().int() }),
  codes: [Code.INVALID, Code.NOT_FOUND, Code.CONFLICT],
});

const sheetPayload = z.object({
  field: z.enum(STOCK_SHEET_FIELDS, { error: inputMessages.choice }).describe('stock 库存，price 价格（元）'),
  file_name: textField({ max: 200, trim: true }).min(1, '请选择文件'),
  content: z
    .array(textField({ max: QUICK_SHEET_CHUNK_CHARS }))
    .min(1, '文件是空的')
    .max(
      Math.ceil((QUICK_SHEET_MAX_BYTES * 4) / 3 / QUICK_SHEET_CHUNK_CHARS),
      `文件不能超过 ${QUICK_SHEET_MAX_BYTES / 1024} KB`,
    )
    .describe(`文件内容的 base64，按 ${QUICK_SHEET_CHUNK_CHARS} 个字符一段`),
});

const sheetRow = z.object({
  row: z.number().int().describe('表格中的行号（从 1 开始）'),
  sku: z.string(),
  product_name: z.string(),
  old: z.string().describe('现在的库存或价格（元）；货号不存在时为空'),
  new: z.string().describe('表格中的新值'),
  ok: z.boolean(),
  message: z.string().describe('拒绝原因；可改时为“将修改”或“不变”'),
});

const SHEET_RULES = `.xlsx（≤ ${QUICK_SHEET_MAX_BYTES / 1024} KB，第一张有内容的工作表，两列：货号、库存或价格（元），可有表头，最多 ${STOCK_SHEET_MAX_ROWS} 行）`;

export const adminStockSheetPreview = defineContract({
  method: 'POST',
  path: '/admin/stock/sheet-preview',
  summary: `运营：批量改库存或价格的预览。上传 ${SHEET_RULES}，逐行返回原值 → 新值，或拒绝原因；不做任何修改`,
  auth: 'operator',
  permission: 'catalogue.stock',
  payload: sheetPayload,
  answer: z.object({
    changes: z.number().int().describe('将修改的行数'),
    refused: z.number().int(),
    rows: z.array(sheetRow),
  }),
  codes: [Code.INVALID],
});

export const adminStockSheetApply = defineContract({
  method: 'POST',
  path: '/admin/stock/sheet-apply',
  summary: `运营：按同一份表格批量改库存或价格，全部成功或全部不改：有任何拒绝的行时整份拒绝（409）。库存的修改逐个货号记入库存流水（批量改库存）`,
  auth: 'operator',
  permission: 'catalogue.stock',
  payload: sheetPayload,
  answer: z.object({ changed: z.number().int() }),
  codes: [Code.INVALID, Code.CONFLICT],
});
