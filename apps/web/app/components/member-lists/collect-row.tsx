import { displayYuan, formatYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { controlMessages, messages } from '../../messages';
import { QuantityStepper } from '../controls/quantity-stepper';
import { lineTotalFen } from './collect-selection';
import { Facts, skuFacts } from './facts';
import { StockBadge } from './stock-badge';
import type { CollectEntry } from './types';

const t = messages.memberLists;

export interface CollectRowProps {
  entry: CollectEntry;
  quantity: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One SKU of the frequent-purchase list: tick, what it is, price, usual quantity, line total, remove. */
export function CollectRow({ entry, quantity, selected, onSelect, onQuantity, onRemove }: CollectRowProps) {
  const total = lineTotalFen(entry, quantity);
  return (
    <article
      className="lm-collect-row"
      aria-labelledby={`collect-${entry.id}`}
      data-off-sale={!entry.on_sale}
    >
      <input
        type="checkbox"
        className="lm-collect-row__check"
        aria-label={t.collect.select(entry.name, entry.sku)}
        checked={selected}
        disabled={!entry.on_sale}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="lm-collect-row__what">
        <h2 className="lm-collect-row__name" id={`collect-${entry.id}`}>
          <Link to={`/item/${entry.product_id}`}>{entry.name}</Link>
        </h2>
        <Facts facts={skuFacts(entry)} />
        <StockBadge sku={entry} quantity={quantity} />
      </div>
      <dl className="lm-collect-row__money">
        <div>
          <dt>{t.product.price}</dt>
          <dd>{displayYuan(entry.price)}</dd>
        </div>
        <div>
          <dt>{t.collect.lineTotal}</dt>
          <dd className="lm-collect-row__total">{total === null ? '—' : formatYuan(total, 'price')}</dd>
        </div>
      </dl>
      <div className="lm-collect-row__quantity">
        <span className="lm-collect-row__label" aria-hidden="true">
          {t.collect.usualQuantity}
        </span>
        <QuantityStepper
          value={quantity}
          rule={{ minQty: entry.min_qty, step: entry.step }}
          label={controlMessages.quantity.label(entry.name, entry.sku)}
          onChange={onQuantity}
        />
      </div>
      <button
        type="button"
        className="lm-link-button lm-collect-row__remove"
        aria-label={t.collect.removeLabel(entry.name, entry.sku)}
        onClick={onRemove}
      >
        {t.collect.remove}
      </button>
    </article>
  );
}
