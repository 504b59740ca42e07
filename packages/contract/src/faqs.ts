import { Code } from '@labmall/protocol';
import { z } from 'zod';
import {
  categoryAnswer,
  categoryPayload,
  deleteAnswer,
  publishedField,
  richTextField,
  saveIdField,
  sortField,
  titleField,
} from './content-fields.ts';
import { defineContract } from './define.ts';
import { idField } from './input-rules.ts';

const faqId = idField('问题编号须为正整数').describe('问题编号');
const categoryId = idField('分类编号须为正整数').describe('分类编号');
const question = z.object({ id: z.number().int(), question: z.string() });

export const issueList = defineContract({
  method: 'GET',
  path: '/issue/list',
  summary: '常见问题：按分类列出全部已发布的问题',
  auth: 'public',
  payload: z.object({}),
  answer: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), list: z.array(question) })),
  }),
});

export const issueDetail = defineContract({
  method: 'GET',
  path: '/issue/detail',
  summary: '一个已发布的问题与解答（净化后的 HTML），及同分类的其他问题',
  auth: 'public',
  payload: z.object({ id: faqId }),
  answer: z.object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string().describe('解答（净化后的 HTML）'),
    category_id: z.number().int(),
    category_name: z.string(),
    updated_at: z.string(),
    related: z.array(question).describe('同分类的其他问题'),
  }),
  codes: [Code.NOT_FOUND],
});

// Operator API.

export const adminIssueCategoryList = defineContract({
  method: 'GET',
  path: '/admin/issue/category/list',
  summary: '运营：常见问题分类列表（含问题数）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({}),
  answer: z.array(categoryAnswer.extend({ count: z.number().int() })),
});

export const adminIssueCategorySave = defineContract({
  method: 'POST',
  path: '/admin/issue/category/save',
  summary: '运营：新建或修改常见问题分类（名称不可重复）',
  auth: 'operator',
  permission: 'content.edit',
  payload: categoryPayload('分类'),
  answer: categoryAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminIssueCategoryDelete = defineContract({
  method: 'POST',
  path: '/admin/issue/category/delete',
  summary: '运营：删除常见问题分类（分类下仍有问题时拒绝）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: categoryId }),
  answer: deleteAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

const adminFaqRow = z.object({
  id: z.number().int(),
  question: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});

export const adminIssueList = defineContract({
  method: 'GET',
  path: '/admin/issue/list',
  summary: '运营：全部常见问题（含未发布），按分类与排序',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ category_id: categoryId.optional() }),
  answer: z.array(adminFaqRow),
});

export const adminIssueDetail = defineContract({
  method: 'GET',
  path: '/admin/issue/detail',
  summary: '运营：一个问题的全部字段',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: faqId }),
  answer: adminFaqRow.extend({ answer: z.string() }),
  codes: [Code.NOT_FOUND],
});

export const adminIssueSave = defineContract({
  method: 'POST',
  path: '/admin/issue/save',
  summary: '运营：新建或修改常见问题；解答保存前净化',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({
    id: saveIdField('问题'),
    category_id: categoryId,
    question: titleField('问题', 100),
    answer: richTextField('解答'),
    sort: sortField,
    published: publishedField,
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

export const adminIssueDelete = defineContract({
  method: 'POST',
  path: '/admin/issue/delete',
  summary: '运营：删除常见问题',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: faqId }),
  answer: deleteAnswer,
  codes: [Code.NOT_FOUND],
});
