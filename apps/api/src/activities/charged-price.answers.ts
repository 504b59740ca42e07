import { formatYuan } from '@labmall/rules';
import type { ChargedPrice } from './charged-price.ts';

/**
 * A charged price on the wire (packages/contract/src/charged-price-fields.ts), the same fields wherever
 * a member reads a SKU's price: the item page, quick order and the 采购单.
 */
export function chargedPriceAnswer(charged: ChargedPrice) {
  const { activity } = charged;
  return {
    price: formatYuan(charged.priceFen),
    list_price: activity ? formatYuan(charged.listPriceFen) : null,
    activity: activity && {
      id: activity.activityId,
      title: activity.title,
      ends_at: activity.endsAt.toISOString(),
    },
  };
}
