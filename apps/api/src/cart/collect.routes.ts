import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { idField, textField } from '../platform/input-rules.ts';
import { pagingFields } from '../platform/paging.ts';
import { defineRoute } from '../platform/route.ts';
import { quantityField as quantity } from './cart-fields.ts';
import { COLLECT_LIMIT } from './collect.service.ts';

/**
 * The frequent-purchase list (常购清单, /user/collect): SKUs with the quantity a member usually buys,
 * shown with today's price and stock, and put into the purchase list in one go.
 */

const entryId = idField('记录编号须为正整数');

const skuFields = {
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  sku: z.string().describe('货号'),
  spec: z.string(),
  pack: z.string(),
  price: z.string().describe('当前单价（元）'),
  stock: z.number().int(),
  min_qty: z.number().int(),
  step: z.number().int(),
  on_sale: z.boolean(),
};

export const collectRoutes = [
  defineRoute({
    method: 'POST',
    path: '/user/collect/add',
    summary: `加入常购清单（已在清单中的规格改为新数量）；每位会员最多 ${COLLECT_LIMIT} 项`,
    auth: 'member',
    payload: z.object({ sku_id: idField('规格编号须为正整数'), quantity }),
    answer: z.object({ id: z.number().int() }),
    codes: [Code.NOT_FOUND, Code.CONFLICT],
    handler: ({ payload, user, deps }) => deps.collect.add(user.id, payload),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/collect/list',
    summary: '常购清单，附当前价格与库存',
    auth: 'member',
    payload: z.object(pagingFields),
    answer: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          id: z.number().int(),
          ...skuFields,
          lead_days: z.number().int(),
          quantity: z.number().int().describe('常购数量'),
          created_at: z.string(),
        }),
      ),
    }),
    handler: ({ payload, user, deps }) => deps.collect.list(user.id, payload),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/collect/edit',
    summary: '修改常购数量',
    auth: 'member',
    payload: z.object({ id: entryId, quantity }),
    answer: z.null(),
    codes: [Code.NOT_FOUND, Code.CONFLICT],
    handler: ({ payload, user, deps }) => deps.collect.edit(user.id, payload),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/collect/delete',
    summary: '从常购清单删除（可多项）',
    auth: 'member',
    payload: z.object({
      ids: z.array(entryId).min(1, '请选择要删除的项').max(COLLECT_LIMIT),
    }),
    answer: z.null(),
    handler: ({ payload, user, deps }) => deps.collect.remove(user.id, payload.ids),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/collect/lookup',
    summary: '按货号查找规格（按货号加入常购清单）',
    auth: 'member',
    payload: z.object({
      sku: textField({ max: 64, trim: true, tooLong: '货号不能超过 64 个字符' }).min(1, '请输入货号'),
    }),
    answer: z.object(skuFields),
    codes: [Code.NOT_FOUND],
    handler: ({ payload, deps }) => deps.collect.lookup(payload.sku),
  }),
];
