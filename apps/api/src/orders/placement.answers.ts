import { formatYuan } from '@labmall/rules';
import type { PlacementService } from './placement.service.ts';

type Preview = Awaited<ReturnType<PlacementService['confirmView']>>;

/**
 * The order confirmation page's answer (packages/contract/src/order-placement.ts): money as 元 strings,
 * the coupons that apply first.
 */
export function previewAnswer(source: number, view: Preview) {
  return {
    source,
    lines: view.lines.map((line) => ({
      sku_id: line.sku.id,
      product_id: line.sku.productId,
      name: line.sku.name,
      brand_name: line.sku.brandName,
      sku: line.sku.sku,
      spec: line.sku.spec,
      pack: line.sku.pack,
      controlled: line.sku.controlled,
      unit_price: formatYuan(line.unitPriceFen),
      list_price: line.activity ? formatYuan(line.sku.priceFen) : null,
      activity: line.activity && {
        id: line.activity.activityId,
        title: line.activity.title,
        ends_at: line.activity.endsAt.toISOString(),
      },
      quantity: line.quantity,
      subtotal: formatYuan(line.subtotalFen),
      stock: line.sku.stock,
      min_qty: line.sku.minQty,
      step: line.sku.step,
      problem: line.problem,
    })),
    amounts: {
      goods: formatYuan(view.amounts.goodsFen),
      freight: formatYuan(view.amounts.freightFen),
      discount: formatYuan(view.amounts.discountFen),
      payable: formatYuan(view.amounts.payableFen),
      freight_note: view.amounts.freightNote,
    },
    coupons: {
      list: view.coupons.judged
        .map(({ coupon, verdict }) => ({
          id: coupon.id,
          ...view.coupons.words(coupon),
          valid_until: coupon.validUntil.toISOString(),
          applicable: verdict.applicable,
          reason: verdict.reason,
          discount: formatYuan(verdict.discountFen),
          payable: formatYuan(view.coupons.payableWith(verdict.discountFen)),
        }))
        .sort((a, b) => Number(b.applicable) - Number(a.applicable)),
      selected_id: view.coupons.best?.id ?? null,
      payable_without: formatYuan(view.coupons.payableWith(0)),
    },
    orderable: view.orderable,
    compliance: view.compliance,
    last_order_invoiced: view.lastOrderInvoiced,
  };
}

/** The payment summary of one of the member's orders (order/payInfo). */
export function payInfoAnswer(order: {
  number: string;
  state: string;
  payableFen: number;
  payBy: Date;
  createdAt: Date;
}) {
  return {
    number: order.number,
    state: order.state,
    payable: formatYuan(order.payableFen),
    pay_by: order.payBy.toISOString(),
    created_at: order.createdAt.toISOString(),
  };
}
