import type { AftersaleKind, AftersaleReason } from '@labmall/contract/aftersale-choices';

/** The reasons that still allow sending back opened goods: a fault of the goods or of the shop. */
export const OPENED_REASONS: readonly AftersaleReason[] = [
  'missing',
  'damaged',
  'wrong_item',
  'quality',
  'expired',
];

/** Whether the API accepts this reason: opened goods go back (退货退款, 换货) only for a fault. */
export function reasonAllowed(
  kind: AftersaleKind | undefined,
  opened: boolean,
  reason: AftersaleReason,
): boolean {
  if (!opened || kind === undefined || kind === 'refund_only') return true;
  return OPENED_REASONS.includes(reason);
}

/** A line may be picked for this kind: 仅退款 for any line, goods sent back only where the rules allow. */
export function linePickable(kind: AftersaleKind | undefined, line: { open: number; returnable: boolean }) {
  return line.open > 0 && (kind === undefined || kind === 'refund_only' || line.returnable);
}
