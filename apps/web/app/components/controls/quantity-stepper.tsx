import { MAX_LINE_QUANTITY, type QuantityRule, quantityProblem, snapQuantity } from '@labmall/rules';
import { useId, useState } from 'react';
import { typedNumber } from '../../lib/hooks/number-input';
import { controlMessages } from '../../messages';

const t = controlMessages.quantity;

export interface QuantityStepperProps {
  /** The quantity in force (a valid one). */
  value: number;
  /** The SKU's minimum and step (a step below 1 counts as 1). */
  rule: QuantityRule;
  /** Names the box, and after 减少 / 增加 its buttons, e.g. `controlMessages.quantity.label(name, sku)`. */
  label: string;
  /** Called with a quantity the rule accepts: typed ones are snapped to the rule when the box is left. */
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * − [n] + honouring the SKU's minimum and step (the rule the API checks again). A plain text box (no
 * antd: the item page keeps its budget). Typing is free until the box is left or Enter is pressed; then a
 * bad quantity snaps to the nearest good one and the line below says why; otherwise that line shows the
 * rule (5 起订，按 5 递增). The line keeps its height while empty, so a snap's note does not move what is
 * beside or below the stepper while the pointer that left the box is on its way there.
 */
export function QuantityStepper({ value, rule: given, label, onChange, disabled }: QuantityStepperProps) {
  const rule = given.step >= 1 ? given : { ...given, step: 1 };
  const [text, setText] = useState(String(value));
  const [note, setNote] = useState('');
  const [shown, setShown] = useState(value);
  const noteId = useId();
  // A new value from outside (a reload, a snap) replaces what the box shows.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const settle = (next: number, explain: boolean) => {
    const problem = quantityProblem(next, rule);
    const quantity = problem ? snapQuantity(next, rule) : next;
    setNote(problem && explain ? t.adjusted(quantity, problem) : '');
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  const commitText = () => {
    // Nothing typed since the last settle: keep the note (clearing it would move what is below it
    // while the pointer that caused this blur is on its way to a button there).
    if (text === String(value)) return;
    const typed = Number(text);
    settle(text === '' || !Number.isFinite(typed) ? rule.minQty : typed, true);
  };

  const top = snapQuantity(MAX_LINE_QUANTITY, rule);
  const hint = rule.minQty > 1 || rule.step > 1 ? t.rule(rule.minQty, rule.step) : '';

  return (
    <div className="lm-stepper">
      <div className="lm-stepper__box">
        <button
          type="button"
          className="lm-stepper__button"
          aria-label={t.decrease(label)}
          disabled={disabled || value <= rule.minQty}
          onClick={() => settle(value - rule.step, false)}
        >
          −
        </button>
        <input
          className="lm-stepper__input"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-describedby={hint || note ? noteId : undefined}
          value={text}
          disabled={disabled}
          onChange={(event) =>
            setText(typedNumber(event.target.value, { decimals: 0, max: MAX_LINE_QUANTITY, min: 0 }))
          }
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commitText();
          }}
        />
        <button
          type="button"
          className="lm-stepper__button"
          aria-label={t.increase(label)}
          disabled={disabled || value >= top}
          onClick={() => settle(value + rule.step, false)}
        >
          +
        </button>
      </div>
      <p id={noteId} className="lm-stepper__note" aria-live="polite">
        {note || hint}
      </p>
    </div>
  );
}
