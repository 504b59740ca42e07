/** Beijing is UTC+8 all year: the date an order number carries is the buyer's calendar day. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A readable order number: the Beijing date and a running sequence (`order_number_seq`), six digits and
 * more once the sequence passes a million (it never resets, so numbers stay unique): 20261125000123.
 */
export function formatOrderNumber(sequence: number, now: Date = new Date()): string {
  const day = new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(sequence).padStart(6, '0')}`;
}
