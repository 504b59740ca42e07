import { Link } from 'react-router';
import { messages } from '../../messages';
import { ActivityUnitPrice } from '../sales/activity-line';
import { salesMessages } from '../sales/sales-messages';
import { PriceTag } from './price-tag';
import type { ListProduct } from './types';

const t = messages.catalogue.list;

/**
 * A member's activity offer on a product of the list: its lowest activity price (as the 采购单 charges
 * it) with the SKU's own struck through, under the product's lowest price.
 */
function ListActivity({ activity }: { activity: ListProduct['activity'] }) {
  if (!activity) return null;
  return (
    <span className="lm-list-activity">
      <span className="lm-sales-tag" title={activity.title}>
        {salesMessages.activityPrice}
      </span>
      <ActivityUnitPrice price={activity.price} listPrice={activity.list_price} />
    </span>
  );
}

/** One product of the list: names, CAS, grade, brand and the lowest price (members) or 登录询价. */
export function ProductRow({ product, member }: { product: ListProduct; member: boolean }) {
  return (
    <article className="lm-product-row">
      <div className="lm-product-row__main">
        <h3 className="lm-product-row__name">
          <Link to={`/item/${product.id}`}>{product.name}</Link>
        </h3>
        {product.name_en && (
          <p className="lm-product-row__en" lang="en">
            {product.name_en}
          </p>
        )}
        <dl className="lm-facts-inline">
          {product.cas && (
            <div>
              <dt>{t.cas}</dt>
              <dd>{product.cas}</dd>
            </div>
          )}
          {product.grade && (
            <div>
              <dt>{t.grade}</dt>
              <dd>{product.grade}</dd>
            </div>
          )}
          <div>
            <dt>{t.brandLabel}</dt>
            <dd>{product.brand_name}</dd>
          </div>
        </dl>
      </div>
      <div className="lm-product-row__price">
        <PriceTag price={product.min_price} member={member} from />
        {member && <ListActivity activity={product.activity} />}
      </div>
    </article>
  );
}
