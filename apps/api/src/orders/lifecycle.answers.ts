import { formatYuan } from '@labmall/rules';
import { faceText } from '../coupons/coupon-rules.ts';
import { canCancel, nextState } from './order-machine.ts';
import type { OrderFull, OrderLineRow } from './order-queries.repository.ts';
import type { OrderState } from './orders.schema.ts';

/** Wire shapes of orders (packages/contract/src/orders.ts): money as 元 strings, times as ISO 8601. */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function lineAnswer(line: OrderLineRow) {
  return {
    product_id: line.productId,
    sku_id: line.skuId,
    points_item_id: line.pointsItemId,
    points_price: line.pointsPrice,
    name: line.name,
    name_en: line.nameEn,
    brand_name: line.brandName,
    grade: line.grade,
    cas: line.cas,
    sku: line.sku,
    spec: line.spec,
    pack: line.pack,
    unit_price: formatYuan(line.unitPriceFen),
    list_price: line.listPriceFen === null ? null : formatYuan(line.listPriceFen),
    activity_id: line.activityId,
    quantity: line.quantity,
    subtotal: formatYuan(line.subtotalFen),
    picture: line.picture,
  };
}

export interface SummaryRow {
  id: number;
  number: string;
  state: OrderState;
  createdAt: Date;
  payBy: Date;
  payableFen: number;
  /** 4: a points-mall redemption (积分兑换), paid in points. */
  source: number;
  pointsSpent: number;
  lineCount: number;
}

export function summaryAnswer(row: SummaryRow, lines: OrderLineRow[]) {
  return {
    number: row.number,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    pay_by: row.payBy.toISOString(),
    payable: formatYuan(row.payableFen),
    source: row.source,
    points_spent: row.pointsSpent,
    line_count: row.lineCount,
    lines: lines.slice(0, 3).map(lineAnswer),
  };
}

/**
 * What the buyer may do with an order in its state (the page shows exactly these buttons). A points-mall
 * redemption (source 4) is paid in points when placed and its gifts are not goods of the catalogue: no
 * 支付, no 再次购买.
 */
export function memberActions(order: { state: OrderState; payBy: Date; source?: number }, now = new Date()) {
  const redemption = order.source === 4;
  const unpaid = order.state === 'pending_payment' && order.payBy > now && !redemption;
  return {
    cancel: canCancel(order.state, 'member'),
    pay: unpaid,
    confirm: nextState(order.state, 'confirm') !== null,
    rebuy: order.state !== 'pending_payment' && !redemption,
  };
}

/** How a (SKU, lot) pair is named in the set of live COAs (lots are compared whatever their case). */
export const lotKey = (skuId: number, lot: string) => `${skuId}:${lot.toLowerCase()}`;

/** `coas`: the live COAs among the lines' lots, as `lotKey`s. */
export function detailAnswer(order: OrderFull, coas: Set<string>) {
  return {
    ...summaryAnswer({ ...order, lineCount: order.lines.length }, []),
    source: order.source,
    lines: order.lines.map((line) => ({
      ...lineAnswer(line),
      line_id: line.id,
      lot: line.lot ?? '',
      coa: line.skuId !== null && !!line.lot && coas.has(lotKey(line.skuId, line.lot)),
    })),
    goods: formatYuan(order.goodsFen),
    freight: formatYuan(order.freightFen),
    discount: formatYuan(order.discountFen),
    coupon: order.coupon ? { name: order.coupon.name, face: faceText(order.coupon) } : null,
    points_spent: order.pointsSpent,
    points_reward: order.pointsReward,
    address: {
      consignee: order.address.consignee,
      phone: order.address.phone,
      region_names: order.address.regionNames,
      detail: order.address.detail,
      postcode: order.address.postcode,
    },
    invoice: order.invoice
      ? {
          kind: order.invoice.kind,
          title_type: order.invoice.titleType,
          title: order.invoice.title,
          taxpayer_no: order.invoice.taxpayerNo,
        }
      : null,
    po_number: order.poNumber,
    remark: order.remark,
    carrier: order.carrier,
    tracking_no: order.trackingNo,
    cancel_reason: order.cancelReason,
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    actions: memberActions(order),
    timeline: order.events.map((e) => ({
      from: e.fromState as OrderState | null,
      to: e.toState as OrderState,
      actor: e.actor as 'member' | 'operator' | 'system',
      note: e.note,
      at: e.at.toISOString(),
    })),
  };
}
