import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { boolField, idField, intField, textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';

/**
 * Points (积分, issue 22): the member's ledger, the points mall (积分商城) and redemption orders, and the
 * operators' side of both. A redemption is an order of source 4 paid in points: no money, no invoice.
 */

/** Why points moved; the pages show `reason` (中文) and the note. */
export const POINTS_KINDS = ['earn', 'reverse', 'redeem', 'redeem_return', 'adjust'] as const;

/** The mall's orderings: 默认 (the merchant's), 积分从低到高, 从高到低, 最新. */
export const POINTS_SORTS = ['default', 'points_asc', 'points_desc', 'newest'] as const;

/** The most units of one gift one redemption takes. */
export const MAX_REDEEM_QUANTITY = 99;

export const pointsItemIdField = idField('请指定积分商品');

export const redeemQuantityField = intField({
  min: 1,
  max: MAX_REDEEM_QUANTITY,
  message: `兑换数量须为 1 至 ${MAX_REDEEM_QUANTITY} 的整数`,
});

export const pointsItemAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().describe('分类标签，如 实验耗材、办公用品'),
  image: z.string().describe('图片地址；空串为无图'),
  points_price: z.number().int().describe('每件所需积分'),
  stock: z.number().int(),
});

export const pointsEntryAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  reason: z.string().describe('订单完成、订单退款、积分兑换、兑换取消退回、运营调整'),
  delta: z.number().int().describe('正数为获得，负数为支出'),
  note: z.string(),
  order_number: z.string().nullable(),
  at: z.string().describe('ISO 8601'),
});

export const pointsList = defineContract({
  method: 'GET',
  path: '/points/list',
  summary: '积分商城：上架的积分商品，可按分类筛选、按 默认/积分从低到高/从高到低/最新 排序，分页',
  auth: 'public',
  payload: z.object({
    category: textField({ max: 20, trim: true }).default('').describe('分类标签；空为全部'),
    sort: z.enum(POINTS_SORTS, { error: '排序方式无效' }).default('default'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    categories: z.array(z.string()).describe('上架商品的全部分类'),
    list: z.array(pointsItemAnswer),
  }),
});

export const pointsDetail = defineContract({
  method: 'GET',
  path: '/points/detail',
  summary: '积分商品详情（已下架或不存在返回 404）',
  auth: 'public',
  payload: z.object({ id: pointsItemIdField }),
  answer: pointsItemAnswer.extend({ description: z.string() }),
  codes: [Code.NOT_FOUND],
});

export const pointsRedeemPreview = defineContract({
  method: 'GET',
  path: '/points/redeem/preview',
  summary: '确认兑换：积分商品、数量、所需积分、会员当前积分，以及不能兑换的原因',
  auth: 'member',
  payload: z.object({ id: pointsItemIdField, quantity: redeemQuantityField.default(1) }),
  answer: z.object({
    item: pointsItemAnswer,
    quantity: z.number().int(),
    cost: z.number().int().describe('所需积分（单价 × 数量）'),
    balance: z.number().int().describe('会员当前积分'),
    /** Why it cannot be redeemed as it stands (积分不足, 库存不足…); null when it can. */
    problem: z.string().nullable(),
  }),
  codes: [Code.NOT_FOUND],
});

export const pointsRedeem = defineContract({
  method: 'POST',
  path: '/points/redeem',
  summary:
    '积分兑换下单（幂等：同一 idempotency_key 与相同内容返回第一次的结果）：扣积分、减库存、生成待发货的兑换订单；积分或库存不足返回 409',
  auth: 'member',
  payload: z.object({
    idempotency_key: textField({ max: 100, trim: true }).min(8, '幂等键长度须为 8 至 100 个字符'),
    id: pointsItemIdField,
    quantity: redeemQuantityField,
    address_id: idField('请选择收货地址'),
    remark: textField({ max: 500, trim: true, multiline: true }).optional(),
  }),
  answer: z.object({ number: z.string().describe('订单号') }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userPoints = defineContract({
  method: 'GET',
  path: '/user/points',
  summary: '我的积分：当前余额与积分明细（新在前，分页）',
  auth: 'member',
  payload: z.object({ ...pagingFields }),
  answer: z.object({
    balance: z.number().int(),
    total: z.number().int(),
    list: z.array(pointsEntryAnswer),
  }),
});

// ---- Operators ----

const itemName = textField({ max: 100, trim: true, error: '请填写商品名称' }).min(1, '请填写商品名称');
const itemCategory = textField({ max: 20, trim: true, error: '请填写分类' }).min(1, '请填写分类');
const itemImage = textField({ max: 500, trim: true }).describe('图片地址（上传文件或站内静态图片）');
const itemDescription = textField({ max: 5000, trim: true, multiline: true });
const itemPrice = intField({ min: 1, max: 10_000_000, message: '所需积分须为 1 至 10000000 的整数' });
const itemSort = intField({ min: -100_000, max: 100_000, message: '排序须为整数' });

export const adminPointsItemAnswer = pointsItemAnswer.extend({
  description: z.string(),
  on_sale: z.boolean(),
  sort: z.number().int(),
  created_at: z.string(),
});

export const adminPointsItems = defineContract({
  method: 'GET',
  path: '/admin/points/items',
  summary: '运营：积分商品列表（含下架），按排序、编号',
  auth: 'operator',
  permission: 'points.mall',
  payload: z.object({
    on_sale: z.enum(['all', 'on', 'off']).default('all'),
    ...pagingFields,
  }),
  answer: z.object({ total: z.number().int(), list: z.array(adminPointsItemAnswer) }),
});

export const adminPointsItemCreate = defineContract({
  method: 'POST',
  path: '/admin/points/items/create',
  summary: '运营：新建积分商品（初始库存记一笔 opening 库存流水）',
  auth: 'operator',
  permission: 'points.mall',
  payload: z.object({
    name: itemName,
    category: itemCategory,
    image: itemImage.default(''),
    description: itemDescription.default(''),
    points_price: itemPrice,
    stock: intField({ min: 0, max: 1_000_000, message: '库存须为 0 至 1000000 的整数' }).default(0),
    on_sale: boolField().default(true),
    sort: itemSort.default(0),
  }),
  answer: z.object({ item: adminPointsItemAnswer }),
});

export const adminPointsItemUpdate = defineContract({
  method: 'POST',
  path: '/admin/points/items/update',
  summary:
    '运营：修改积分商品（未给出的字段不变）；stock_delta 调整库存并记一笔 adjust 库存流水，调整后不能小于 0；on_sale 上下架',
  auth: 'operator',
  permission: 'points.mall',
  payload: z.object({
    id: pointsItemIdField,
    name: itemName.optional(),
    category: itemCategory.optional(),
    image: itemImage.optional(),
    description: itemDescription.optional(),
    points_price: itemPrice.optional(),
    stock_delta: intField({ min: -1_000_000, max: 1_000_000, message: '库存调整须为整数' })
      .optional()
      .describe('库存增减（正数入库，负数出库）'),
    on_sale: boolField().optional(),
    sort: itemSort.optional(),
  }),
  answer: z.object({ item: adminPointsItemAnswer }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

const memberRef = {
  user_id: idField('会员编号须为正整数').optional(),
  phone: textField({ max: 11, trim: true })
    .regex(/^1\d{10}$/, '手机号格式不正确')
    .optional()
    .describe('会员手机号；与 user_id 二选一'),
};

export const adminPointsAdjust = defineContract({
  method: 'POST',
  path: '/admin/points/adjust',
  summary: '运营：手工调整会员积分并说明原因（记一笔 adjust 明细）；扣减后不能小于 0',
  auth: 'operator',
  permission: 'points.adjust',
  payload: z.object({
    ...memberRef,
    delta: intField({ min: -10_000_000, max: 10_000_000, message: '调整积分须为整数' })
      .refine((v) => v !== 0, '调整积分不能为 0')
      .describe('正数增加，负数扣减'),
    reason: textField({ max: 200, trim: true, error: '请填写调整原因', tooLong: '调整原因不能超过200个字符' })
      .min(1, '请填写调整原因')
      .describe('调整原因，会员可见'),
  }),
  answer: z.object({ user_id: z.number().int(), balance: z.number().int(), entry: pointsEntryAnswer }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminPointsLedger = defineContract({
  method: 'GET',
  path: '/admin/points/ledger',
  summary: '运营：某会员的积分余额与明细（按会员编号或手机号）',
  auth: 'operator',
  permission: 'points.view',
  payload: z.object({ ...memberRef, ...pagingFields }),
  answer: z.object({
    user_id: z.number().int(),
    balance: z.number().int(),
    total: z.number().int(),
    list: z.array(pointsEntryAnswer.extend({ operator_id: z.number().int().nullable() })),
  }),
  codes: [Code.NOT_FOUND],
});
