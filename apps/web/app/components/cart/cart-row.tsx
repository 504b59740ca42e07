import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { controlMessages, messages } from '../../messages';
import { ProductPicture } from '../catalogue/product-picture';
import { MissingQualifications } from '../compliance/missing-qualifications';
import { QuantityStepper } from '../controls/quantity-stepper';
import { Facts, skuFacts } from '../member-lists/facts';
import { StockBadge } from '../member-lists/stock-badge';
import { ActivityNote, ActivityUnitPrice } from '../sales/activity-line';
import { changeNotes } from './cart-changes';
import type { CartLine } from './types';

const t = messages.cart;

export interface CartRowProps {
  line: CartLine;
  /** The quantity shown: the typed one while its save is on its way, else the server's. */
  quantity: number;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the 采购单: tick, what it is and what changed since it was added, price, stepper, subtotal. */
export function CartRow({ line, quantity, busy, onSelect, onQuantity, onRemove }: CartRowProps) {
  const notes = changeNotes(line);
  const titleId = `cart-${line.sku_id}`;
  return (
    <li className="lm-cart-row" aria-labelledby={titleId} data-orderable={line.orderable}>
      <input
        type="checkbox"
        className="lm-collect-row__check"
        aria-label={t.select(line.name, line.sku)}
        checked={line.selected}
        disabled={busy}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="lm-cart-row__what">
        <ProductPicture
          src={line.picture}
          name={line.name}
          width={64}
          height={47}
          className="lm-cart-row__picture"
        />
        <h2 className="lm-collect-row__name" id={titleId}>
          <Link to={`/item/${line.product_id}`}>{line.name}</Link>
        </h2>
        <Facts facts={[...skuFacts(line), [messages.memberLists.product.cas, line.cas]]} />
        <ActivityNote activity={line.activity} />
        <StockBadge sku={line} quantity={quantity} />
        {line.missing.length > 0 ? (
          <div className="lm-cart-row__qualification" role="note" data-testid="cart-qualification">
            <strong>{t.qualification}</strong>
            <MissingQualifications missing={line.missing} />
          </div>
        ) : null}
        {notes.length > 0 ? (
          <ul className="lm-cart-row__changes" aria-label={t.changes.title}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="lm-cart-row__price">
        <span className="lm-cart-row__label">{t.price}</span>
        <ActivityUnitPrice price={line.price} listPrice={line.list_price} />
      </p>
      <div className="lm-cart-row__quantity">
        <QuantityStepper
          value={quantity}
          rule={{ minQty: line.min_qty, step: line.step }}
          label={controlMessages.quantity.label(line.name, line.sku)}
          onChange={onQuantity}
          disabled={!line.on_sale}
        />
      </div>
      <p className="lm-cart-row__subtotal">
        <span className="lm-cart-row__label">{t.subtotal}</span>
        <strong>{displayYuan(line.subtotal)}</strong>
      </p>
      <button
        type="button"
        className="lm-link-button lm-cart-row__remove"
        aria-label={t.removeLabel(line.name, line.sku)}
        onClick={onRemove}
      >
        {t.remove}
      </button>
    </li>
  );
}
