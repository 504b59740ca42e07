import { formatYuan, yuanToFen } from '@labmall/rules';

export interface EstimateLine {
  /** Per unit, as the options route answers it (元). */
  amount: string;
  quantity: number;
  restocking_percent: number;
}

/**
 * What the buyer may expect back before submitting: per line amount × quantity, less the restocking
 * fee (a percentage of that line, rounded down to the fen as the API does) when goods are sent back for a refund. 仅退款
 * pays no fee; 换货 refunds nothing. The API decides the real amount; this only tells the buyer first.
 */
export function refundEstimate(
  kind: 'refund_only' | 'return_refund' | 'exchange',
  lines: readonly EstimateLine[],
): { refund: string; fee: string } {
  if (kind === 'exchange') return { refund: formatYuan(0), fee: formatYuan(0) };
  let gross = 0;
  let fee = 0;
  for (const line of lines) {
    const fen = (yuanToFen(line.amount) ?? 0) * line.quantity;
    gross += fen;
    if (kind === 'return_refund') fee += Math.floor((fen * line.restocking_percent) / 100);
  }
  return { refund: formatYuan(gross - fee), fee: formatYuan(fee) };
}
