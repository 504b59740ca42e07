import { clampNumberInput, type NumberInputOptions } from '@labmall/rules';

export type { NumberInputOptions } from '@labmall/rules';

/**
 * What a keystroke leaves in the box: non-numeric characters stripped, decimals limited, the maximum
 * applied, but not yet the minimum: with a minimum of 10, typing "5" on the way to "50" must survive.
 */
export function typedNumber(raw: string, options: NumberInputOptions = {}): string {
  const { min, ...rest } = options;
  // A minimum at or above zero still rules out the minus sign; the bound itself waits for blur.
  const typingMin = min === undefined ? undefined : Math.min(min, 0);
  return clampNumberInput(raw, { ...rest, ...(typingMin === undefined ? {} : { min: typingMin }) });
}

/** What stays when the box loses focus: clamped to min and max, without a dangling "-" or ".". */
export function settledNumber(raw: string, options: NumberInputOptions = {}): string {
  const text = clampNumberInput(raw, options).replace(/\.$/, '');
  if (text === '-' || text === '') return '';
  // "-0" and the like, once settled, read as the number they are.
  return clampNumberInput(String(Number(text)), options);
}

/** The box's text for a form value (Form hands numbers, strings or nothing). */
export function numberText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
}
