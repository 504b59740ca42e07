import { MAX_PAGE_ENTRIES } from './constants.ts';

export type PageEntry = number | 'ellipsis';

/** Fewer slots cannot hold the first page, a gap, the current page, a gap and the last page. */
const MIN_ENTRIES = 5;

/**
 * Page numbers and gaps for a pager, at most `max` entries in all (gaps included), always with the first and
 * last page. A gap never hides a single page: that page is shown instead.
 */
export function pageEntries(
  current: number,
  totalPages: number,
  max: number = MAX_PAGE_ENTRIES,
): PageEntry[] {
  const total = Math.floor(totalPages);
  if (!(total >= 1)) return [];
  const slots = Math.max(MIN_ENTRIES, Math.floor(max) || MIN_ENTRIES);
  if (total <= slots) return range(1, total);

  const page = Math.min(total, Math.max(1, Math.floor(current) || 1));
  const middle = slots - 4;
  const before = Math.floor((middle - 1) / 2);
  const after = middle - 1 - before;

  if (page - before <= 3) return [...range(1, slots - 2), 'ellipsis', total];
  if (page + after >= total - 2) return [1, 'ellipsis', ...range(total - slots + 3, total)];
  return [1, 'ellipsis', ...range(page - before, page + after), 'ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export interface NumberInputOptions {
  /** Digits allowed after the point; 0 (the default) means whole numbers. */
  decimals?: number;
  /** A minus sign is only accepted when this is below zero. */
  min?: number;
  max?: number;
}

const FULL_WIDTH_DIGIT_RE = /[０-９]/g;

/**
 * Cleans what was typed into a number input: keeps digits, one point (only when decimals are allowed) and a
 * leading minus (only when `min < 0`), drops extra decimals and leading zeros, then clamps to [min, max].
 * `''`, `'-'` and a trailing point survive so the user can keep typing.
 */
export function clampNumberInput(raw: string, options: NumberInputOptions = {}): string {
  const { min, max } = options;
  const decimals = Math.max(0, Math.floor(options.decimals ?? 0));
  // A Chinese IME types full-width digits and `。` for the point key.
  const ascii = raw
    .replace(FULL_WIDTH_DIGIT_RE, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/－/g, '-');
  const kept = ascii.replace(/[^\d.-]/g, '');
  const negative = min !== undefined && min < 0 && kept.startsWith('-');
  const body = kept.replaceAll('-', '');

  const point = decimals > 0 ? body.indexOf('.') : -1;
  const intDigits = (point < 0 ? body.split('.')[0]! : body.slice(0, point)).replace(/^0+(?=\d)/, '');
  const fraction =
    point < 0
      ? ''
      : body
          .slice(point + 1)
          .replaceAll('.', '')
          .slice(0, decimals);
  const sign = negative ? '-' : '';
  if (intDigits === '' && point < 0) return sign;
  const text = `${sign}${intDigits || '0'}${point < 0 ? '' : `.${fraction}`}`;

  const value = Number(text);
  if (max !== undefined && value > max) return formatBound(max, decimals, 'down');
  if (min !== undefined && value < min) return formatBound(min, decimals, 'up');
  return text;
}

/** Rounds a bound inwards to the allowed decimals so the clamped value is itself within range. */
function formatBound(bound: number, decimals: number, direction: 'down' | 'up'): string {
  const scale = 10 ** decimals;
  // The epsilon keeps 0.29 * 100 = 28.999999999999996 from flooring to 28.
  const scaled = direction === 'down' ? Math.floor(bound * scale + 1e-9) : Math.ceil(bound * scale - 1e-9);
  return String(scaled / scale);
}
