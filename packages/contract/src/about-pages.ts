import { Code } from '@labmall/protocol';
import { z } from 'zod';
import {
  deleteAnswer,
  linkEntry,
  publishedField,
  richTextField,
  saveIdField,
  sortField,
  titleField,
} from './content-fields.ts';
import { defineContract } from './define.ts';
import { idField } from './input-rules.ts';

const pageId = idField('页面编号须为正整数').describe('页面编号');

export const aboutDetail = defineContract({
  method: 'GET',
  path: '/about/detail',
  summary: '关于我们的一页（不传编号为排序第一页），及全部已发布页面的目录',
  auth: 'public',
  payload: z.object({ id: pageId.optional() }),
  answer: z.object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().describe('正文（净化后的 HTML）'),
    updated_at: z.string(),
    pages: z.array(linkEntry).describe('全部已发布页面，按排序'),
  }),
  codes: [Code.NOT_FOUND],
});

const lastChange = z.object({ id: z.number().int(), updated_at: z.string() });

/** Every published content page's address for the sitemap, with when it last changed. */
export const sitemapContent = defineContract({
  method: 'GET',
  path: '/sitemap/content',
  summary: '站点地图：已发布的文章、解决方案、常见问题与关于我们页面的编号及更新时间',
  auth: 'public',
  payload: z.object({}),
  answer: z.object({
    articles: z.array(lastChange),
    programmes: z.array(lastChange),
    issues: z.array(lastChange),
    abouts: z.array(lastChange),
  }),
});

// Operator API.

const adminPageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});

export const adminAboutList = defineContract({
  method: 'GET',
  path: '/admin/about/list',
  summary: '运营：全部关于我们页面（含未发布），按排序',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({}),
  answer: z.array(adminPageRow),
});

export const adminAboutDetail = defineContract({
  method: 'GET',
  path: '/admin/about/detail',
  summary: '运营：一个关于我们页面的全部字段',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: pageId }),
  answer: adminPageRow.extend({ body: z.string() }),
  codes: [Code.NOT_FOUND],
});

export const adminAboutSave = defineContract({
  method: 'POST',
  path: '/admin/about/save',
  summary: '运营：新建或修改关于我们页面；正文保存前净化',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({
    id: saveIdField('页面'),
    title: titleField('页面标题', 40),
    body: richTextField('正文'),
    sort: sortField,
    published: publishedField,
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

export const adminAboutDelete = defineContract({
  method: 'POST',
  path: '/admin/about/delete',
  summary: '运营：删除关于我们页面',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: pageId }),
  answer: deleteAnswer,
  codes: [Code.NOT_FOUND],
});
