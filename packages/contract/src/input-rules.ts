import { z } from 'zod';

/**
 * The rules every payload field obeys (docs/protocol.md §5, "Input rules"), and the builders routes
 * declare their fields with. The transport applies the character rules to every string of every payload
 * before the schema runs (payload-guard.ts); the builders repeat them so a field is safe on its own, and
 * carry what the guard cannot guess: the maximum length, whether a field is multi-line, whether it is a
 * name shown to other people.
 */

/** The longest string any field takes when its schema names no shorter maximum: a backstop. */
export const MAX_TEXT_CHARS = 10_000;

export const inputMessages = {
  control: '含有不允许的控制字符',
  encoding: '含有无效的字符编码',
  invisible: '不能含有不可见字符或文字方向控制符',
  tooLong: (max: number) => `长度不能超过${max}个字符`,
  tooShort: (min: number) => (min <= 1 ? '不能为空' : `长度不能少于${min}个字符`),
  required: '不能为空',
  text: '须为文本',
  integer: '须为整数',
  number: '须为数字',
  boolean: '须为 true 或 false',
  object: '须为对象',
  array: '须为数组',
  atLeast: (min: number) => `不能小于${min}`,
  atMost: (max: number) => `不能大于${max}`,
  fewItems: (min: number) => `至少选择${min}项`,
  manyItems: (max: number) => `最多${max}项`,
  choice: '取值无效',
  invalid: '格式不正确',
} as const;

// C0 and C1 controls; a multi-line field keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a UTF-16 surrogate pair without its other half: no character at all (JSON allows `"\ud800"`). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Format characters (bidi overrides, zero-width joiners…) and line/paragraph separators. */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}]/u;

/** The character rule of a string: null when it passes, else the message. */
export function textProblem(value: string, multiline: boolean): string | null {
  if (LONE_SURROGATE.test(value)) return inputMessages.encoding;
  if ((multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value)) return inputMessages.control;
  return null;
}

/** What the guard reads from a field's schema; fields are single-line unless registered here. */
export const textRules = z.registry<{ multiline: true }>();

export interface TextFieldOptions {
  /** Refused above it (counted in UTF-16 units after NFC and trimming), never cut. */
  max: number;
  /** The message for a missing value or one that is not a string. */
  error?: string;
  /** The message above `max`; by default 长度不能超过N个字符. */
  tooLong?: string;
  /** Leading and trailing white space removed before the other checks. */
  trim?: boolean;
  /** Tab, line feed and carriage return allowed (remarks, addresses). */
  multiline?: boolean;
  /** A name other people see (nickname, consignee, invoice title, organisation, real name). */
  displayName?: boolean;
}

/** A text field; chain `.min()`, `.refine()` or `.transform()` for the field's own rules. */
export function textField(options: TextFieldOptions) {
  const multiline = options.multiline ?? false;
  let field = z.string({ error: options.error ?? inputMessages.text });
  if (options.trim) field = field.trim();
  field = field
    .max(options.max, options.tooLong ?? inputMessages.tooLong(options.max))
    .superRefine((value, context) => {
      const problem = textProblem(value, multiline);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    });
  if (options.displayName) field = field.refine((v) => !INVISIBLE.test(v), inputMessages.invisible);
  return multiline ? field.register(textRules, { multiline: true }) : field;
}

export interface IntFieldOptions {
  min?: number;
  max?: number;
  /** One message for every refusal (wrong type, fraction, out of range); by default one per case. */
  message?: string;
}

/** A JSON number that is a safe integer: `"12"`, `true`, `[1]` and `1.5` are refused, not converted. */
export function intField(options: IntFieldOptions = {}) {
  const min = options.min ?? Number.MIN_SAFE_INTEGER;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  const m = options.message;
  return z
    .number({ error: m ?? inputMessages.integer })
    .int(m ?? inputMessages.integer)
    .min(min, m ?? inputMessages.atLeast(min))
    .max(max, m ?? inputMessages.atMost(max));
}

/** A row id from a client: a positive integer that fits a BIGINT column safely. */
export const idField = (message: string) => intField({ min: 1, message });

export const boolField = (message: string = inputMessages.boolean) => z.boolean({ error: message });

const typeMessages: Record<string, string> = {
  string: inputMessages.text,
  int: inputMessages.integer,
  number: inputMessages.number,
  boolean: inputMessages.boolean,
  object: inputMessages.object,
  array: inputMessages.array,
};

/**
 * Chinese messages for refusals a field did not word itself (zod's own are English). Passed to each
 * parse, so it does not change zod for the rest of the process (configuration, imports).
 */
export const inputErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return inputMessages.required;
      return typeMessages[issue.expected] ?? inputMessages.invalid;
    case 'too_big':
      if (issue.origin === 'string') return inputMessages.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return inputMessages.manyItems(Number(issue.maximum));
      return inputMessages.atMost(Number(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string') return inputMessages.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return inputMessages.fewItems(Number(issue.minimum));
      return inputMessages.atLeast(Number(issue.minimum));
    case 'invalid_value':
    case 'invalid_union':
      return inputMessages.choice;
    default:
      return inputMessages.invalid;
  }
};
