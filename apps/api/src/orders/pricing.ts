import { formatYuan } from '@labmall/rules';
/**
 * The freight rule, kept pure so it can be tested on its own: a base freight unless the goods reach the
 * free-freight threshold, plus one surcharge per order that carries a controlled or hazardous line.
 */
export interface FreightRule {
  freightFen: number;
  freeAboveFen: number;
  hazardSurchargeFen: number;
}

export interface OrderAmounts {
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payableFen: number;
  /** Why the freight is what it is, for the confirmation page. */
  freightNote: string;
}

export function freightRuleOf(config: {
  FREIGHT_FEN: number;
  FREE_FREIGHT_ABOVE_FEN: number;
  HAZARD_SURCHARGE_FEN: number;
}): FreightRule {
  return {
    freightFen: config.FREIGHT_FEN,
    freeAboveFen: config.FREE_FREIGHT_ABOVE_FEN,
    hazardSurchargeFen: config.HAZARD_SURCHARGE_FEN,
  };
}

/**
 * Amounts of an order from its lines' subtotals (whole fen). An empty order costs nothing. The discount
 * (a coupon's, already limited to the goods it covers) comes off the goods, never below zero; freight is
 * decided on the goods before the discount. Payable never goes below zero.
 */
export function orderAmounts(
  lines: { subtotalFen: number; hazardous: boolean }[],
  rule: FreightRule,
  couponDiscountFen = 0,
): OrderAmounts {
  const goodsFen = lines.reduce((sum, line) => sum + line.subtotalFen, 0);
  if (lines.length === 0) {
    return { goodsFen: 0, freightFen: 0, discountFen: 0, payableFen: 0, freightNote: '' };
  }
  const free = goodsFen >= rule.freeAboveFen;
  const hazardous = lines.some((line) => line.hazardous);
  const base = free ? 0 : rule.freightFen;
  const surcharge = hazardous ? rule.hazardSurchargeFen : 0;
  const notes: string[] = [];
  if (free) notes.push(rule.freeAboveFen > 0 ? `满${formatYuan(rule.freeAboveFen, 'short')}包邮` : '包邮');
  else if (rule.freeAboveFen > 0) notes.push(`满${formatYuan(rule.freeAboveFen, 'short')}包邮`);
  if (surcharge > 0) notes.push(`含危险品运输附加费${formatYuan(surcharge, 'short')}`);
  const freightFen = base + surcharge;
  const discountFen = Math.min(Math.max(0, couponDiscountFen), goodsFen);
  return {
    goodsFen,
    freightFen,
    discountFen,
    payableFen: Math.max(0, goodsFen + freightFen - discountFen),
    freightNote: notes.join('，'),
  };
}
