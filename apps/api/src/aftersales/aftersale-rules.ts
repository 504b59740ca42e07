import type { AftersaleKind, AftersaleReason } from '@labmall/contract/aftersale-choices';

/** Days after receipt within which a return or exchange may be asked, when no rule says otherwise. */
export const DEFAULT_RETURN_DAYS = 7;

/** Storage that needs the cold chain: 2–8 ℃, −20 ℃, 冷藏, 冷冻, 干冰. */
const COLD_CHAIN = /2\s*[-–~～至]\s*8|[−-]\s*(20|80)|冷藏|冷冻|干冰|冷链/;

/** Once opened, only a fault of the goods or of the shipment qualifies for a return or an exchange. */
const OPENED_REASONS: readonly AftersaleReason[] = ['missing', 'damaged', 'wrong_item', 'quality', 'expired'];

export interface RuleFacts {
  scope: string;
  targetId: number;
  returnable: boolean;
  days: number;
  restockingPercent: number;
  note: string;
}

export interface LineRule {
  returnable: boolean;
  whyNot: string;
  days: number;
  restockingPercent: number;
}

/**
 * What may be returned of one product: the operator's rule for the product, else the nearest of its
 * categories' (`chain`, nearest first), else the defaults — controlled classes and cold-chain goods are not
 * returned, others within 7 days of receipt, no restocking fee.
 */
export function lineRule(
  line: { productId: number | null; storage: string; controlled: readonly string[] },
  chain: readonly number[],
  rules: readonly RuleFacts[],
): LineRule {
  const rule =
    rules.find((r) => r.scope === 'product' && r.targetId === line.productId) ??
    chain.map((id) => rules.find((r) => r.scope === 'category' && r.targetId === id)).find(Boolean);
  if (rule) {
    return {
      returnable: rule.returnable,
      whyNot: rule.returnable ? '' : rule.note || '该商品不支持退换货',
      days: rule.days,
      restockingPercent: rule.returnable ? rule.restockingPercent : 0,
    };
  }
  const whyNot =
    line.controlled.length > 0
      ? '管制类化学品不支持退换货'
      : COLD_CHAIN.test(line.storage)
        ? '冷链商品（低温储存）不支持退换货'
        : '';
  return { returnable: whyNot === '', whyNot, days: DEFAULT_RETURN_DAYS, restockingPercent: 0 };
}

/** What a line was paid, its share of the order's discount taken off (freight is not refunded by line). */
export function linePaidFen(line: { subtotalFen: number }, order: { goodsFen: number; discountFen: number }) {
  if (order.goodsFen <= 0) return 0;
  return line.subtotalFen - Math.floor((order.discountFen * line.subtotalFen) / order.goodsFen);
}

/** The paid share of `quantity` of a line's `bought`, rounded down to the fen. */
export function shareFen(paidFen: number, quantity: number, bought: number) {
  return Math.floor((paidFen * quantity) / bought);
}

/** The kinds an order may ask for: before shipping only 仅退款. */
export function allowedKinds(state: string): AftersaleKind[] {
  if (state === 'paid') return ['refund_only'];
  if (state === 'shipped' || state === 'completed') return ['refund_only', 'return_refund', 'exchange'];
  return [];
}

export const openedQualifies = (reason: AftersaleReason) => OPENED_REASONS.includes(reason);
