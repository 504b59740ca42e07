import { orderMessages as t } from './order-messages';

/** Prints the order page itself (the print stylesheet hides the buttons and the frame's chrome). */
export function PrintButton() {
  return (
    <button type="button" className="lm-button" onClick={() => window.print()}>
      {t.actions.print}
    </button>
  );
}
