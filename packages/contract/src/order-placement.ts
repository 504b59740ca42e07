import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { quantityField } from './cart-fields.ts';
import { orderCouponAnswer } from './coupons.ts';
import { defineContract } from './define.ts';
import { idField, intField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';

/**
 * Order confirmation and placement (/order, issue 20). The client names what it wants to buy (where it
 * comes from and, for 立即购买 and 快速下单, the SKUs and quantities of its cached order list); every price,
 * amount and verdict in the answers is the server's own. Prices and totals a client sends are not fields
 * of these payloads, so they are refused before any handler runs.
 */

/** The most lines one order holds (a quick-order sheet resolves up to 500 lines). */
export const MAX_ORDER_LINES = 500;

/** 1 立即购买, 2 采购单 (the member's selected lines), 3 快速下单, 4 积分兑换 (reserved: refused for now). */
export const orderSourceField = intField({ min: 1, max: 4, message: '下单来源须为 1 至 4' });

const orderItems = z
  .array(
    z.object({
      sku_id: idField('规格编号须为正整数'),
      quantity: quantityField,
    }),
  )
  .max(MAX_ORDER_LINES, `一次最多 ${MAX_ORDER_LINES} 种货品`);

const linesPayload = {
  source: orderSourceField,
  /** Sources 1 and 3: the cached order list's lines. Source 2 reads the member's 采购单 on the server. */
  items: orderItems.optional(),
};

const amountsAnswer = z.object({
  goods: yuanAnswer('商品金额'),
  freight: yuanAnswer('运费'),
  discount: yuanAnswer('优惠'),
  payable: yuanAnswer('应付金额'),
  /** Why the freight is what it is (包邮 above a threshold, the hazardous-goods surcharge). */
  freight_note: z.string(),
});

export const orderPreview = defineContract({
  method: 'POST',
  path: '/order/preview',
  summary:
    '确认订单：按当前价格与库存列出将购买的货品、金额（运费规则）与管控品资质（收货地址、发票抬头另取）',
  auth: 'member',
  payload: z.object(linesPayload),
  answer: z.object({
    source: z.number().int(),
    lines: z.array(
      z.object({
        sku_id: z.number().int(),
        product_id: z.number().int(),
        name: z.string(),
        brand_name: z.string(),
        sku: z.string().describe('货号'),
        spec: z.string(),
        pack: z.string(),
        controlled: z.array(z.string()).describe('管控类别代码'),
        unit_price: yuanAnswer('单价'),
        list_price: yuanAnswer('原价').nullable().describe('按促销活动价计时货品自身的单价（元）；否则 null'),
        activity: z
          .object({ id: z.number().int(), title: z.string(), ends_at: z.string().describe('ISO 8601') })
          .nullable()
          .describe('单价来自的进行中促销活动（提交时按服务器时间再核一次）'),
        quantity: z.number().int(),
        subtotal: yuanAnswer('小计'),
        stock: z.number().int(),
        min_qty: z.number().int(),
        step: z.number().int(),
        /** Why this line cannot be ordered as it stands (下架, 库存不足, 数量规则); null when it can. */
        problem: z.string().nullable(),
      }),
    ),
    /** With the preselected coupon's discount (none when no coupon applies). */
    amounts: amountsAnswer,
    coupons: z.object({
      /** The member's unused coupons, each judged against this order; the applicable ones first. */
      list: z.array(orderCouponAnswer),
      selected_id: z
        .number()
        .int()
        .nullable()
        .describe('预选的优惠券（优惠最多，同额先到期）；无可用为 null'),
      payable_without: yuanAnswer('不用券的应付金额'),
    }),
    /** False when any line has a problem or a controlled line lacks its papers. */
    orderable: z.boolean(),
    compliance: z.object({
      ok: z.boolean(),
      missing: z.array(z.object({ code: z.string(), message: z.string(), link: z.string() })),
    }),
    last_order_invoiced: z
      .boolean()
      .nullable()
      .describe('会员上一张订单（积分兑换除外）是否开票；尚无订单为 null。页面据此预选默认发票抬头或不开票'),
  }),
  codes: [Code.NOT_FOUND],
});

export const orderSubmit = defineContract({
  method: 'POST',
  path: '/order/submit',
  summary:
    '提交订单（幂等：同一 idempotency_key 与相同内容返回第一次的结果，内容不同返回 409）；库存不足、货品有变、优惠券不可用或应付金额已变化返回 409，管控品资质不全返回 403',
  auth: 'member',
  payload: z.object({
    idempotency_key: textField({ max: 100, trim: true }).min(8, '幂等键长度须为 8 至 100 个字符'),
    ...linesPayload,
    address_id: idField('请选择收货地址'),
    /** null or absent: 不开票. */
    invoice_profile_id: idField('发票抬头编号须为正整数').nullable().optional(),
    po_number: textField({ max: 64, trim: true }).optional(),
    remark: textField({ max: 500, trim: true, multiline: true }).optional(),
    coupon_id: idField('优惠券编号须为正整数')
      .nullable()
      .optional()
      .describe('使用的优惠券；null 或不填为不用券'),
    expected_payable: textField({ max: 16, trim: true })
      .regex(/^\d{1,12}\.\d{2}$/, '应付金额格式不正确')
      .optional()
      .describe('页面显示的应付金额（元）；与服务器计算的不同则拒绝（409），订单不提交'),
  }),
  answer: z.object({ number: z.string().describe('订单号') }),
  codes: [Code.FORBIDDEN, Code.NOT_FOUND, Code.CONFLICT],
});

export const orderPayInfo = defineContract({
  method: 'GET',
  path: '/order/pay-info',
  summary: '待支付订单的金额与状态（支付页）',
  auth: 'member',
  payload: z.object({
    number: textField({ max: 24, trim: true }).regex(/^\d{8,24}$/, '订单号格式不正确'),
  }),
  answer: z.object({
    number: z.string(),
    state: z.string(),
    payable: yuanAnswer('应付金额'),
    pay_by: z.string().describe('支付截止时间（ISO 8601）'),
    created_at: z.string(),
  }),
  codes: [Code.NOT_FOUND],
});
