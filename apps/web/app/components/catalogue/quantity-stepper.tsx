import { MAX_LINE_QUANTITY, type QuantityRule, snapQuantity } from '@labmall/rules';
import { messages } from '../../messages';

const t = messages.catalogue.item;

export interface QuantityStepperProps {
  /** What is typed (kept as text so a buyer can clear the box on the way to another number). */
  value: string;
  onChange: (value: string) => void;
  rule: QuantityRule;
  /** The SKU's 货号, naming the box and its buttons for assistive technology. */
  sku: string;
  disabled?: boolean;
}

/**
 * − [n] +: a plain number box (antd's would cost the public page its budget) whose buttons move by the
 * SKU's step from its minimum, and whose typed value snaps to the nearest allowed quantity on blur.
 */
export function QuantityStepper({ value, onChange, rule, sku, disabled }: QuantityStepperProps) {
  const current = snapQuantity(Number(value), rule);
  const top = snapQuantity(MAX_LINE_QUANTITY, rule);
  const move = (by: number) => onChange(String(snapQuantity(current + by * rule.step, rule)));
  return (
    <div className="lm-qty">
      <button
        type="button"
        className="lm-qty__button"
        aria-label={t.decrease(sku)}
        disabled={disabled || current <= rule.minQty}
        onClick={() => move(-1)}
      >
        −
      </button>
      <input
        className="lm-qty__input"
        type="number"
        inputMode="numeric"
        aria-label={t.quantityOf(sku)}
        min={rule.minQty}
        max={top}
        step={rule.step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(String(current))}
      />
      <button
        type="button"
        className="lm-qty__button"
        aria-label={t.increase(sku)}
        disabled={disabled || current >= top}
        onClick={() => move(1)}
      >
        +
      </button>
    </div>
  );
}
