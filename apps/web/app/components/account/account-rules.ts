import {
  creditCodeCheckValid,
  isCreditCodeShape,
  isEmptyValue,
  isIdCard,
  isLandline,
  isMobile,
  type Rule,
  rules,
  toAntdRules,
} from '@labmall/rules';
import type { FormInstance } from 'antd';

/**
 * Form rules of the account pages, built from the shared patterns so the browser says what the
 * server would (apps/api/src/accounts/fields.ts holds the same messages).
 */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const organisation: Rule[] = [
  '请输入单位名称',
  { type: 'length', min: 2, max: 60, message: '单位名称为2-60个字符' },
];

const username: Rule[] = [
  ...rules.username,
  {
    type: 'custom',
    validator: (value) => !/^T?1\d{10}$/.test(text(value)),
    message: '用户名不能是手机号',
  },
];

/** Verification takes only 18-digit numbers (first-generation 15-digit cards expired in 2013). */
const idCard18: Rule[] = [
  '请输入身份证号码',
  {
    type: 'custom',
    validator: (value) =>
      isEmptyValue(value) || (text(value).length === 18 && isIdCard(text(value).toUpperCase())),
    message: '请输入正确的身份证号码',
  },
];

const creditCode: Rule[] = [
  '请输入统一社会信用代码',
  {
    type: 'custom',
    validator: (value) => isEmptyValue(value) || isCreditCodeShape(text(value).toUpperCase()),
    message: '请输入正确的18位统一社会信用代码',
  },
];

const contactPhone: Rule[] = [
  '请输入联系电话',
  {
    type: 'custom',
    validator: (value) => isEmptyValue(value) || isMobile(text(value)) || isLandline(text(value)),
    message: '请输入正确的联系电话（手机或座机）',
  },
];

export const CREDIT_CODE_WARNING = '统一社会信用代码校验位不符，请核对；如确认无误，可继续提交';

export const accountRules = {
  organisation: toAntdRules(organisation),
  contactName: toAntdRules(['请输入联系人姓名', ...rules.realName.slice(1)]),
  realName: toAntdRules(rules.realName),
  email: toAntdRules(rules.email),
  username: toAntdRules(username),
  password: toAntdRules(rules.password),
  idCard: toAntdRules(idCard18),
  contactPhone: toAntdRules(contactPhone),
  creditCode: [
    ...toAntdRules(creditCode),
    // A warning, not an error: GB 32100 checksum failures are accepted and flagged for the reviewer.
    {
      warningOnly: true,
      validator: async (_rule: unknown, value: unknown) => {
        const code = text(value).toUpperCase();
        if (isCreditCodeShape(code) && !creditCodeCheckValid(code)) throw new Error(CREDIT_CODE_WARNING);
      },
    },
  ],
  image: (message: string) => toAntdRules([message]),
  confirmPassword: (form: FormInstance, field = 'password') => [
    { required: true, message: '请再次输入密码' },
    {
      validator: async (_rule: unknown, value: unknown) => {
        if (value && value !== form.getFieldValue(field)) throw new Error('两次输入的密码不一致');
      },
    },
  ],
};
