import { displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { loginRedirect } from '../../lib/guard';
import { toastSuccess } from '../../lib/ui/feedback';
import { controlMessages } from '../../messages';
import { LoginForPrice } from '../catalogue/price-tag';
import { addToCart } from '../catalogue/sku-actions';
import { QuantityStepper } from '../controls/quantity-stepper';
import './activity-price.css';
import { type ActivityState, type SalesItem, salesMessages as t } from './sales-messages';

/**
 * A member's price cell: the activity price with the SKU's own struck through, or (once the activity
 * ended, or where it is no saving) the SKU's own price alone. A visitor gets 登录询价: the server sent them
 * no price at all.
 */
export function ActivityPriceCell({ item, member }: { item: SalesItem; member: boolean }) {
  if (!member) return <LoginForPrice />;
  if (!item.price) {
    return item.list_price ? <span className="lm-price">{displayYuan(item.list_price)}</span> : null;
  }
  return (
    <span className="lm-sales-price">
      <span className="lm-sales-price__now">
        <span className="lm-sr-only">{t.activityPrice}</span>
        {displayYuan(item.price)}
      </span>
      {item.list_price ? (
        <s className="lm-sales-price__was">
          <span className="lm-sr-only">{t.listPrice}</span>
          {displayYuan(item.list_price)}
        </s>
      ) : null}
    </span>
  );
}

/**
 * The activity's SKUs: what each is, its price, and while the activity runs a quantity (by the SKU's
 * minimum and step) with 加入采购单. A visitor's action leads to the login page, which brings them back.
 */
export function ActivityItems({
  items,
  state,
  member,
}: {
  items: SalesItem[];
  state: ActivityState;
  member: boolean;
}) {
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const quantityOf = (item: SalesItem) => quantities[item.sku_id] ?? item.min_qty;
  const c = t.columns;

  const add = async (item: SalesItem) => {
    if (busy !== null) return;
    setBusy(item.sku_id);
    try {
      await addToCart(item.sku_id, quantityOf(item));
      toastSuccess(t.added);
      await revalidate();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) return <p className="lm-sales__empty">{t.noItems}</p>;
  return (
    <table className="lm-sales-items">
      <caption className="lm-sr-only">{t.items}</caption>
      <thead>
        <tr>
          <th scope="col">{c.product}</th>
          <th scope="col">{c.sku}</th>
          <th scope="col">{c.pack}</th>
          <th scope="col">{state === 'ended' ? t.listPrice : c.price}</th>
          <th scope="col">{c.actions}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const sellable = item.on_sale && item.stock > 0;
          return (
            <tr key={item.sku_id}>
              <th scope="row" data-label={c.product}>
                <span>
                  <Link to={`/item/${item.product_id}`}>{item.name}</Link>
                  <span className="lm-sales-items__meta">
                    {[item.brand_name, item.grade, item.cas ? `CAS ${item.cas}` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </th>
              <td data-label={c.sku}>{item.sku}</td>
              <td data-label={c.pack}>{[item.pack, item.spec].filter(Boolean).join(' / ')}</td>
              <td data-label={state === 'ended' ? t.listPrice : c.price}>
                <ActivityPriceCell item={item} member={member} />
              </td>
              <td data-label={c.actions}>
                {state !== 'running' ? (
                  <Link to={`/item/${item.product_id}`} className="lm-action lm-action--text">
                    {t.viewProduct}
                  </Link>
                ) : !sellable ? (
                  <span className="lm-stock lm-stock--out">{item.on_sale ? t.outOfStock : t.offSale}</span>
                ) : member ? (
                  <div className="lm-sku-actions">
                    <QuantityStepper
                      value={quantityOf(item)}
                      rule={{ minQty: item.min_qty, step: item.step }}
                      label={controlMessages.quantity.label(item.name, item.sku)}
                      onChange={(quantity) => setQuantities((q) => ({ ...q, [item.sku_id]: quantity }))}
                    />
                    <button
                      type="button"
                      className="lm-action lm-action--primary"
                      aria-disabled={busy !== null}
                      aria-label={`${t.addToCart}：${item.name}（${item.sku}）`}
                      onClick={() => void add(item)}
                    >
                      {t.addToCart}
                    </button>
                  </div>
                ) : (
                  <Link
                    to={loginRedirect(pathname, new URLSearchParams(search))}
                    className="lm-action lm-action--primary"
                  >
                    {t.loginToBuy}
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
