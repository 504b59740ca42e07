import { type AftersaleState, aftersaleStateLabels } from '@labmall/contract/aftersale-choices';

/** A request's state as a coloured label, in the orders' badge (the text carries it, not the colour). */
export function AftersaleStateBadge({ state }: { state: AftersaleState }) {
  return (
    <span className={`lm-order-state lm-aftersale-state--${state}`} data-testid="aftersale-state">
      {aftersaleStateLabels[state]}
    </span>
  );
}
