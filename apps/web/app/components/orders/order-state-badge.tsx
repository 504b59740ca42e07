import { type OrderState, orderMessages as t } from './order-messages';

/** The state as a coloured label (text, not colour alone, carries it). */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return <span className={`lm-order-state lm-order-state--${state}`}>{t.states[state]}</span>;
}
