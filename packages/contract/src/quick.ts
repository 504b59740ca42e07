import { Code } from '@labmall/protocol';
import { QUICK_CODE_MAX, QUICK_ORDER_MAX_LINES, quickOrderMessages } from '@labmall/rules';
import { z } from 'zod';
import { chargedActivity, chargedListPrice } from './charged-price-fields.ts';
import { missingQualifications } from './compliance.ts';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { QUICK_OPTIONS_MAX, QUICK_SHEET_CHUNK_CHARS, QUICK_SHEET_MAX_BYTES } from './quick-limits.ts';

/**
 * Quick order (/quick): lines of 货号 or CAS number and quantity, typed, pasted from a spreadsheet or
 * read from an uploaded .xlsx, resolved in one call to what each line would buy.
 */

export { QUICK_OPTIONS_MAX, QUICK_ORDER_MAX_LINES, QUICK_SHEET_CHUNK_CHARS, QUICK_SHEET_MAX_BYTES };

/** The kinds of result a line gets, in the order the page explains them. */
export const QUICK_RESULT_KINDS = [
  'found',
  'qualification',
  'ambiguous',
  'not_found',
  'off_sale',
  'quantity',
  'stock',
] as const;

const quickSku = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  sku: z.string().describe('货号'),
  cas: z.string().nullable(),
  grade: z.string().describe('规格/纯度'),
  spec: z.string(),
  pack: z.string(),
  price: yuanAnswer('当前单价').describe('当前单价（元）：活动进行中为活动价，与采购单一致'),
  list_price: chargedListPrice,
  activity: chargedActivity,
  stock: z.number().int(),
  min_qty: z.number().int(),
  step: z.number().int(),
  on_sale: z.boolean(),
});

const quickLine = z.object({
  code: textField({ max: QUICK_CODE_MAX, tooLong: `货号或 CAS 号不能超过 ${QUICK_CODE_MAX} 个字符` }),
  quantity: textField({ max: 20, tooLong: '数量不能超过 20 个字符' }).default(''),
});

export const quickResolve = defineContract({
  method: 'POST',
  path: '/quick/resolve',
  summary: `快速下单：一次核对至多 ${QUICK_ORDER_MAX_LINES} 行货号或 CAS 号与数量，逐行给出结果`,
  auth: 'member',
  payload: z.object({
    lines: z
      .array(quickLine)
      .min(1, '请至少填写一行货号或 CAS 号')
      .max(QUICK_ORDER_MAX_LINES, `一次最多核对 ${QUICK_ORDER_MAX_LINES} 行，请分批提交`),
  }),
  answer: z.object({
    lines: z.array(
      z.object({
        code: z.string().describe('整理后的货号或 CAS 号（全角转半角、去空格）'),
        quantity: z.number().nullable().describe('读到的数量；空白时为 null（按起订量）'),
        kind: z.enum(QUICK_RESULT_KINDS),
        message: z.string().describe('给买家看的一句说明'),
        sku: quickSku.nullable().describe('找到的规格（found、qualification、off_sale、quantity、stock）'),
        suggested_quantity: z
          .number()
          .int()
          .nullable()
          .describe('quantity：最接近的合规数量；stock：可购买的最大数量（无库存为 null）'),
        options: z.array(quickSku).describe(`ambiguous：可选的规格（至多 ${QUICK_OPTIONS_MAX} 个）`),
        missing: missingQualifications.describe(
          'qualification：管制类商品，会员尚缺的资质（实名认证、证照），逐条说明并附去处',
        ),
      }),
    ),
    valid: z.number().int().describe('可直接加入采购单或下单的行数'),
  }),
});

export const quickSheet = defineContract({
  method: 'POST',
  path: '/quick/sheet',
  summary: `读取上传的 .xlsx（base64，≤ ${QUICK_SHEET_MAX_BYTES / 1024} KB）第一张工作表中的货号与数量`,
  auth: 'member',
  payload: z.object({
    file_name: textField({ max: 200, trim: true }).min(1, '请选择文件'),
    content: z
      .array(textField({ max: QUICK_SHEET_CHUNK_CHARS }))
      .min(1, '文件是空的')
      .max(
        Math.ceil((QUICK_SHEET_MAX_BYTES * 4) / 3 / QUICK_SHEET_CHUNK_CHARS),
        `文件不能超过 ${QUICK_SHEET_MAX_BYTES / 1024} KB`,
      )
      .describe(`文件内容的 base64，按 ${QUICK_SHEET_CHUNK_CHARS} 个字符一段`),
  }),
  answer: z.object({
    lines: z.array(z.object({ code: z.string(), quantity: z.string() })),
    header: z.boolean().describe('第一行是否为表头（已跳过）'),
  }),
  codes: [Code.INVALID],
});

export { quickOrderMessages };
