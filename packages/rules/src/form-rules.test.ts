import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FORM_FAILURE,
  isEmptyValue,
  optional,
  type Rule,
  rules,
  toAntdRules,
  validateForm,
  validateValue,
} from './form-rules.ts';

describe('isEmptyValue', () => {
  it.each([undefined, null, '', '   ', '\t\n', []])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });
  it.each([0, false, 'a', ' a ', [''], {}])('%j is not empty', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('validateValue', () => {
  describe('empty', () => {
    it.each([undefined, null, '', '  ', []])('fails on %j with the default message', async (value) => {
      expect(await validateValue(value, [{ type: 'empty' }])).toBe('此项为必填项');
    });
    it('uses the rule message', async () => {
      expect(await validateValue('', [{ type: 'empty', message: '请填写公司名称' }])).toBe('请填写公司名称');
    });
    it('passes on a value, including 0 and false', async () => {
      expect(await validateValue('x', [{ type: 'empty' }])).toBeNull();
      expect(await validateValue(0, [{ type: 'empty' }])).toBeNull();
      expect(await validateValue(false, [{ type: 'empty' }])).toBeNull();
    });
    it('reads a bare string as a required rule with that message', async () => {
      expect(await validateValue(' ', ['请输入联系人'])).toBe('请输入联系人');
      expect(await validateValue('王五', ['请输入联系人'])).toBeNull();
    });
  });

  describe('regexp', () => {
    const digits: Rule = { type: 'regexp', pattern: /^\d+$/ };
    it('fails a non-matching value with the default or given message', async () => {
      expect(await validateValue('12a', [digits])).toBe('格式不正确');
      expect(await validateValue('12a', [{ ...digits, message: '只能填写数字' }])).toBe('只能填写数字');
    });
    it('tests numbers as text and fails other types', async () => {
      expect(await validateValue(42, [digits])).toBeNull();
      expect(await validateValue({ a: 1 }, [digits])).toBe('格式不正确');
    });
    it.each([undefined, null, '', '   ', []])('is skipped on %j', async (value) => {
      expect(await validateValue(value, [digits])).toBeNull();
    });
    it('is not fooled by the lastIndex of a global pattern', async () => {
      const rule: Rule = { type: 'regexp', pattern: /^\d+$/g };
      expect(await validateValue('123', [rule])).toBeNull();
      expect(await validateValue('123', [rule])).toBeNull();
    });
  });

  describe('length', () => {
    it('counts characters, not UTF-16 units', async () => {
      const rule: Rule = { type: 'length', max: 2 };
      expect(await validateValue('𠀾𠀾', [rule])).toBeNull();
      expect(await validateValue('张三丰', [rule])).toBe('长度不能超过2个字符');
    });
    it.each([
      [{ min: 2, max: 4 }, 'a', '长度应为2-4个字符'],
      [{ min: 2, max: 4 }, 'abcde', '长度应为2-4个字符'],
      [{ min: 3 }, 'ab', '长度不能少于3个字符'],
      [{ min: 6, max: 6 }, 'abc', '长度应为6个字符'],
    ])('%j on %j → %s', async (bounds, value, message) => {
      expect(await validateValue(value, [{ type: 'length', ...bounds }])).toBe(message);
    });
    it('passes within bounds, inclusive', async () => {
      expect(await validateValue('ab', [{ type: 'length', min: 2, max: 4 }])).toBeNull();
      expect(await validateValue('abcd', [{ type: 'length', min: 2, max: 4 }])).toBeNull();
    });
    it('is skipped on empty values so an optional field may stay blank', async () => {
      expect(await validateValue('', [{ type: 'length', min: 2 }])).toBeNull();
      expect(await validateValue(undefined, [{ type: 'length', min: 2 }])).toBeNull();
    });
  });

  describe('range', () => {
    const rule: Rule = { type: 'range', min: 1, max: 99 };
    it.each([1, 99, 50.5, '1', ' 99 ', '1.5', '+2', '2.'])('accepts %j', async (value) => {
      expect(await validateValue(value, [rule])).toBeNull();
    });
    it.each([0, 100, '100', '-1'])('rejects %j', async (value) => {
      expect(await validateValue(value, [rule])).toBe('请输入1到99之间的数值');
    });
    it.each(['abc', '1e3', '0x10', Number.NaN, Number.POSITIVE_INFINITY, true])(
      'rejects non-number %j',
      async (v) => {
        expect(await validateValue(v, [rule])).toBe('请输入有效的数字');
      },
    );
    it('words one-sided bounds', async () => {
      expect(await validateValue(0, [{ type: 'range', min: 1 }])).toBe('数值不能小于1');
      expect(await validateValue(11, [{ type: 'range', max: 10 }])).toBe('数值不能大于10');
    });
    it.each([undefined, null, '', ' '])('is skipped on %j', async (value) => {
      expect(await validateValue(value, [rule])).toBeNull();
    });
    it('uses the rule message for every failure', async () => {
      const withMessage: Rule = { ...rule, message: '数量应为1-99' };
      expect(await validateValue('abc', [withMessage])).toBe('数量应为1-99');
      expect(await validateValue(0, [withMessage])).toBe('数量应为1-99');
    });
  });

  describe('check', () => {
    it('counts the selected items', async () => {
      const rule: Rule = { type: 'check', min: 1, max: 2 };
      expect(await validateValue(['a'], [rule])).toBeNull();
      expect(await validateValue(['a', 'b'], [rule])).toBeNull();
      expect(await validateValue(['a', 'b', 'c'], [rule])).toBe('请选择1-2项');
    });
    it('is not skipped on an empty selection', async () => {
      expect(await validateValue([], [{ type: 'check', min: 1 }])).toBe('请至少选择1项');
      expect(await validateValue(undefined, [{ type: 'check', min: 1 }])).toBe('请至少选择1项');
    });
    it('counts a lone value as one item', async () => {
      expect(await validateValue('a', [{ type: 'check', min: 1, max: 1 }])).toBeNull();
      expect(await validateValue('a', [{ type: 'check', min: 2 }])).toBe('请至少选择2项');
    });
    it('words the maximum and uses the rule message', async () => {
      expect(await validateValue([1, 2, 3], [{ type: 'check', max: 2 }])).toBe('最多只能选择2项');
      expect(await validateValue([], [{ type: 'check', min: 1, message: '请选择发票类型' }])).toBe(
        '请选择发票类型',
      );
    });
  });

  describe('custom', () => {
    it('passes on true, fails with a returned string, falls back to the message on false', async () => {
      expect(await validateValue('a', [{ type: 'custom', validator: () => true }])).toBeNull();
      expect(await validateValue('a', [{ type: 'custom', validator: () => '库存不足' }])).toBe('库存不足');
      expect(await validateValue('a', [{ type: 'custom', validator: () => false, message: '不可用' }])).toBe(
        '不可用',
      );
      expect(await validateValue('a', [{ type: 'custom', validator: () => false }])).toBe('校验未通过');
      expect(await validateValue('a', [{ type: 'custom', validator: () => '' }])).toBe('校验未通过');
    });
    it('sees empty values and all values of the form', async () => {
      const validator = vi.fn((value: unknown, all: Readonly<Record<string, unknown>>) =>
        value === all.password ? true : '两次输入的密码不一致',
      );
      const confirm: Rule[] = [{ type: 'custom', validator }];
      expect(await validateValue('abc123', confirm, { password: 'abc123' })).toBeNull();
      expect(await validateValue('', confirm, { password: 'abc123' })).toBe('两次输入的密码不一致');
      expect(validator).toHaveBeenCalledTimes(2);
    });
  });

  describe('async', () => {
    it('awaits the verdict', async () => {
      const taken: Rule = {
        type: 'async',
        validator: async (v) => (v === 'admin' ? '用户名已被占用' : true),
      };
      expect(await validateValue('admin', [taken])).toBe('用户名已被占用');
      expect(await validateValue('chemist', [taken])).toBeNull();
      expect(
        await validateValue('x', [{ type: 'async', validator: async () => false, message: '不可用' }]),
      ).toBe('不可用');
    });
    it('does not run once an earlier rule fails', async () => {
      const validator = vi.fn(async () => true as const);
      expect(await validateValue('', ['请输入用户名', { type: 'async', validator }])).toBe('请输入用户名');
      expect(validator).not.toHaveBeenCalled();
    });
  });

  it('returns the first failing message in rule order', async () => {
    const list: Rule[] = [
      '必填',
      { type: 'length', max: 3, message: '太长' },
      { type: 'regexp', pattern: /^\d+$/, message: '只能是数字' },
    ];
    expect(await validateValue('abcd', list)).toBe('太长');
    expect(await validateValue('abc', list)).toBe('只能是数字');
    expect(await validateValue('123', list)).toBeNull();
    expect(await validateValue('x', [])).toBeNull();
  });

  it('never reports an empty message', async () => {
    expect(await validateValue('', [{ type: 'empty', message: '' }])).toBe(DEFAULT_FORM_FAILURE);
  });
});

describe('validateForm', () => {
  const schema = {
    mobile: rules.mobile,
    nickname: rules.nickname,
    agree: [{ type: 'check', min: 1, message: '请同意用户协议' }],
    remark: [{ type: 'length', max: 5 }],
  } satisfies Record<string, readonly Rule[]>;

  it('is ok when every field passes', async () => {
    expect(await validateForm({ mobile: '13812345678', nickname: '小王', agree: ['yes'] }, schema)).toEqual({
      ok: true,
    });
  });

  it('collects the first message of every failing field; message is the first field in schema order', async () => {
    const result = await validateForm(
      { mobile: '123', nickname: '', agree: [], remark: '备注太长了吧' },
      schema,
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        mobile: '请输入正确的手机号码',
        nickname: '请填写昵称',
        agree: '请同意用户协议',
        remark: '长度不能超过5个字符',
      },
      message: '请输入正确的手机号码',
    });
  });

  it('ignores values without rules and hands all values to custom rules', async () => {
    const result = await validateForm(
      { password: 'abc123', confirm: 'abc124', extra: 'whatever' },
      {
        password: rules.password,
        confirm: [{ type: 'custom', validator: (v, all) => v === all.password || '两次输入的密码不一致' }],
      },
    );
    expect(result).toEqual({
      ok: false,
      fields: { confirm: '两次输入的密码不一致' },
      message: '两次输入的密码不一致',
    });
  });

  it('runs async rules of different fields', async () => {
    const result = await validateForm(
      { a: 'x', b: 'y' },
      {
        a: [{ type: 'async', validator: async () => 'A 不可用' }],
        b: [{ type: 'async', validator: async () => true }],
      },
    );
    expect(result).toEqual({ ok: false, fields: { a: 'A 不可用' }, message: 'A 不可用' });
  });
});

describe('toAntdRules', () => {
  it('makes one antd rule marked required when the list requires a value', () => {
    const antd = toAntdRules(rules.mobile);
    expect(antd).toHaveLength(1);
    expect(antd[0]?.required).toBe(true);
    expect(antd[0]).not.toHaveProperty('message');
    expect(toAntdRules(optional(rules.mobile))[0]).not.toHaveProperty('required');
    expect(toAntdRules([])).toEqual([]);
  });

  it('resolves on a valid value and rejects with an Error carrying the first message', async () => {
    const [rule] = toAntdRules(rules.mobile);
    await expect(rule?.validator({}, '13812345678')).resolves.toBeUndefined();
    await expect(rule?.validator({}, '')).rejects.toThrow(new Error('请输入手机号码'));
    await expect(rule?.validator({}, '123')).rejects.toThrow(new Error('请输入正确的手机号码'));
  });

  it('passes the form values to cross-field rules', async () => {
    const [rule] = toAntdRules(
      [{ type: 'custom', validator: (v, all) => v === all.password || '两次输入的密码不一致' }],
      () => ({
        password: 'abc123',
      }),
    );
    await expect(rule?.validator({}, 'abc123')).resolves.toBeUndefined();
    await expect(rule?.validator({}, 'abc')).rejects.toThrow('两次输入的密码不一致');
  });
});

describe('optional', () => {
  it('drops required rules, bare strings included', async () => {
    const list = optional(rules.email);
    expect(await validateValue('', list)).toBeNull();
    expect(await validateValue('bad', list)).toBe('请输入正确的邮箱地址');
  });
});

describe('ready-made rule sets', () => {
  it.each([
    ['mobile', '', '请输入手机号码'],
    ['mobile', '1381234567', '请输入正确的手机号码'],
    ['mobile', 'T13812345678', null],
    ['smsCode', '', '请输入短信验证码'],
    ['smsCode', '12345', '请输入6位数字验证码'],
    ['smsCode', '123456', null],
    ['nickname', '  ', '请填写昵称'],
    ['nickname', '一'.repeat(21), '昵称长度应为1-20个字符'],
    ['nickname', '一'.repeat(20), null],
    ['username', '', '请输入用户名'],
    ['username', 'ab', '用户名为4-20位字母、数字、汉字、下划线或短横线'],
    ['username', 'lab_user', null],
    ['password', '', '请输入密码'],
    ['password', '12345', '密码为6-20位字母、数字或@!#$%^&*.~'],
    ['password', 'abc@123', null],
    ['email', '', '请输入邮箱地址'],
    ['email', 'a@b', '请输入正确的邮箱地址'],
    ['email', 'buyer@lab.cn', null],
    ['realName', '', '请输入真实姓名'],
    ['realName', 'Tom', '请输入正确的真实姓名'],
    ['realName', '买买提·艾力', null],
    ['idCard', '', '请输入身份证号码'],
    ['idCard', '110105194912310021', '请输入正确的身份证号码'],
    ['idCard', '11010519491231002X', null],
  ] as const)('%s on %j → %j', async (name, value, message) => {
    expect(await validateValue(value, rules[name])).toBe(message);
  });
});
