import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/browser';
import { messages } from '../../messages';
import { formatYuan } from './money';
import { QuantityStepper } from './quantity-stepper';
import { StockBadge } from './stock-badge';
import type { CollectLookup } from './types';

const t = messages.memberLists;

export interface CollectAddFormProps {
  sku: CollectLookup;
  onAdded: (quantity: number) => void;
}

/** The SKU a 货号 found, with its usual quantity (the SKU's minimum to start) → POST /user/collect/add. */
export function CollectAddForm({ sku, onAdded }: CollectAddFormProps) {
  const [quantity, setQuantity] = useState(sku.min_qty);
  const [busy, setBusy] = useState(false);
  const pack = [sku.pack, sku.spec].filter(Boolean).join(' · ');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post<{ id: number }>('/user/collect/add', { sku_id: sku.sku_id, quantity });
      onAdded(quantity);
    } catch {
      // The API client has shown why (off sale, unknown SKU…).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lm-found" aria-labelledby="collect-found" onSubmit={(event) => void add(event)}>
      <h2 id="collect-found" className="lm-found__title">
        {t.collectItem.found}
      </h2>
      <p className="lm-found__name">
        <Link to={`/item/${sku.product_id}`}>{sku.name}</Link>
      </p>
      <dl className="lm-facts">
        <div>
          <dt>{t.product.sku}</dt>
          <dd>{sku.sku}</dd>
        </div>
        {sku.brand_name ? (
          <div>
            <dt>{t.product.brand}</dt>
            <dd>{sku.brand_name}</dd>
          </div>
        ) : null}
        {pack ? (
          <div>
            <dt>{t.product.pack}</dt>
            <dd>{pack}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.product.price}</dt>
          <dd className="lm-found__price">{formatYuan(sku.price)}</dd>
        </div>
      </dl>
      <StockBadge sku={sku} quantity={quantity} />
      <div className="lm-found__actions">
        <QuantityStepper
          value={quantity}
          rule={{ minQty: sku.min_qty, step: sku.step }}
          label={t.quantity.label(`${sku.name}（${sku.sku}）`)}
          onChange={setQuantity}
        />
        <button type="submit" className="lm-button lm-button--primary" disabled={busy}>
          {t.collectItem.submit}
        </button>
      </div>
    </form>
  );
}
