import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { quantityField as quantity } from './cart-fields.ts';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { pagingFields } from './paging.ts';

/**
 * The frequent-purchase list (常购清单, /user/collect): SKUs with the quantity a member usually buys,
 * shown with today's price and stock, and put into the purchase list in one go.
 */

/** The most entries one member's list holds. */
export const COLLECT_LIMIT = 300;

const entryId = idField('记录编号须为正整数');

const skuFields = {
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  sku: z.string().describe('货号'),
  spec: z.string(),
  pack: z.string(),
  price: yuanAnswer('当前单价'),
  stock: z.number().int(),
  min_qty: z.number().int(),
  step: z.number().int(),
  on_sale: z.boolean(),
};

export const userCollectAdd = defineContract({
  method: 'POST',
  path: '/user/collect/add',
  summary: `加入常购清单（已在清单中的规格改为新数量）；每位会员最多 ${COLLECT_LIMIT} 项`,
  auth: 'member',
  payload: z.object({ sku_id: idField('规格编号须为正整数'), quantity }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userCollectList = defineContract({
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
});

export const userCollectEdit = defineContract({
  method: 'POST',
  path: '/user/collect/edit',
  summary: '修改常购数量',
  auth: 'member',
  payload: z.object({ id: entryId, quantity }),
  answer: z.null(),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userCollectDelete = defineContract({
  method: 'POST',
  path: '/user/collect/delete',
  summary: '从常购清单删除（可多项）',
  auth: 'member',
  payload: z.object({
    ids: z.array(entryId).min(1, '请选择要删除的项').max(COLLECT_LIMIT),
  }),
  answer: z.null(),
});

export const userCollectLookup = defineContract({
  method: 'GET',
  path: '/user/collect/lookup',
  summary: '按货号查找规格（按货号加入常购清单）',
  auth: 'member',
  payload: z.object({
    sku: textField({ max: 64, trim: true, tooLong: '货号不能超过 64 个字符' }).min(1, '请输入货号'),
  }),
  answer: z.object(skuFields),
  codes: [Code.NOT_FOUND],
});
