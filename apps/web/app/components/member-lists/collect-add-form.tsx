import { displayYuan } from '@labmall/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/browser';
import { controlMessages, messages } from '../../messages';
import { QuantityStepper } from '../controls/quantity-stepper';
import { Facts, skuFacts } from './facts';
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

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post('/user/collect/add', { sku_id: sku.sku_id, quantity });
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
      <Facts
        facts={[
          ...skuFacts(sku),
          [
            t.product.price,
            <span key="price" className="lm-found__price">
              {displayYuan(sku.price)}
            </span>,
          ],
        ]}
      />
      <StockBadge sku={sku} quantity={quantity} />
      <div className="lm-found__actions">
        <QuantityStepper
          value={quantity}
          rule={{ minQty: sku.min_qty, step: sku.step }}
          label={controlMessages.quantity.label(sku.name, sku.sku)}
          onChange={setQuantity}
        />
        <button type="submit" className="lm-button lm-button--primary" disabled={busy}>
          {t.collectItem.submit}
        </button>
      </div>
    </form>
  );
}
