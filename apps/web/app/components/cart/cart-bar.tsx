import { displayYuan } from '@labmall/rules';
import { messages } from '../../messages';
import type { CartList } from './types';

const t = messages.cart;

export interface CartBarProps {
  summary: CartList['summary'];
  allSelected: boolean;
  busy: boolean;
  onToggleAll: (selected: boolean) => void;
  onRemoveSelected: () => void;
  onCollectSelected: () => void;
  onCheckout: () => void;
}

/** Under the lines: 全选, 删除所选, 移入常购清单, the selected count and total (the server's), 去结算. */
export function CartBar({ summary, allSelected, busy, ...on }: CartBarProps) {
  const none = summary.selected_count === 0;
  const blocked = summary.blocked_count > 0;
  return (
    <div className="lm-collect-bar lm-cart-bar">
      {/* Two groups only for phones: the tools stay in the page, the sum and 去结算 stick to the bottom
          in one short row (issue 32, item 13: the whole bar stuck there was 172 px of a 812 px screen). */}
      <div className="lm-cart-bar__tools">
        <label className="lm-collect-bar__all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={busy}
            onChange={(event) => on.onToggleAll(event.target.checked)}
          />
          {t.selectAll}
        </label>
        <button
          type="button"
          className="lm-link-button"
          disabled={none || busy}
          onClick={on.onRemoveSelected}
        >
          {t.removeSelected}
        </button>
        <button
          type="button"
          className="lm-link-button"
          disabled={none || busy}
          onClick={on.onCollectSelected}
        >
          {t.toCollect}
        </button>
        {blocked || none ? (
          <p id="cart-checkout-why" className="lm-cart-bar__why">
            {blocked ? t.blocked(summary.blocked_count) : t.nothingSelected}
          </p>
        ) : null}
      </div>
      <div className="lm-cart-bar__pay">
        <p className="lm-collect-bar__sum" aria-live="polite">
          <span>{t.selected(summary.selected_count, summary.selected_quantity)}</span>
          <span>
            {t.total}
            <strong className="lm-collect-bar__total">{displayYuan(summary.selected_total)}</strong>
          </span>
        </p>
        <button
          type="button"
          className="lm-button lm-button--primary lm-cart-bar__checkout"
          disabled={none || blocked || busy}
          aria-describedby={blocked || none ? 'cart-checkout-why' : undefined}
          onClick={on.onCheckout}
        >
          {t.checkout}
        </button>
      </div>
    </div>
  );
}
