import { Code } from '@labmall/protocol';
import { z } from 'zod';
import {
  CATALOGUE_EXPORT_PAGE,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_PART_BYTES,
  CATALOGUE_IMPORT_STATES,
} from './catalogue-import-limits.ts';
import { defineContract } from './define.ts';
import { idField, intField, textField } from './input-rules.ts';
import { QUICK_SHEET_CHUNK_CHARS } from './quick-limits.ts';

const importAnswer = z.object({
  id: z.number().int(),
  file_name: z.string(),
  bytes: z.number().int(),
  status: z.enum(CATALOGUE_IMPORT_STATES),
  rows_total: z.number().int().describe('试运行读到的数据行数（应用时进度条的总数）；试运行完成前为 0'),
  rows_read: z.number().int().describe('已读取的数据行'),
  rows_written: z.number().int().describe('已写入（试运行时：可写入）的行'),
  rows_failed: z.number().int().describe('有问题、不会写入的行'),
  products_new: z.number().int(),
  products_changed: z.number().int(),
  products_unchanged: z.number().int(),
  refused: z
    .array(z.object({ row: z.number().int(), sku: z.string(), reason: z.string() }))
    .describe('有问题的行：行号（表头为第 1 行）、货号、原因（最多 1000 条）'),
  message: z.string().describe('整个文件被拒绝或出错时的原因'),
  created_at: z.string(),
  updated_at: z.string(),
});

const idPayload = z.object({ id: idField('导入编号须为正整数') });

export const adminCatalogueImportBegin = defineContract({
  method: 'POST',
  path: '/admin/catalogue/imports',
  summary: `运营：开始上传一个商品导入文件（.csv 或 .xlsx，≤ ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB，格式同 catalog:import）`,
  auth: 'operator',
  permission: 'catalogue.import',
  payload: z.object({ file_name: textField({ max: 200, trim: true }).min(1, '请选择文件') }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.INVALID],
});

export const adminCatalogueImportPart = defineContract({
  method: 'POST',
  path: '/admin/catalogue/imports/part',
  summary: `运营：上传导入文件的下一段（每段 ≤ ${CATALOGUE_IMPORT_PART_BYTES / 1024} KB，base64）`,
  auth: 'operator',
  permission: 'catalogue.import',
  payload: idPayload.extend({
    content: z
      .array(textField({ max: QUICK_SHEET_CHUNK_CHARS }))
      .min(1, '这一段是空的')
      .max(Math.ceil((CATALOGUE_IMPORT_PART_BYTES * 4) / 3 / QUICK_SHEET_CHUNK_CHARS), '这一段太大')
      .describe(`这一段的 base64，按 ${QUICK_SHEET_CHUNK_CHARS} 个字符一段`),
  }),
  answer: z.object({ bytes: z.number().int().describe('已收到的字节数') }),
  codes: [Code.INVALID, Code.NOT_FOUND],
});

export const adminCatalogueImportCheck = defineContract({
  method: 'POST',
  path: '/admin/catalogue/imports/check',
  summary: '运营：文件上传完毕，开始试运行（不改动商品）：统计新增、变更、未变的商品和有问题的行',
  auth: 'operator',
  permission: 'catalogue.import',
  payload: idPayload,
  answer: importAnswer,
  codes: [Code.INVALID, Code.NOT_FOUND],
});

export const adminCatalogueImportApply = defineContract({
  method: 'POST',
  path: '/admin/catalogue/imports/apply',
  summary: '运营：应用试运行完成的导入：写入合格的行，有问题的行跳过',
  auth: 'operator',
  permission: 'catalogue.import',
  payload: idPayload,
  answer: importAnswer,
  codes: [Code.INVALID, Code.NOT_FOUND],
});

export const adminCatalogueImportCancel = defineContract({
  method: 'POST',
  path: '/admin/catalogue/imports/cancel',
  summary: '运营：取消导入（应用中取消时，已写入的部分保留）',
  auth: 'operator',
  permission: 'catalogue.import',
  payload: idPayload,
  answer: importAnswer,
  codes: [Code.INVALID, Code.NOT_FOUND],
});

export const adminCatalogueImport = defineContract({
  method: 'GET',
  path: '/admin/catalogue/imports/detail',
  summary: '运营：一个导入的状态与进度（页面轮询）',
  auth: 'operator',
  permission: 'catalogue.import',
  payload: idPayload,
  answer: importAnswer,
  codes: [Code.NOT_FOUND],
});

export const adminCatalogueImports = defineContract({
  method: 'GET',
  path: '/admin/catalogue/imports',
  summary: '运营：最近的 20 个导入，最新在前',
  auth: 'operator',
  permission: 'catalogue.import',
  payload: z.object({}),
  answer: z.object({ list: z.array(importAnswer) }),
});

export const adminCatalogueExport = defineContract({
  method: 'GET',
  path: '/admin/catalogue/export',
  summary: `运营：导出全部商品，格式同导入文件（CSV，UTF-8）；每次 ${CATALOGUE_EXPORT_PAGE} 个 SKU，按 next 取下一页`,
  auth: 'operator',
  permission: 'catalogue.import',
  payload: z.object({ after: intField({ min: 0, message: '起点须为非负整数' }).default(0) }),
  answer: z.object({
    csv: z.string().describe('这一页的 CSV 文本；第一页带 BOM 与表头'),
    rows: z.number().int(),
    next: z.number().int().nullable().describe('下一页的 after；null 表示已到末尾'),
  }),
});
