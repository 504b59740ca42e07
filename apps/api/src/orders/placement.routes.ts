import { orderPayInfo, orderPreview, orderSubmit } from '@labmall/contract/order-placement';
import { formatYuan } from '../catalogue/import/money.ts';
import { defineRoute } from '../platform/route.ts';

/** Order confirmation (/order), placing an order and the payment page's summary (issue 20). */
export const placementRoutes = [
  defineRoute({
    ...orderPreview,
    handler: async ({ payload, user, deps }) => {
      const view = await deps.placement.preview(user.id, payload);
      return {
        source: payload.source,
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
    },
  }),
  defineRoute({
    ...orderSubmit,
    handler: ({ payload, user, deps }) => deps.placement.submit(user.id, payload),
  }),
  defineRoute({
    ...orderPayInfo,
    handler: async ({ payload, user, deps }) => {
      const order = await deps.placement.payInfo(user.id, payload.number);
      return {
        number: order.number,
        state: order.state,
        payable: formatYuan(order.payableFen),
        pay_by: order.payBy.toISOString(),
        created_at: order.createdAt.toISOString(),
      };
    },
  }),
];
