import { displayYuan } from '@labmall/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../messages';
import { ActivityUnitPrice } from '../sales/activity-line';
import { salesMessages } from '../sales/sales-messages';
import { PriceTag } from './price-tag';
import { ProductPicture } from './product-picture';
import type { ListProduct } from './types';

const t = messages.catalogue.list;

/**
 * A member's activity offer on a product of the list, under its lowest price: 活动价 and the SKU's own
 * price struck through, with the activity price itself only when it is not that lowest price already.
 */
function ListActivity({ product }: { product: ListProduct }) {
  const { activity } = product;
  if (!activity) return null;
  const lowest = activity.price === product.min_price;
  return (
    <span className="lm-list-activity">
      <span className="lm-sales-tag" title={activity.title}>
        {salesMessages.activityPrice}
      </span>
      {lowest ? (
        <s className="lm-sales-price__was">
          <span className="lm-sr-only">{salesMessages.listPrice}</span>
          {displayYuan(activity.list_price)}
        </s>
      ) : (
        <ActivityUnitPrice price={activity.price} listPrice={activity.list_price} />
      )}
    </span>
  );
}

/** A card's own picture in place of the product's (structure search: the match highlighted, drawn larger). */
export interface RowPicture {
  src: string | null;
  width: number;
  height: number;
}

/**
 * One product of the list: names, CAS, grade, brand and the lowest price (members) or 登录询价.
 * `children` go under the facts (structure search puts the similarity there).
 */
export function ProductRow({
  product,
  member,
  picture = { src: product.picture, width: 96, height: 70 },
  children,
}: {
  product: ListProduct;
  member: boolean;
  picture?: RowPicture;
  children?: ReactNode;
}) {
  return (
    <article className="lm-product-row">
      <ProductPicture
        src={picture.src}
        name={product.name}
        width={picture.width}
        height={picture.height}
        className="lm-product-row__picture"
      />
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
        {children}
      </div>
      <div className="lm-product-row__price">
        <PriceTag price={product.min_price} member={member} from />
        {member && <ListActivity product={product} />}
      </div>
    </article>
  );
}
