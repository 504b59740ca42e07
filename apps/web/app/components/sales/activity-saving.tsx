import { formatYuan } from '@labmall/rules';
import { orderSavingFen } from './activity-line';
import { salesMessages as t } from './sales-messages';

/**
 * 活动优惠 in an order's amounts: what its lines saved against their list prices. Already inside 商品金额
 * (the lines are priced at the activity price), so it is shown for information, not subtracted again.
 */
export function ActivitySavingRow({
  lines,
}: {
  lines: { unit_price: string; list_price: string | null; quantity: number }[];
}) {
  const saved = orderSavingFen(lines);
  if (saved === 0) return null;
  return (
    <div className="lm-order-facts__row" data-testid="order-activity-saving">
      <dt>{t.totalSaving}</dt>
      <dd>{t.save(formatYuan(saved, 'price'))}</dd>
    </div>
  );
}
