/** Highest price a single SKU may carry: ¥10,000,000.00. */
export const MAX_PRICE_FEN = 1_000_000_000;

export type YuanParse = { fen: number } | { error: string };

/**
 * A yuan amount as merchants type it (`12`, `12.5`, `1,234.50`, `¥12.50`) → integer fen, by string
 * arithmetic: `Math.round(12.345 * 100)` style float maths would turn 1.005 into 100 fen.
 */
export function parseYuan(text: string): YuanParse {
  const s = text.trim().replace(/^[¥￥]\s*/, '');
  if (s.startsWith('-'))
    return /^-\d/.test(s) ? { error: '不能为负数' } : { error: `应为金额，实际为“${text}”` };
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return { error: `应为金额，实际为“${text}”` };
  const decimals = m[2] ?? '';
  if (decimals.length > 2) return { error: '最多保留两位小数' };
  const yuan = m[1]!.replaceAll(',', '');
  if (yuan.length > 10) return { error: '超出上限 ¥10,000,000.00' };
  const fen = Number(yuan) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen > MAX_PRICE_FEN) return { error: '超出上限 ¥10,000,000.00' };
  return { fen };
}

/** 1250 → `12.50`: the import file's own notation, no currency sign, no grouping. */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
