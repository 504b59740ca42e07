import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { isCalendarDate } from './compliance.ts';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { LOT_DOCUMENT_KINDS, LOT_MAX, LOT_MESSAGE, LOT_PATTERN } from './lot-limits.ts';
import { orderNumberField } from './orders.ts';

/**
 * 批次文件 (issue 34 item 3, ADR 0046): per pack size, certificates of analysis (COA, one per lot) and
 * safety data sheets (SDS). Staff keep them on the product page; buyers download an SDS from the item
 * page and the COA of the lot they were shipped from their order.
 */

const DATE_MESSAGE = '日期格式应为 YYYY-MM-DD';

/** A lot number: trimmed, bounded, letters and digits (the ship form and the documents share it). */
export const lotField = textField({ max: LOT_MAX, trim: true, tooLong: `批号不能超过 ${LOT_MAX} 个字符` })
  .refine((value) => value === '' || LOT_PATTERN.test(value), LOT_MESSAGE)
  .describe(`批号（最多 ${LOT_MAX} 个字符：字母、数字和 - _ . /）`);

const optionalDate = (what: string) =>
  textField({ max: 10, trim: true, error: DATE_MESSAGE, tooLong: DATE_MESSAGE })
    .refine((value) => value === '' || isCalendarDate(value), DATE_MESSAGE)
    .default('')
    .describe(`${what}（YYYY-MM-DD；空为未填）`);

const documentRow = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  kind: z.enum(LOT_DOCUMENT_KINDS).describe('coa 批次检验报告，sds 安全技术说明书'),
  lot: z.string().describe('批号；SDS 可为空'),
  made_on: z.string().describe('COA：生产/检验日期；空为未填'),
  expires_on: z.string().describe('COA：有效期至；空为未填'),
  revised_on: z.string().describe('SDS：修订日期；空为未填'),
  file_name: z.string(),
  url: z.string().describe('文件的短时读取地址'),
  uploaded_by: z.string().describe('上传人'),
  uploaded_at: z.string().describe('ISO 8601'),
});

export const adminLotDocuments = defineContract({
  method: 'GET',
  path: '/admin/catalogue/lot-documents',
  summary: '运营：一个商品各包装规格的批次文件（COA、SDS；已删除的不列出），按规格、种类与上传时间',
  auth: 'operator',
  permission: 'catalogue.products',
  payload: z.object({ product_id: idField('请指定商品').describe('商品 ID') }),
  answer: z.object({ list: z.array(documentRow) }),
  codes: [Code.NOT_FOUND],
});

export const adminLotDocumentAdd = defineContract({
  method: 'POST',
  path: '/admin/catalogue/lot-documents/add',
  summary:
    '运营：为一个包装规格登记批次文件（先经 /admin/oss/token 与 /admin/oss/register 上传 PDF，用途 lot_document）。COA 须填批号，同一规格同一批号只能有一份',
  auth: 'operator',
  permission: 'catalogue.products',
  payload: z
    .object({
      sku_id: idField('请选择包装规格').describe('SKU ID'),
      kind: z.enum(LOT_DOCUMENT_KINDS, { error: '请选择文件种类' }).describe('coa 或 sds'),
      lot: lotField.default(''),
      made_on: optionalDate('COA：生产/检验日期'),
      expires_on: optionalDate('COA：有效期至'),
      revised_on: optionalDate('SDS：修订日期'),
      file_path: textField({ max: 512, error: '请上传 PDF 文件' })
        .min(1, '请上传 PDF 文件')
        .describe('/admin/oss/register 返回的 filePath'),
    })
    .superRefine((value, context) => {
      if (value.kind === 'coa' && !value.lot) {
        context.addIssue({ code: 'custom', path: ['lot'], message: '批次检验报告须填写批号' });
      }
      if (value.made_on && value.expires_on && value.expires_on < value.made_on) {
        context.addIssue({ code: 'custom', path: ['expires_on'], message: '有效期不能早于生产/检验日期' });
      }
    }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.INVALID, Code.NOT_FOUND, Code.CONFLICT],
});

export const adminLotDocumentRemove = defineContract({
  method: 'POST',
  path: '/admin/catalogue/lot-documents/remove',
  summary: '运营：删除一份批次文件（保留记录，前台与会员不再可见）',
  auth: 'operator',
  permission: 'catalogue.products',
  payload: z.object({ id: idField('请指定文件').describe('批次文件 ID') }),
  answer: z.object({}),
  codes: [Code.NOT_FOUND],
});

export const userOrderCoa = defineContract({
  method: 'GET',
  path: '/user/order/coa',
  summary:
    '会员：本人订单中一行商品发货批号的批次检验报告（COA）的短时读取地址；无批号、无报告或非本人订单为 404',
  auth: 'member',
  payload: z.object({
    number: orderNumberField,
    line_id: idField('请指定订单商品').describe('订单商品行 ID（订单详情的 line_id）'),
  }),
  answer: z.object({
    url: z.string().describe('短时有效的读取地址（下载）'),
    expiresAt: z.string().describe('ISO 8601'),
  }),
  codes: [Code.NOT_FOUND],
});
