import { Link } from 'react-router';
import { ActivityCountdown } from '../sales/activity-countdown';
import { ActivityUnitPrice } from '../sales/activity-line';
import { salesMessages } from '../sales/sales-messages';
import { PriceTag } from './price-tag';
import type { ProductSku } from './types';

/**
 * A SKU row's price: the one the 采购单 will charge now. In a running activity that is the activity
 * price, the SKU's own struck through, the activity (a link to it) and the time left; a visitor's
 * answer has none of these fields, so they see 登录询价 as before.
 */
export function SkuPrice({ sku, member }: { sku: ProductSku; member: boolean }) {
  const { activity, price, list_price: listPrice } = sku;
  if (!member || !activity || !price || !listPrice) return <PriceTag price={price} member={member} />;
  return (
    <div className="lm-sku-price">
      <ActivityUnitPrice price={price} listPrice={listPrice} />
      <span className="lm-sku-price__activity">
        <span className="lm-sales-tag">{salesMessages.activityPrice}</span>
        <Link to={`/sales/${activity.id}`}>{activity.title}</Link>
      </span>
      <ActivityCountdown endsAt={activity.ends_at} />
    </div>
  );
}
