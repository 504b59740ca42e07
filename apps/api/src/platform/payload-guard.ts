import {
  inputErrorMap,
  inputMessages,
  MAX_TEXT_CHARS,
  textProblem,
  textRules,
} from '@labmall/contract/input-rules';
import type { z } from 'zod';
import { fieldSchemas } from './schema-walk.ts';

export type PayloadCheck<T = unknown> =
  | { success: true; data: T }
  | { success: false; fields: Record<string, string> };

/**
 * The one way a payload reaches a route: every string, at any depth and under any key, is checked for
 * control characters, lone surrogates and the length backstop, and normalised to NFC; then the route's
 * schema parses it. Fields the schema does not name are dropped by it (plain `z.object`), never refused.
 */
export function parsePayload<T>(schema: z.ZodType<T>, raw: unknown): PayloadCheck<T> {
  const problems: Record<string, string> = {};
  const cleaned = clean(raw, [schema], [], problems);
  if (Object.keys(problems).length > 0) return { success: false, fields: problems };
  const parsed = schema.safeParse(cleaned, { error: inputErrorMap });
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, fields: fieldErrors(parsed.error) };
}

/** The first message per field, keyed by its dotted path (`items.0.quantity`); `_` for the payload itself. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** `schemas`: what the payload's schema may expect at this place (several under a union; none if unknown). */
function clean(
  value: unknown,
  schemas: z.ZodType[],
  path: string[],
  problems: Record<string, string>,
): unknown {
  if (typeof value === 'string') {
    const multiline = schemas.some((s) => textRules.get(s)?.multiline);
    const problem =
      textProblem(value, multiline) ??
      (value.length > MAX_TEXT_CHARS ? inputMessages.tooLong(MAX_TEXT_CHARS) : null);
    if (problem) problems[path.length ? path.join('.') : '_'] ??= problem;
    return value.normalize('NFC');
  }
  if (Array.isArray(value)) {
    const elements = fieldSchemas(schemas, 0);
    return value.map((item, i) => clean(item, elements, [...path, String(i)], problems));
  }
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a `__proto__` key stays a key and never sets a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        clean(item, fieldSchemas(schemas, key), [...path, key], problems),
      ]),
    );
  }
  return value;
}
