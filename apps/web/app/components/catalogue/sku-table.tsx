import { useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { loginRedirect } from '../../lib/guard';
import { toastSuccess } from '../../lib/ui/feedback';
import { controlMessages, messages } from '../../messages';
import { chooseChatSku } from '../chat/chat-store';
import { QuantityStepper } from '../controls/quantity-stepper';
import { addToCart, buyNowHref, cacheOrderList, collectSku } from './sku-actions';
import { SkuPrice } from './sku-price';
import type { ProductSku } from './types';

const t = messages.catalogue.item;

function StockState({ sku }: { sku: ProductSku }) {
  if (!sku.on_sale) return <span className="lm-stock lm-stock--out">{t.offSale}</span>;
  return (
    <span className={`lm-stock${sku.stock > 0 ? '' : ' lm-stock--out'}`}>
      {sku.stock > 0 ? (sku.stock >= 100 ? t.inStock : t.stockCount(sku.stock)) : t.outOfStock}
      {sku.lead_days > 0 && <span className="lm-stock__lead">{t.leadDays(sku.lead_days)}</span>}
    </span>
  );
}

/** A visitor's actions are links to the login page, which brings them back here. */
function VisitorActions({ loginHref }: { loginHref: string }) {
  return (
    <div className="lm-sku-actions">
      <Link to={loginHref} className="lm-action lm-action--primary">
        {t.addToCart}
      </Link>
      <Link to={loginHref} className="lm-action">
        {t.buyNow}
      </Link>
      <Link to={loginHref} className="lm-action lm-action--text">
        {t.collect}
      </Link>
    </div>
  );
}

type Busy = { skuId: number; action: 'cart' | 'collect' } | null;

/**
 * The pack sizes of a product: 包装, 货号, 单价 (members) or 登录询价, stock, a quantity that honours the
 * SKU's minimum and step (the stepper only ever reports a quantity the rule accepts), and 加入采购单 /
 * 立即购买 / 加入常购清单. After 加入采购单 the root loader is
 * revalidated, which asks the server for the cart count again: the header badge follows.
 */
export function SkuTable({
  productId,
  name,
  skus,
  member,
}: {
  productId: number;
  /** The product's name, which with the 货号 names each row's quantity box. */
  name: string;
  skus: ProductSku[];
  member: boolean;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const loginHref = loginRedirect(pathname, new URLSearchParams(search));

  const quantityOf = (sku: ProductSku) => quantities[sku.id] ?? sku.min_qty;

  const run = async (sku: ProductSku, action: 'cart' | 'collect') => {
    if (busy) return;
    chooseChatSku(sku.id);
    const quantity = quantityOf(sku);
    setBusy({ skuId: sku.id, action });
    try {
      if (action === 'cart') {
        await addToCart(sku.id, quantity);
        toastSuccess(t.addedToCart);
        await revalidate();
      } else {
        await collectSku(sku.id, quantity);
        toastSuccess(t.collected);
      }
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(null);
    }
  };

  const buyNow = (sku: ProductSku) => {
    const quantity = quantityOf(sku);
    cacheOrderList(sku.id, quantity);
    navigate(buyNowHref(productId, sku.id, quantity));
  };

  return (
    <div className="lm-skus">
      <table className="lm-skus__table">
        <caption className="lm-sr-only">{t.skus}</caption>
        <thead>
          <tr>
            <th scope="col">{t.pack}</th>
            <th scope="col">{t.sku}</th>
            <th scope="col">{t.price}</th>
            <th scope="col">{t.stock}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {skus.map((sku) => {
            const sellable = sku.on_sale;
            return (
              <tr key={sku.id}>
                <th scope="row" data-label={t.pack}>
                  {[sku.pack, sku.spec].filter(Boolean).join(' / ')}
                </th>
                <td data-label={t.sku}>
                  {sku.sku}
                  {sku.sds ? (
                    <a
                      className="lm-skus__sds"
                      href={sku.sds.url}
                      download={sku.sds.file_name}
                      title={t.sdsTitle(sku.sku, sku.sds.revised_on)}
                    >
                      {t.sds}
                    </a>
                  ) : null}
                </td>
                <td data-label={t.price}>
                  <SkuPrice sku={sku} member={member} />
                </td>
                <td data-label={t.stock}>
                  <StockState sku={sku} />
                </td>
                <td data-label={t.quantity}>
                  <QuantityStepper
                    value={quantityOf(sku)}
                    rule={{ minQty: sku.min_qty, step: sku.step }}
                    label={controlMessages.quantity.label(name, sku.sku)}
                    onChange={(quantity) => {
                      setQuantities((q) => ({ ...q, [sku.id]: quantity }));
                      // The pack the buyer is looking at is the one 在线客服 offers to send.
                      chooseChatSku(sku.id);
                    }}
                    disabled={!sellable}
                  />
                </td>
                <td data-label={t.actions}>
                  {!sellable ? null : member ? (
                    <div className="lm-sku-actions">
                      <button
                        type="button"
                        className="lm-action lm-action--primary"
                        aria-disabled={busy !== null}
                        onClick={() => void run(sku, 'cart')}
                      >
                        {t.addToCart}
                      </button>
                      <button type="button" className="lm-action" onClick={() => buyNow(sku)}>
                        {t.buyNow}
                      </button>
                      <button
                        type="button"
                        className="lm-action lm-action--text"
                        aria-disabled={busy !== null}
                        onClick={() => void run(sku, 'collect')}
                      >
                        {t.collect}
                      </button>
                    </div>
                  ) : (
                    <VisitorActions loginHref={loginHref} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
