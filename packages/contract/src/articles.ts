import { Code } from '@labmall/protocol';
import { z } from 'zod';
import {
  categoryAnswer,
  categoryPayload,
  deleteAnswer,
  linkEntry,
  richTextField,
  saveIdField,
  summaryField,
  titleField,
} from './content-fields.ts';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';

const articleId = idField('文章编号须为正整数').describe('文章编号');
const categoryId = idField('分类编号须为正整数').describe('分类编号');

const articleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  published_at: z.string().describe('发布时间（ISO 8601）'),
});

export const articleList = defineContract({
  method: 'GET',
  path: '/article/list',
  summary: '资讯列表：已发布的文章，新的在前，可按分类筛选；附全部分类',
  auth: 'public',
  payload: z.object({ category_id: categoryId.optional(), ...pagingFields }),
  answer: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    list: z.array(articleRow),
    total: z.number().int(),
  }),
  codes: [Code.NOT_FOUND],
});

export const articleDetail = defineContract({
  method: 'GET',
  path: '/article/detail',
  summary: '一篇已发布的文章（正文为净化后的 HTML），及同分类的上一篇、下一篇',
  auth: 'public',
  payload: z.object({ id: articleId }),
  answer: articleRow.extend({
    author: z.string(),
    body: z.string().describe('正文（净化后的 HTML）'),
    updated_at: z.string(),
    prev: linkEntry.nullable().describe('较早发布的一篇'),
    next: linkEntry.nullable().describe('较晚发布的一篇'),
  }),
  codes: [Code.NOT_FOUND],
});

// Operator API: the console edits articles and their categories.

export const adminArticleCategoryList = defineContract({
  method: 'GET',
  path: '/admin/article/category/list',
  summary: '运营：资讯分类列表（含文章数）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({}),
  answer: z.array(categoryAnswer.extend({ count: z.number().int() })),
});

export const adminArticleCategorySave = defineContract({
  method: 'POST',
  path: '/admin/article/category/save',
  summary: '运营：新建或修改资讯分类（名称不可重复）',
  auth: 'operator',
  permission: 'content.edit',
  payload: categoryPayload('分类'),
  answer: categoryAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminArticleCategoryDelete = defineContract({
  method: 'POST',
  path: '/admin/article/category/delete',
  summary: '运营：删除资讯分类（分类下仍有文章时拒绝）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: categoryId }),
  answer: deleteAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

const adminArticleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  published_at: z.string().nullable().describe('发布时间；null 为草稿，将来的时间到时发布'),
  updated_at: z.string(),
});

export const adminArticleList = defineContract({
  method: 'GET',
  path: '/admin/article/list',
  summary: '运营：全部文章（含草稿与定时发布），新的在前',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ category_id: categoryId.optional(), ...pagingFields }),
  answer: z.object({ list: z.array(adminArticleRow), total: z.number().int() }),
});

export const adminArticleDetail = defineContract({
  method: 'GET',
  path: '/admin/article/detail',
  summary: '运营：一篇文章的全部字段（含草稿）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: articleId }),
  answer: adminArticleRow.extend({ summary: z.string(), author: z.string(), body: z.string() }),
  codes: [Code.NOT_FOUND],
});

export const adminArticleSave = defineContract({
  method: 'POST',
  path: '/admin/article/save',
  summary: '运营：新建或修改文章；正文保存前净化',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({
    id: saveIdField('文章'),
    category_id: categoryId,
    title: titleField('标题', 100),
    summary: summaryField(200),
    author: textField({ max: 40, trim: true, tooLong: '作者不能超过40个字符' })
      .default('')
      .describe('作者或来源'),
    body: richTextField('正文'),
    published_at: textField({ max: 40, trim: true })
      .refine((v) => !Number.isNaN(Date.parse(v)), '发布时间格式不正确')
      .nullable()
      .default(null)
      .describe('发布时间（ISO 8601）；null 为草稿'),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

export const adminArticleDelete = defineContract({
  method: 'POST',
  path: '/admin/article/delete',
  summary: '运营：删除文章',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: articleId }),
  answer: deleteAnswer,
  codes: [Code.NOT_FOUND],
});

export const adminRichTextPreview = defineContract({
  method: 'POST',
  path: '/admin/content/preview',
  summary:
    '运营：预览正文（资讯、常见问题、关于我们）：返回按前台净化后的 HTML，不保存、前台不可见；草稿与未保存的修改均可预览',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ body: richTextField('正文') }),
  answer: z.object({ body: z.string().describe('净化后的 HTML，与前台显示的相同') }),
});
