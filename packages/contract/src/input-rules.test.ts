import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boolField, idField, inputErrorMap, inputMessages, intField, textField } from './input-rules.ts';

const issueOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: inputErrorMap }).error?.issues[0]?.message;

describe('textField', () => {
  it('when a single-line field holds a tab, newline, CR, NUL, U+0007 or a C1 control, then it is refused', () => {
    const field = textField({ max: 50 });
    for (const text of ['a\tb', 'a\nb', 'a\rb', 'a\u0000b', 'a\u0007b', 'a\u0085b', 'a\u009fb', 'a\u007fb']) {
      expect(issueOf(field, text), JSON.stringify(text)).toBe(inputMessages.control);
    }
    expect(field.parse('化学家 A-1')).toBe('化学家 A-1');
  });

  it('when the field is declared multi-line, then tab, newline and CR pass but NUL and other controls do not', () => {
    const field = textField({ max: 50, multiline: true });
    expect(field.parse('上海市\n浦东新区\r\n\t3 号楼')).toBe('上海市\n浦东新区\r\n\t3 号楼');
    expect(issueOf(field, 'a\u0000b')).toBe(inputMessages.control);
    expect(issueOf(field, 'a\u000bb')).toBe(inputMessages.control);
    expect(issueOf(field, 'a\u001bb')).toBe(inputMessages.control);
  });

  it('when a string holds half of a surrogate pair, then it is refused; a whole pair is a character', () => {
    const field = textField({ max: 50 });
    expect(issueOf(field, 'a\ud800b')).toBe(inputMessages.encoding);
    expect(issueOf(field, 'a\udc00')).toBe(inputMessages.encoding);
    expect(field.parse('试剂🧪')).toBe('试剂🧪');
  });

  it('when text is longer than the maximum, then it is refused, not cut', () => {
    expect(issueOf(textField({ max: 5 }), '123456')).toBe('长度不能超过5个字符');
    expect(issueOf(textField({ max: 5, tooLong: '太长' }), '123456')).toBe('太长');
    expect(textField({ max: 5, trim: true }).parse('  12345  ')).toBe('12345');
  });

  it('when a display name holds a bidi override, a zero-width or another format character, then it is refused', () => {
    const name = textField({ max: 20, displayName: true });
    for (const text of [
      '管理\u202e员',
      '管\u200b理员',
      '\u2066张三',
      '张\u00ad三',
      '张\ufeff三',
      '张\u2028三',
    ]) {
      expect(issueOf(name, text), JSON.stringify(text)).toBe(inputMessages.invisible);
    }
    expect(name.parse('张三·Smith')).toBe('张三·Smith');
    // An ordinary text field may carry them (a search for a pasted word, say).
    expect(textField({ max: 20 }).parse('管\u200b理员')).toBe('管\u200b理员');
  });

  it('when the value is not a string, then the field message says so', () => {
    expect(issueOf(textField({ max: 5 }), 12)).toBe(inputMessages.text);
    expect(issueOf(textField({ max: 5, error: '请输入昵称' }), ['a'])).toBe('请输入昵称');
  });
});

describe('intField, idField and boolField', () => {
  it.each([['12'], [true], [[1]], [{}], [null], [1.5]])(
    'when an integer field gets %j, then it is refused, not converted',
    (value) => {
      expect(issueOf(intField(), value)).toBe(inputMessages.integer);
      expect(issueOf(idField('请选择记录'), value)).toBe('请选择记录');
    },
  );

  it('when an integer is outside the safe range or the bounds, then it is refused', () => {
    expect(issueOf(intField(), 2 ** 53)).toBeDefined();
    expect(intField().parse(2 ** 53 - 1)).toBe(2 ** 53 - 1);
    expect(issueOf(intField({ min: 0, max: 9 }), -1)).toBe('不能小于0');
    expect(issueOf(intField({ min: 0, max: 9 }), 10)).toBe('不能大于9');
    expect(issueOf(idField('请选择记录'), 0)).toBe('请选择记录');
  });

  it('when a boolean field gets "true", 1 or [true], then it is refused', () => {
    for (const value of ['true', 1, [true]]) expect(issueOf(boolField(), value)).toBe(inputMessages.boolean);
    expect(boolField().parse(false)).toBe(false);
  });
});

describe('inputErrorMap', () => {
  it('words what a field did not word itself in Chinese', () => {
    const schema = z.object({ s: z.string().max(3), n: z.number(), a: z.array(z.string()).min(1) });
    const fields = schema.safeParse({ s: 'abcd', n: 'x', a: [] }, { error: inputErrorMap }).error?.issues;
    expect(fields?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['s', '长度不能超过3个字符'],
      ['n', inputMessages.number],
      ['a', '至少选择1项'],
    ]);
    expect(schema.safeParse({}, { error: inputErrorMap }).error?.issues[0]?.message).toBe(
      inputMessages.required,
    );
  });
});
