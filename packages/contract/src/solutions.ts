import { Code } from '@labmall/protocol';
import { z } from 'zod';
import {
  deleteAnswer,
  publishedField,
  richTextField,
  saveIdField,
  sortField,
  summaryField,
  titleField,
} from './content-fields.ts';
import { defineContract } from './define.ts';
import { MAX_BUNDLE_ITEMS } from './home-limits.ts';
import { idField, intField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { pagingFields } from './paging.ts';
import { skuSearchAnswer, skuSearchPayload } from './stock.ts';

export { MAX_BUNDLE_ITEMS } from './home-limits.ts';

const solutionId = idField('方案编号须为正整数').describe('方案编号');

const solutionRow = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  item_count: z.number().int().describe('套装中的规格数'),
});

export const programmeList = defineContract({
  method: 'GET',
  path: '/programme/list',
  summary: '解决方案列表（已发布，按排序）',
  auth: 'public',
  payload: z.object({ ...pagingFields }),
  answer: z.object({ list: z.array(solutionRow), total: z.number().int() }),
});

const visitorItem = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  sku: z.string().describe('货号'),
  spec: z.string(),
  pack: z.string(),
  quantity: z.number().int().describe('套装中的数量'),
  on_sale: z.boolean().describe('false：已下架，一键加入时跳过'),
});
const memberItem = visitorItem.extend({
  price: yuanAnswer('单价').optional().describe('单价（元）；仅会员可见'),
});

const detailAnswer = <T extends z.ZodType>(item: T) =>
  solutionRow.extend({
    body: z.string().describe('方案介绍（净化后的 HTML）'),
    updated_at: z.string(),
    items: z.array(item),
  });

export const programmeDetail = defineContract({
  method: 'GET',
  path: '/programme/detail',
  summary: '一个已发布的解决方案：介绍与产品套装（规格与数量）；价格与合计仅会员可见',
  auth: 'public',
  payload: z.object({ id: solutionId }),
  answer: detailAnswer(memberItem).extend({
    total: yuanAnswer('合计').optional().describe('在售规格的单价 × 数量之和（元）；仅会员可见'),
  }),
  visitorAnswer: detailAnswer(visitorItem),
  codes: [Code.NOT_FOUND],
});

// Operator API.

const adminSolutionRow = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  item_count: z.number().int(),
  updated_at: z.string(),
});

export const adminProgrammeList = defineContract({
  method: 'GET',
  path: '/admin/programme/list',
  summary: '运营：全部解决方案（含未发布）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ ...pagingFields }),
  answer: z.object({ list: z.array(adminSolutionRow), total: z.number().int() }),
});

export const adminProgrammeDetail = defineContract({
  method: 'GET',
  path: '/admin/programme/detail',
  summary: '运营：一个解决方案的全部字段与套装',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: solutionId }),
  answer: adminSolutionRow.extend({
    summary: z.string(),
    body: z.string(),
    items: z.array(
      z.object({
        sku_id: z.number().int(),
        product_id: z.number().int(),
        sku: z.string(),
        name: z.string(),
        pack: z.string(),
        price: yuanAnswer('当前单价'),
        on_sale: z.boolean(),
        quantity: z.number().int(),
      }),
    ),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminProgrammeSkus = defineContract({
  method: 'GET',
  path: '/admin/programme/skus',
  summary: '运营：为方案套装查找规格（按货号、商品名或 CAS），含当前单价与是否在售',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object(skuSearchPayload),
  answer: skuSearchAnswer,
});

export const adminProgrammeSave = defineContract({
  method: 'POST',
  path: '/admin/programme/save',
  summary: `运营：新建或修改解决方案与其套装（最多 ${MAX_BUNDLE_ITEMS} 种规格，按货号或规格编号指定，不可重复）；介绍保存前净化`,
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({
    id: saveIdField('方案'),
    title: titleField('方案名称', 100),
    summary: summaryField(200),
    body: richTextField('方案介绍'),
    sort: sortField,
    published: publishedField,
    items: z
      .array(
        z.object({
          sku_id: idField('规格编号须为正整数').describe('规格编号'),
          quantity: intField({ min: 1, max: 9999, message: '数量须为 1 到 9999 的整数' }),
        }),
      )
      .max(MAX_BUNDLE_ITEMS, `套装最多 ${MAX_BUNDLE_ITEMS} 种规格`)
      .refine((items) => new Set(items.map((i) => i.sku_id)).size === items.length, '套装中的规格不能重复')
      .default([])
      .describe('套装：规格编号与数量，按页面顺序'),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

export const adminProgrammeDelete = defineContract({
  method: 'POST',
  path: '/admin/programme/delete',
  summary: '运营：删除解决方案（连同套装）',
  auth: 'operator',
  permission: 'content.edit',
  payload: z.object({ id: solutionId }),
  answer: deleteAnswer,
  codes: [Code.NOT_FOUND],
});
