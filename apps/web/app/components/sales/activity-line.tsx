import './activity-price.css';
import { chinaMinute, displayYuan, formatYuan, yuanToFen } from '@labmall/rules';
import { Link } from 'react-router';
import { salesMessages as t } from './sales-messages';

/** The unit price a line sells at, with the SKU's own struck through when an activity price applies. */
export function ActivityUnitPrice({ price, listPrice }: { price: string; listPrice: string | null }) {
  if (!listPrice) return <>{displayYuan(price)}</>;
  return (
    <span className="lm-sales-price">
      <span className="lm-sales-price__now">
        <span className="lm-sr-only">{t.activityPrice}</span>
        {displayYuan(price)}
      </span>
      <s className="lm-sales-price__was">
        <span className="lm-sr-only">{t.listPrice}</span>
        {displayYuan(listPrice)}
      </s>
    </span>
  );
}

/** 活动价 · the activity (a link to it) · when it ends: under a cart or order-page line that carries one. */
export function ActivityNote({
  activity,
}: {
  activity: { id: number; title: string; ends_at: string } | null;
}) {
  if (!activity) return null;
  return (
    <span className="lm-sales-note">
      <span className="lm-sales-tag">{t.activityPrice}</span>
      <Link to={`/sales/${activity.id}`}>{activity.title}</Link>
      {' · '}
      <time dateTime={activity.ends_at}>{t.endsAt(chinaMinute(activity.ends_at))}</time>
    </span>
  );
}

/** What a line saves against its list price, in fen (0 without one). */
export function lineSavingFen(line: { unit_price: string; list_price: string | null; quantity: number }) {
  if (!line.list_price) return 0;
  const list = yuanToFen(line.list_price);
  const unit = yuanToFen(line.unit_price);
  if (list === null || unit === null || list <= unit) return 0;
  return (list - unit) * line.quantity;
}

/** 省¥x under a line sold at an activity price. */
export function LineSaving({
  line,
}: {
  line: { unit_price: string; list_price: string | null; quantity: number };
}) {
  const saved = lineSavingFen(line);
  if (saved === 0) return null;
  return <span className="lm-sales-saving">{t.save(formatYuan(saved, 'price'))}</span>;
}

/** The whole order's saving from activity prices, in fen. */
export function orderSavingFen(lines: { unit_price: string; list_price: string | null; quantity: number }[]) {
  return lines.reduce((sum, line) => sum + lineSavingFen(line), 0);
}
