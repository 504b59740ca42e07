/**
 * Money, the one way (ADR 28): integer fen inside both apps, yuan strings with two decimals on the wire
 * ("1234.50", "-5.00"), ¥1,234.50 on the page (DESIGN §5). Everything works on the digits or on whole
 * fen, never through a float in yuan: `Math.round(1.005 * 100)` is 100, and 0.1 + 0.2 is not 0.3.
 * Zod-free, so the storefront's bundles carry it; the contract's payload field is built on `parseYuan`.
 */

/** Highest price a single SKU may carry: ¥10,000,000.00. */
export const MAX_PRICE_FEN = 1_000_000_000;

/** Highest amount any field takes unless it names a lower one: ¥100,000,000.00 (a credit limit). */
export const MAX_AMOUNT_FEN = 10_000_000_000;

export type YuanParse = { fen: number } | { error: string };

export interface YuanLimits {
  /** Lowest amount in fen (default 0; below 0 the text may carry a minus). */
  min?: number;
  /** Highest amount in fen (default `MAX_AMOUNT_FEN`). */
  max?: number;
}

// A minus, then a currency sign, then the yuan (bare, or grouped by thousands), then any decimals: what
// a person types (`12`, `12.5`, `1,234.50`, `¥12.50`, `-¥5.00`) and all that the formatter writes.
const AMOUNT = /^(-?)\s*[¥￥]?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

const notAmount = (text: unknown) =>
  typeof text === 'string' ? `应为金额，实际为“${text}”` : '应为金额（文本，如 "12.50"）';

/**
 * The one parser: a yuan amount as text → integer fen, or the reason it is not one (Chinese, for the
 * field it came from). Surrounding white space is ignored; more than two decimals, exponents and
 * anything beyond `limits` are refused, not rounded.
 */
export function parseYuan(text: unknown, limits: YuanLimits = {}): YuanParse {
  const min = limits.min ?? 0;
  const max = Math.min(limits.max ?? MAX_AMOUNT_FEN, Number.MAX_SAFE_INTEGER);
  if (typeof text !== 'string') return { error: notAmount(text) };
  const match = AMOUNT.exec(text.trim());
  if (!match) return { error: notAmount(text) };
  const [, sign, grouped = '', decimals = ''] = match;
  if (sign && min >= 0) return { error: '不能为负数' };
  if (decimals.length > 2) return { error: '最多保留两位小数' };
  const yuan = grouped.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  // Checked on the digits first: past 15 of them Number() would round, and the comparison with it.
  const tooMuch = sign ? -min : max;
  if (yuan.length > 15) return { error: limitError(sign, min, max) };
  const magnitude = Number(yuan) * 100 + Number(decimals.padEnd(2, '0'));
  if (magnitude > tooMuch) return { error: limitError(sign, min, max) };
  const fen = sign && magnitude > 0 ? -magnitude : magnitude;
  if (fen < min) return { error: `不能低于 ${formatYuan(min, 'price')}` };
  return { fen };
}

const limitError = (sign: string | undefined, min: number, max: number) =>
  sign ? `不能低于 ${formatYuan(min, 'price')}` : `超出上限 ${formatYuan(max, 'price')}`;

/** Whole fen of an amount the API sent (signed), or null when it is not one: what pages do sums with. */
export function yuanToFen(yuan: string): number | null {
  const parsed = parseYuan(yuan, { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  return 'fen' in parsed ? parsed.fen : null;
}

/**
 * How an amount is written:
 * - `wire`: the API's yuan string, `1234.50` / `-5.00` (also CSV and Excel cells, order exports);
 * - `price`: as the shop shows it, `¥1,234.50` / `-¥5.00`;
 * - `short`: a round figure in a sentence or on a coupon's face, `¥500`, `¥1,350`, `¥12.50`.
 */
export type YuanStyle = 'wire' | 'price' | 'short';

/** The one formatter: integer fen → text in one of the three styles above. */
export function formatYuan(fen: number, style: YuanStyle = 'wire'): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`an amount in fen must be a safe integer: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  if (style === 'wire') return `${sign}${whole}.${cents}`;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  if (style === 'short' && cents === '00') return `${sign}¥${grouped}`;
  return `${sign}¥${grouped}.${cents}`;
}

/**
 * An amount the API sent, as the shop shows it (`"1234.5"` → `¥1,234.50`); the text itself when it is
 * not an amount, so a page never hides what the server said.
 */
export function displayYuan(yuan: string): string {
  const fen = yuanToFen(yuan);
  return fen === null ? yuan : formatYuan(fen, 'price');
}
