/**
 * Order quantities of a SKU: at least its minimum, then in steps (a 25 kg drum sold in twos: min 2,
 * step 2). One rule for the item page, the frequent-purchase list and the cart, checked again by the API.
 */
export interface QuantityRule {
  minQty: number;
  step: number;
}

/** The largest quantity of one SKU in one line. */
export const MAX_LINE_QUANTITY = 9999;

/** null when acceptable, else the message to show. */
export function quantityProblem(quantity: number, rule: QuantityRule): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return '数量须为正整数';
  if (quantity > MAX_LINE_QUANTITY) return `数量不能超过 ${MAX_LINE_QUANTITY}`;
  if (quantity < rule.minQty) return `最少购买 ${rule.minQty} 件`;
  if ((quantity - rule.minQty) % rule.step !== 0) {
    return `数量须为 ${rule.minQty} 起、按 ${rule.step} 递增`;
  }
  return null;
}

/** The nearest acceptable quantity to what was typed (what a stepper snaps to), within bounds. */
export function snapQuantity(quantity: number, rule: QuantityRule): number {
  const top = rule.minQty + Math.floor((MAX_LINE_QUANTITY - rule.minQty) / rule.step) * rule.step;
  if (!Number.isFinite(quantity) || quantity <= rule.minQty) return rule.minQty;
  if (quantity >= top) return top;
  const steps = Math.round((Math.floor(quantity) - rule.minQty) / rule.step);
  return rule.minQty + steps * rule.step;
}
