import { z } from 'zod';
import { boolField, idField, intField, textField } from './input-rules.ts';

/**
 * Fields shared by the content modules (articles, solutions, FAQs, about pages): the rich-text body an
 * operator saves (sanitised by the server on save and on output), titles and the answer's small shapes.
 */

/** The longest rich-text body, in characters of HTML. */
export const MAX_RICH_TEXT = 100_000;

export const richTextField = (what: string) =>
  textField({
    max: MAX_RICH_TEXT,
    multiline: true,
    tooLong: `${what}不能超过${MAX_RICH_TEXT}个字符`,
  })
    .default('')
    .describe(
      `${what}（HTML；服务器保存与输出时均会净化：去除脚本、事件属性、javascript: 链接、外部框架与外站图片）`,
    );

export const titleField = (what: string, max: number) =>
  textField({ max, trim: true, error: `请填写${what}`, tooLong: `${what}不能超过${max}个字符` })
    .min(1, `请填写${what}`)
    .describe(what);

export const summaryField = (max: number) =>
  textField({ max, trim: true, multiline: true, tooLong: `摘要不能超过${max}个字符` })
    .default('')
    .describe('摘要（纯文本），用于列表与页面描述');

export const sortField = intField({ min: 0, max: 9999, message: '排序须为 0 到 9999 的整数' })
  .default(0)
  .describe('排序，小的在前');

export const publishedField = boolField('是否发布须为 true 或 false').default(false).describe('是否发布');

/** An optional id: present to update that row, absent to create one. */
export const saveIdField = (what: string) =>
  idField(`${what}编号须为正整数`).optional().describe(`${what}编号；不填为新建`);

export const deleteAnswer = z.object({ deleted: z.boolean() });

export const categoryAnswer = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });

export const categoryPayload = (what: string) =>
  z.object({
    id: saveIdField(what),
    name: titleField(`${what}名称`, 20),
    sort: sortField,
  });

export const linkEntry = z.object({ id: z.number().int(), title: z.string() });
