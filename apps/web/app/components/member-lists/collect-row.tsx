import { Link } from 'react-router';
import { messages } from '../../messages';
import { lineTotalFen } from './collect-selection';
import { formatFen, formatYuan } from './money';
import { QuantityStepper } from './quantity-stepper';
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
  const pack = [entry.pack, entry.spec].filter(Boolean).join(' · ');
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
        <dl className="lm-facts">
          <div>
            <dt>{t.product.sku}</dt>
            <dd>{entry.sku}</dd>
          </div>
          {entry.brand_name ? (
            <div>
              <dt>{t.product.brand}</dt>
              <dd>{entry.brand_name}</dd>
            </div>
          ) : null}
          {pack ? (
            <div>
              <dt>{t.product.pack}</dt>
              <dd>{pack}</dd>
            </div>
          ) : null}
        </dl>
        <StockBadge sku={entry} quantity={quantity} />
      </div>
      <dl className="lm-collect-row__money">
        <div>
          <dt>{t.product.price}</dt>
          <dd>{formatYuan(entry.price)}</dd>
        </div>
        <div>
          <dt>{t.collect.lineTotal}</dt>
          <dd className="lm-collect-row__total">{total === null ? '—' : formatFen(total)}</dd>
        </div>
      </dl>
      <div className="lm-collect-row__quantity">
        <span className="lm-collect-row__label" aria-hidden="true">
          {t.collect.usualQuantity}
        </span>
        <QuantityStepper
          value={quantity}
          rule={{ minQty: entry.min_qty, step: entry.step }}
          label={t.quantity.label(`${entry.name}（${entry.sku}）`)}
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
