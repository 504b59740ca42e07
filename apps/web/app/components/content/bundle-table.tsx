import type { GetAnswer } from '@labmall/contract';
import { displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { loginRedirect } from '../../lib/guard';
import { toastSuccess } from '../../lib/ui/feedback';
import { PriceTag } from '../catalogue/price-tag';
import { contentMessages } from './messages';

const t = contentMessages.programme;

type Solution = GetAnswer<'/programme/detail'>;

/**
 * A solution's bundle (货号, 包装, 数量, and for members 单价 and 合计) with 一键加入采购单: every SKU on sale
 * goes into the cart at its bundle quantity in one call of the cart's own add, so the cart's rules
 * (stock, minimum, step) apply as they do anywhere else. A visitor's button is a link to the login
 * page, which brings them back here.
 */
export function BundleTable({ solution, member }: { solution: Solution; member: boolean }) {
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const sellable = solution.items.filter((item) => item.on_sale);
  const skipped = solution.items.length - sellable.length;

  if (solution.items.length === 0) return <p className="lm-content__empty">{t.emptyBundle}</p>;

  const addAll = async () => {
    if (busy || sellable.length === 0) return;
    setBusy(true);
    try {
      await api.post('/user/cart/add', {
        items: sellable.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity })),
      });
      toastSuccess(skipped > 0 ? `${t.added}（${t.skipped(skipped)}）` : t.added);
      // The root loader asks for the cart count again: the header badge follows.
      await revalidate();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <table className="lm-bundle">
        <caption className="lm-sr-only">{t.bundle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.sku}</th>
            <th scope="col">{t.pack}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.price}</th>
          </tr>
        </thead>
        <tbody>
          {solution.items.map((item) => (
            <tr key={item.sku_id}>
              <th scope="row">
                <Link to={`/item/${item.product_id}`}>{item.name}</Link>
                <div className="lm-bundle__muted">{item.brand_name}</div>
              </th>
              <td data-label={t.sku}>{item.sku}</td>
              <td data-label={t.pack}>{[item.pack, item.spec].filter(Boolean).join(' / ')}</td>
              <td data-label={t.quantity}>{item.quantity}</td>
              <td data-label={t.price}>
                {item.on_sale ? (
                  <PriceTag price={item.price} member={member} />
                ) : (
                  <span className="lm-bundle__muted">{t.offSale}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lm-bundle__footer">
        {member && solution.total ? (
          <p className="lm-bundle__total">
            {t.total}：<span className="lm-price">{displayYuan(solution.total)}</span>
          </p>
        ) : null}
        {member ? (
          <button type="button" className="lm-bundle__add" aria-disabled={busy} onClick={() => void addAll()}>
            {t.addAll}
          </button>
        ) : (
          <Link to={loginRedirect(pathname, new URLSearchParams(search))} className="lm-bundle__add">
            {t.addAll}
          </Link>
        )}
      </div>
    </>
  );
}
