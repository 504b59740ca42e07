import { inputMessages, MAX_TEXT_CHARS, textField } from '@labmall/contract/input-rules';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsePayload } from './payload-guard.ts';

const remark = textField({ max: 200, multiline: true });

describe('parsePayload', () => {
  it('when any string of the payload holds a control character, then that field is refused by its dotted path', () => {
    // Plain z.string() fields, unknown fields and array items are all covered: no route can forget.
    const schema = z.object({ name: z.string(), items: z.array(z.object({ note: z.string() })) });
    const checked = parsePayload(schema, {
      name: 'ok',
      items: [{ note: 'fine' }, { note: 'a\u0000b' }],
      extra: { deep: ['x\u0007'] },
    });
    expect(checked).toEqual({
      success: false,
      fields: { 'items.1.note': inputMessages.control, 'extra.deep.0': inputMessages.control },
    });
  });

  it('when a field is declared multi-line (through optional, describe, arrays and unions), then its line breaks pass', () => {
    const schema = z.object({
      remark: remark.optional().describe('备注'),
      lines: z.array(z.object({ text: remark.min(1) })),
      either: z.union([z.number(), remark]),
      title: z.string(),
    });
    const ok = parsePayload(schema, {
      remark: 'a\nb',
      lines: [{ text: 'c\r\nd' }],
      either: 'e\tf',
      title: 'g',
    });
    expect(ok).toEqual({
      success: true,
      data: { remark: 'a\nb', lines: [{ text: 'c\r\nd' }], either: 'e\tf', title: 'g' },
    });
    const bad = parsePayload(schema, { lines: [], either: 1, title: 'g\nh' });
    expect(bad).toEqual({ success: false, fields: { title: inputMessages.control } });
  });

  it('when text arrives decomposed, then the route sees it in NFC', () => {
    const schema = z.object({ name: z.string(), list: z.array(z.string()) });
    const checked = parsePayload(schema, { name: 'Cafe\u0301', list: ['\u1100\u1161'] });
    expect(checked).toEqual({ success: true, data: { name: 'Café', list: ['\uac00'] } });
  });

  it('when a string carries a lone surrogate, then it is refused', () => {
    expect(parsePayload(z.object({ a: z.string() }), JSON.parse('{"a":"x\\ud800"}'))).toEqual({
      success: false,
      fields: { a: inputMessages.encoding },
    });
  });

  it('when a field without its own maximum gets more than the backstop, then it is refused', () => {
    const checked = parsePayload(z.object({ a: z.string() }), { a: 'x'.repeat(MAX_TEXT_CHARS + 1) });
    expect(checked).toEqual({ success: false, fields: { a: inputMessages.tooLong(MAX_TEXT_CHARS) } });
  });

  it('when the payload names fields the schema does not, then they are dropped, and __proto__ or toString stay plain keys', () => {
    const schema = z.object({ a: z.number() });
    const raw = JSON.parse('{"a":1,"b":"x","__proto__":{"polluted":true},"toString":"y","constructor":[]}');
    const checked = parsePayload(schema, raw);
    expect(checked).toEqual({ success: true, data: { a: 1 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when the schema refuses, then fields carry its first message per dotted path, `_` for the payload', () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number().int('须为整数') })) });
    expect(parsePayload(schema, { items: [{ n: 1 }, { n: 1.5 }] })).toEqual({
      success: false,
      fields: { 'items.1.n': '须为整数' },
    });
    expect(parsePayload(schema, 'text')).toEqual({ success: false, fields: { _: inputMessages.object } });
  });
});
