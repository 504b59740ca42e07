import { chinaDate } from '@labmall/rules';

/**
 * A readable order number: the Beijing date and a running sequence (`order_number_seq`), six digits and
 * more once the sequence passes a million (it never resets, so numbers stay unique): 20261125000123.
 */
export function formatOrderNumber(sequence: number, now: Date = new Date()): string {
  const day = chinaDate(now).replaceAll('-', '');
  return `${day}${String(sequence).padStart(6, '0')}`;
}
