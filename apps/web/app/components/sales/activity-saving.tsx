import { formatYuan } from '@labmall/rules';
import { orderSavingFen } from './activity-line';
import { salesMessages as t } from './sales-messages';

/**
 * 活动优惠 beside 商品金额: what its lines saved against their list prices. It is already inside 商品金额
 * (the lines are priced at the activity price), so it is a note on that figure, never a line of the sum:
 * as a row of its own it read as a deduction the total had missed (issue 32, item 3).
 */
export function ActivitySavingNote({
  lines,
}: {
  lines: { unit_price: string; list_price: string | null; quantity: number }[];
}) {
  const saved = orderSavingFen(lines);
  if (saved === 0) return null;
  return (
    <small className="lm-order-amounts__note" data-testid="order-activity-saving">
      {t.includedSaving(formatYuan(saved, 'price'))}
    </small>
  );
}
