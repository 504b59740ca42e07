import { type OrderState, orderStateText } from './order-messages';

/**
 * The state as a coloured label (text, not colour alone, carries it), from the one function every page
 * uses: an unpaid order whose transfer voucher waits for the operator reads 待付款 · 待确认.
 */
export function OrderStateBadge({
  state,
  awaitingTransfer = false,
}: {
  state: OrderState;
  awaitingTransfer?: boolean;
}) {
  const awaiting = state === 'pending_payment' && awaitingTransfer;
  return (
    <span
      className={`lm-order-state lm-order-state--${awaiting ? 'awaiting' : state}`}
      data-testid={awaiting ? 'order-state-awaiting' : 'order-state'}
    >
      {orderStateText(state, awaitingTransfer)}
    </span>
  );
}
