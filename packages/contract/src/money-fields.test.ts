import { formatYuan } from '@labmall/rules';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputErrorMap } from './input-rules.ts';
import { WIRE_YUAN, yuanAnswer, yuanField } from './money-fields.ts';

const issueOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: inputErrorMap }).error?.issues[0]?.message;

describe('yuanField (an amount in a payload)', () => {
  const field = yuanField('减免金额');

  it.each([
    ['0', 0],
    ['0.1', 10],
    [' 12.30 ', 1230],
    ['1,234.50', 123_450],
  ])('when %j is sent, then the handler gets %i fen', (text, fen) => {
    expect(field.parse(text)).toBe(fen);
  });

  it.each([
    ['1.005', '减免金额最多保留两位小数'],
    ['-1', '减免金额不能为负数'],
    ['1e3', '减免金额应为金额，实际为“1e3”'],
    ['999999999999999999999', '减免金额超出上限 ¥100,000,000.00'],
  ])('when %j is sent, then it is refused with %j', (text, message) => {
    expect(issueOf(field, text)).toBe(message);
  });

  it.each([[12.5], [1250], [null], [true], [['1']]])(
    'when a non-string (%j) is sent, then it is refused, not converted',
    (value) => {
      expect(issueOf(field, value)).toBe('请填写减免金额（元）');
    },
  );

  it('when the string is longer than any amount, then it is refused before it is parsed', () => {
    expect(issueOf(field, '1'.repeat(5000))).toBe('长度不能超过24个字符');
  });

  it('when the field names limits and its own message, then they apply in fen', () => {
    const signed = yuanField('调整金额', { min: -100, max: 100 });
    expect(signed.parse('-1.00')).toBe(-100);
    expect(issueOf(signed, '-1.01')).toBe('调整金额不能低于 -¥1.00');
    const worded = yuanField('还款金额', { min: 1, message: '请填写正确的还款金额' });
    expect(issueOf(worded, '0')).toBe('请填写正确的还款金额');
    expect(worded.parse('0.01')).toBe(1);
  });

  it('when the docs read the payload, then the field is a string on the wire', () => {
    const json = z.toJSONSchema(z.object({ amount: field }), { io: 'input' }) as unknown as {
      properties: { amount: { type: string; description: string } };
    };
    expect(json.properties.amount.type).toBe('string');
    expect(json.properties.amount.description).toContain('元');
  });
});

describe('yuanAnswer (an amount in an answer)', () => {
  const field = yuanAnswer('应付金额');

  it('when the server writes an amount with the formatter, then the answer passes it', () => {
    for (const fen of [0, 1, 123_456, -500]) expect(field.parse(formatYuan(fen))).toBe(formatYuan(fen));
  });

  it.each([['12.5'], ['¥12.50'], ['1,234.50'], ['12'], [1250]])(
    'when a handler returns %j, then the answer schema refuses it',
    (value) => {
      expect(field.safeParse(value).success).toBe(false);
    },
  );

  it('when the wire pattern is read, then it is exactly the formatter’s wire style', () => {
    expect(WIRE_YUAN.test(formatYuan(-123_456_789))).toBe(true);
    expect(WIRE_YUAN.test(formatYuan(123_456, 'price'))).toBe(false);
  });
});
