import { messages, NICKNAME_MAX } from './constants.ts';
import { fieldMessages as fm } from './field-messages.ts';
import {
  EMAIL_RE,
  isIdCard,
  MOBILE_RE,
  PASSWORD_RE,
  REAL_NAME_RE,
  SMS_CODE_RE,
  USERNAME_RE,
} from './patterns.ts';

/** `true` passes; a non-empty string fails with that text; `false` (or `''`) fails with the rule's message. */
export type RuleVerdict = true | string | false;

export type AllValues = Readonly<Record<string, unknown>>;

export type SyncCheck = (value: unknown, allValues: AllValues) => RuleVerdict;
export type AsyncCheck = (value: unknown, allValues: AllValues) => Promise<RuleVerdict>;

export type RuleObject =
  | { type: 'empty'; message?: string }
  | { type: 'regexp'; pattern: RegExp; message?: string }
  | { type: 'length'; min?: number; max?: number; message?: string }
  | { type: 'range'; min?: number; max?: number; message?: string }
  | { type: 'check'; min?: number; max?: number; message?: string }
  | { type: 'custom'; validator: SyncCheck; message?: string }
  | { type: 'async'; validator: AsyncCheck; message?: string };

/** A bare string is shorthand for `{ type: 'empty', message: thatString }`. */
export type Rule = string | RuleObject;

export type FormSchema = Readonly<Record<string, readonly Rule[]>>;

export type FormValidation = { ok: true } | { ok: false; fields: Record<string, string>; message: string };

export const DEFAULT_FORM_FAILURE = messages.FORM_FAILURE;
export const DEFAULT_REQUIRED_MESSAGE = messages.REQUIRED;
const DEFAULT_PATTERN_MESSAGE = '格式不正确';
const DEFAULT_CUSTOM_MESSAGE = '校验未通过';
const NOT_A_NUMBER_MESSAGE = '请输入有效的数字';

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function toRuleObject(rule: Rule): RuleObject {
  return typeof rule === 'string' ? { type: 'empty', message: rule } : rule;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

const DECIMAL_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL_RE.test(value.trim())) return Number(value.trim());
  return null;
}

function boundsMessage(min: number | undefined, max: number | undefined, texts: BoundsTexts): string {
  if (min !== undefined && max !== undefined) {
    return min === max ? texts.exactly(min) : texts.between(min, max);
  }
  if (min !== undefined) return texts.atLeast(min);
  if (max !== undefined) return texts.atMost(max);
  return DEFAULT_PATTERN_MESSAGE;
}

interface BoundsTexts {
  between: (min: number, max: number) => string;
  exactly: (n: number) => string;
  atLeast: (min: number) => string;
  atMost: (max: number) => string;
}

const LENGTH_TEXTS: BoundsTexts = {
  between: (min, max) => `长度应为${min}-${max}个字符`,
  exactly: (n) => `长度应为${n}个字符`,
  atLeast: (min) => `长度不能少于${min}个字符`,
  atMost: (max) => `长度不能超过${max}个字符`,
};

const RANGE_TEXTS: BoundsTexts = {
  between: (min, max) => `请输入${min}到${max}之间的数值`,
  exactly: (n) => `数值应为${n}`,
  atLeast: (min) => `数值不能小于${min}`,
  atMost: (max) => `数值不能大于${max}`,
};

const CHECK_TEXTS: BoundsTexts = {
  between: (min, max) => `请选择${min}-${max}项`,
  exactly: (n) => `请选择${n}项`,
  atLeast: (min) => `请至少选择${min}项`,
  atMost: (max) => `最多只能选择${max}项`,
};

function outOfBounds(n: number, min: number | undefined, max: number | undefined): boolean {
  return (min !== undefined && n < min) || (max !== undefined && n > max);
}

function verdictMessage(verdict: RuleVerdict, rule: { message?: string }): string | null {
  if (verdict === true) return null;
  if (typeof verdict === 'string' && verdict !== '') return verdict;
  return rule.message ?? DEFAULT_CUSTOM_MESSAGE;
}

/** The failure message of one rule, or null. `regexp`, `length` and `range` pass on empty values. */
async function checkRule(rule: RuleObject, value: unknown, allValues: AllValues): Promise<string | null> {
  const empty = isEmptyValue(value);
  switch (rule.type) {
    case 'empty':
      return empty ? (rule.message ?? DEFAULT_REQUIRED_MESSAGE) : null;
    case 'regexp': {
      if (empty) return null;
      const text = asText(value);
      // A global or sticky pattern remembers lastIndex between calls.
      rule.pattern.lastIndex = 0;
      return text !== null && rule.pattern.test(text) ? null : (rule.message ?? DEFAULT_PATTERN_MESSAGE);
    }
    case 'length': {
      if (empty) return null;
      const text = asText(value);
      // Code points, so a rare Han character outside the BMP counts as one.
      const ok = text !== null && !outOfBounds([...text].length, rule.min, rule.max);
      return ok ? null : (rule.message ?? boundsMessage(rule.min, rule.max, LENGTH_TEXTS));
    }
    case 'range': {
      if (empty) return null;
      const n = asNumber(value);
      if (n === null) return rule.message ?? NOT_A_NUMBER_MESSAGE;
      return outOfBounds(n, rule.min, rule.max)
        ? (rule.message ?? boundsMessage(rule.min, rule.max, RANGE_TEXTS))
        : null;
    }
    case 'check': {
      // A lone value (e.g. a single repeated query parameter) counts as one selected item.
      const count = Array.isArray(value) ? value.length : empty ? 0 : 1;
      return outOfBounds(count, rule.min, rule.max)
        ? (rule.message ?? boundsMessage(rule.min, rule.max, CHECK_TEXTS))
        : null;
    }
    case 'custom':
      return verdictMessage(rule.validator(value, allValues), rule);
    case 'async':
      return verdictMessage(await rule.validator(value, allValues), rule);
  }
}

/**
 * Runs the rules in order and resolves to the first failure message, or null.
 * Sequential on purpose: an `async` rule (say, a server round trip) only runs once the cheap rules before it pass.
 */
export async function validateValue(
  value: unknown,
  fieldRules: readonly Rule[],
  allValues: AllValues = {},
): Promise<string | null> {
  for (const rule of fieldRules) {
    const message = await checkRule(toRuleObject(rule), value, allValues);
    if (message !== null) return message || DEFAULT_FORM_FAILURE;
  }
  return null;
}

/** Validates every field of the schema; `message` is the first failing field's message in schema order. */
export async function validateForm(values: AllValues, schema: FormSchema): Promise<FormValidation> {
  const names = Object.keys(schema);
  const results = await Promise.all(
    names.map(async (name) => [name, await validateValue(values[name], schema[name] ?? [], values)] as const),
  );
  const fields: Record<string, string> = {};
  for (const [name, message] of results) if (message !== null) fields[name] = message;
  const first = results.find(([, message]) => message !== null)?.[1];
  return first ? { ok: false, fields, message: first } : { ok: true };
}

/** Structural stand-in for antd's `RuleObject`, so this package does not depend on antd. */
export interface AntdRule {
  required?: boolean;
  validator: (_rule: unknown, value: unknown) => Promise<void>;
}

/**
 * One antd rule that runs the whole list through {@link validateValue}, so the browser shows exactly the
 * message the server would return, one at a time, and async rules wait for the sync ones.
 * `required` is only set for antd's asterisk; no `message` is set because antd would let it override the
 * validator's own text.
 */
export function toAntdRules(fieldRules: readonly Rule[], getAllValues?: () => AllValues): AntdRule[] {
  if (fieldRules.length === 0) return [];
  const rule: AntdRule = {
    validator: async (_rule, value) => {
      const message = await validateValue(value, fieldRules, getAllValues?.() ?? {});
      if (message !== null) throw new Error(message);
    },
  };
  if (fieldRules.some((r) => toRuleObject(r).type === 'empty')) rule.required = true;
  return [rule];
}

/** The same rules without the required ones, for fields that may be left blank but must be valid when filled. */
export function optional(fieldRules: readonly Rule[]): Rule[] {
  return fieldRules.filter((r) => toRuleObject(r).type !== 'empty');
}

export const rules = {
  mobile: [fm.mobile.required, { type: 'regexp', pattern: MOBILE_RE, message: fm.mobile.invalid }],
  smsCode: [fm.smsCode.required, { type: 'regexp', pattern: SMS_CODE_RE, message: fm.smsCode.invalid }],
  nickname: [
    fm.nickname.required,
    { type: 'length', min: 1, max: NICKNAME_MAX, message: `昵称长度应为1-${NICKNAME_MAX}个字符` },
  ],
  username: [
    fm.username.required,
    {
      type: 'regexp',
      pattern: USERNAME_RE,
      message: fm.username.invalid,
    },
  ],
  password: [fm.password.required, { type: 'regexp', pattern: PASSWORD_RE, message: fm.password.invalid }],
  email: [fm.email.required, { type: 'regexp', pattern: EMAIL_RE, message: fm.email.invalid }],
  realName: [fm.realName.required, { type: 'regexp', pattern: REAL_NAME_RE, message: fm.realName.invalid }],
  idCard: [
    fm.idCard.required,
    {
      type: 'custom',
      // The check digit and birth date are beyond a RegExp; blank is left to the required rule.
      validator: (value) => isEmptyValue(value) || (typeof value === 'string' && isIdCard(value)),
      message: fm.idCard.invalid,
    },
  ],
} as const satisfies Readonly<Record<string, readonly Rule[]>>;
