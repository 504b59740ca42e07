import { parseYuan, type YuanLimits } from '@labmall/rules';
import { z } from 'zod';
import { textField } from './input-rules.ts';

/**
 * The wire's money (ADR 28): every amount, in answers and in payloads, buyers' and operators' routes
 * alike, is a yuan string. The server writes it with `formatYuan` (`"1234.50"`, `"-5.00"`); it reads
 * one through `parseYuan`, so a handler only ever sees integer fen.
 */

/** What an answer's amount looks like: the formatter's wire style, exactly two decimals. */
export const WIRE_YUAN = /^-?\d+\.\d{2}$/;

/** An amount in an answer (元, two decimals); the answer schema refuses any other shape. */
export const yuanAnswer = (what: string) =>
  z.string().regex(WIRE_YUAN).describe(`${what}（元，两位小数，如 "1234.50"）`);

export interface YuanFieldOptions extends YuanLimits {
  /** Replaces the parser's own reason (所有拒绝共用一句话), where the form states the rule itself. */
  message?: string;
}

/**
 * An amount in a payload: a yuan string (`"12"`, `"12.5"`, `"1,234.50"`; at most two decimals, never a
 * JSON number, which could already be a rounded float) that reaches the handler as integer fen.
 */
export function yuanField(what: string, options: YuanFieldOptions = {}) {
  const { message, ...limits } = options;
  return textField({ max: 24, trim: true, error: message ?? `请填写${what}（元）` })
    .transform((text, context) => {
      const parsed = parseYuan(text, limits);
      if ('fen' in parsed) return parsed.fen;
      context.addIssue({ code: 'custom', message: message ?? `${what}${parsed.error}`, input: text });
      return z.NEVER;
    })
    .describe(`${what}（元，最多两位小数，如 "12.50"）`);
}
