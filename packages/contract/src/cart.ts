import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { quantityField } from './cart-fields.ts';
import { missingQualifications } from './compliance.ts';
import { defineContract } from './define.ts';
import { boolField, idField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';

/** The most SKUs one 采购单 holds, and one call adds. */
export const MAX_CART_LINES = 200;

export const userCartCount = defineContract({
  method: 'GET',
  path: '/user/cart/count',
  summary: '采购单中的货品种数（页头角标）',
  auth: 'member',
  payload: z.object({}),
  answer: z.number().int().describe('采购单中的 SKU 种数'),
});

export const userCartAdd = defineContract({
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
});

const skuIdField = idField('规格编号须为正整数');
const skuIdList = z
  .array(skuIdField)
  .min(1, '请选择货品')
  .max(MAX_CART_LINES, `一次最多 ${MAX_CART_LINES} 种`);

/** One line of the 采购单 as the page shows it: today's facts of its SKU and what changed since it was added. */
const cartLine = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  sku: z.string().describe('货号'),
  cas: z.string().nullable(),
  picture: z.string().nullable().describe('首张商品图，无图时为结构式图（SVG），都没有为 null'),
  spec: z.string(),
  pack: z.string(),
  price: yuanAnswer('当前单价').describe('当前单价（元）：活动进行中为活动价'),
  list_price: yuanAnswer('原价').nullable().describe('按活动价计时货品自身的单价（元，划线显示）；否则 null'),
  activity: z
    .object({
      id: z.number().int(),
      title: z.string(),
      ends_at: z.string().describe('活动结束时间（ISO 8601）'),
    })
    .nullable()
    .describe('这一行的单价来自的进行中促销活动；否则 null'),
  quantity: z.number().int(),
  subtotal: yuanAnswer('当前单价 × 数量'),
  stock: z.number().int(),
  min_qty: z.number().int(),
  step: z.number().int(),
  on_sale: z.boolean(),
  selected: z.boolean(),
  added_price: yuanAnswer('加入时的单价').nullable().describe('加入时的单价（元）；早于该记录的行为 null'),
  changes: z
    .object({
      off_sale: z.boolean().describe('加入后已下架'),
      out_of_stock: z.boolean().describe('当前无库存'),
      short_stock: z.boolean().describe('有库存但少于所需数量'),
      price: z.enum(['up', 'down']).nullable().describe('与加入时相比的价格变化'),
      quantity_rule: z.string().nullable().describe('起订量或递增量已变，当前数量不再符合时的说明'),
    })
    .describe('加入后发生的变化：只标出，不自动改动'),
  missing: missingQualifications.describe(
    '管制类商品：会员尚缺的资质（实名认证、证照），逐条说明并附去处；缺资质的行加入时不勾选',
  ),
  orderable: z.boolean().describe('在售、库存足够、数量符合规则、资质齐全：可以去结算'),
});

export const userCartList = defineContract({
  method: 'GET',
  path: '/user/cart/list',
  summary: '采购单：每行的当前价格、库存、小计与加入后的变化，以及所选行的合计',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    list: z.array(cartLine),
    summary: z.object({
      count: z.number().int().describe('SKU 种数'),
      selected_count: z.number().int().describe('已选的种数'),
      selected_quantity: z.number().int().describe('已选的件数'),
      selected_total: yuanAnswer('已选且可下单的行的合计'),
      blocked_count: z.number().int().describe('已选但不能下单的种数（去结算前须处理）'),
    }),
  }),
});

export const userCartEdit = defineContract({
  method: 'POST',
  path: '/user/cart/edit',
  summary: '修改采购单中一行的数量（按规格的起订量与递增量，≤ 9999）',
  auth: 'member',
  payload: z.object({ sku_id: skuIdField, quantity: quantityField }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

export const userCartDelete = defineContract({
  method: 'POST',
  path: '/user/cart/delete',
  summary: '从采购单删除（可多行）；不在本人采购单中的编号不受影响',
  auth: 'member',
  payload: z.object({ sku_ids: skuIdList }),
  answer: z.object({ count: z.number().int().describe('采购单中的 SKU 种数') }),
});

export const userCartSelect = defineContract({
  method: 'POST',
  path: '/user/cart/select',
  summary: '勾选或取消勾选一行或多行；任一编号不在本人采购单中则整体不改（404）',
  auth: 'member',
  payload: z.object({ selected: boolField(), sku_ids: skuIdList }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

export const userCartSelectAll = defineContract({
  method: 'POST',
  path: '/user/cart/select_all',
  summary: '全选或全不选',
  auth: 'member',
  payload: z.object({ selected: boolField() }),
  answer: z.null(),
});

export const userCartDeleteSelected = defineContract({
  method: 'POST',
  path: '/user/cart/delete_selected',
  summary: '删除所选的行',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({ count: z.number().int().describe('采购单中的 SKU 种数') }),
});

export const userCartCollectSelected = defineContract({
  method: 'POST',
  path: '/user/cart/collect_selected',
  summary: '把所选的行移入常购清单（数量作为常购数量，已在清单中的改为该数量），并从采购单移除；一个事务',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    moved: z.number().int().describe('移入的种数'),
    count: z.number().int().describe('采购单中剩余的 SKU 种数'),
  }),
  codes: [Code.CONFLICT],
});
