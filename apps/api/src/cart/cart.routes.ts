import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { idField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';
import { MAX_CART_LINES } from './cart.service.ts';
import { quantityField } from './cart-fields.ts';

export const cartRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/cart/count',
    summary: '采购单中的货品种数（页头角标）',
    auth: 'member',
    payload: z.object({}),
    answer: z.number().int().describe('采购单中的 SKU 种数'),
    handler: ({ user, deps }) => deps.cart.count(user.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/cart/add',
    summary: '加入采购单（一次可加多个规格；已在采购单中的规格数量累加）',
    auth: 'member',
    payload: z.object({
      items: z
        .array(
          z.object({
            sku_id: idField('规格编号须为正整数'),
            quantity: quantityField,
          }),
        )
        .min(1, '请选择要加入的商品')
        .max(MAX_CART_LINES, `一次最多加入 ${MAX_CART_LINES} 种`),
    }),
    answer: z.object({ count: z.number().int().describe('采购单中的 SKU 种数') }),
    codes: [Code.NOT_FOUND, Code.CONFLICT],
    handler: async ({ payload, user, deps }) => ({ count: await deps.cart.add(user.id, payload.items) }),
  }),
];
