/**
 * A price as the API sends it (yuan, two decimals, e.g. "1234.5" or "1234.50") shown the shop's way:
 * ¥1,234.50. Worked on the digits, not through a float, so no amount is ever rounded.
 */
export function formatYuan(price: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return `¥${price}`;
  const [, sign, whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}¥${grouped}.${fraction.padEnd(2, '0')}`;
}
