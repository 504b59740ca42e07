import { rules, validateValue } from '@labmall/rules';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailField,
  idCardField,
  mobileField,
  passwordField,
  realNameField,
  smsCodeField,
  usernameField,
} from './account-fields.ts';
import { inputErrorMap } from './input-rules.ts';

/** The API's message for a value, as the transport would answer it. */
function apiMessage(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value, { error: inputErrorMap });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

const fields = [
  ['mobile', mobileField, rules.mobile, ['', '1380013800']],
  ['smsCode', smsCodeField, rules.smsCode, ['', '12345', '12a456']],
  ['username', usernameField, rules.username, ['', 'ab']],
  ['password', passwordField, rules.password, ['', '12345']],
  ['email', emailField, rules.email, ['', 'not-an-email']],
  ['realName', realNameField('真实姓名'), rules.realName, ['张']],
  ['idCard', idCardField, rules.idCard, ['', '110105194912310021']],
] as const;

describe('field messages are one catalogue for the forms and the API', () => {
  it.each(fields)(
    'when a %s is left blank or malformed, then the form and the API say the same',
    async (_name, schema, formRules, values) => {
      for (const value of values) {
        const form = await validateValue(value, formRules, {});
        expect(form, JSON.stringify(value)).not.toBeNull();
        expect(apiMessage(schema, value), JSON.stringify(value)).toBe(form);
      }
    },
  );
});
