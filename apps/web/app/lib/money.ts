/**
 * Money as the API sends it, yuan strings with up to two decimals ("128.00", "1234.5"), and as the shop
 * shows it, ¥1,234.50 (DESIGN §5). Worked on the digits or in whole fen, never through a float in yuan,
 * so no amount is rounded and 0.1 + 0.2 never shows up in a sum.
 */

/** Whole fen of a yuan string; null when it is not a price (negative amounts included). */
export function yuanToFen(yuan: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** ¥ text of an amount in fen (a sum or a line total). */
export function formatFen(fen: number): string {
  const whole = Math.floor(fen / 100).toLocaleString('en-US');
  return `¥${whole}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * ¥ text of a yuan string, on its digits (any length, a leading minus kept: -¥5.00); the input itself
 * when it is not a price (never hides what the server said).
 */
export function formatYuan(yuan: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return yuan;
  const [, sign, whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}¥${grouped}.${fraction.padEnd(2, '0')}`;
}
