import {
  creditCodeCheckValid,
  isCreditCodeShape,
  isEmail,
  isEmptyValue,
  isLandline,
  isMobile,
  type Rule,
  toAntdRules,
} from '@labmall/rules';

/** The browser's copy of the server's profile rules (packages/contract/src/invoicing.ts), same words. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const upper = (value: unknown) => text(value).toUpperCase();

export const TAXPAYER_CHECK_WARNING = '纳税人识别号校验位不符，请核对；如确认无误可继续使用';
export const TAXPAYER_LEGACY_WARNING = '这是15位旧税号，多数单位已换发18位统一社会信用代码，请与财务核对';

const taxpayer: Rule[] = [
  '请输入纳税人识别号',
  {
    type: 'custom',
    validator: (value) =>
      isEmptyValue(value) || isCreditCodeShape(upper(value)) || /^\d{15}$/.test(text(value)),
    message: '纳税人识别号为18位统一社会信用代码（或15位旧税号）',
  },
];

const phone = (required: string): Rule[] => [
  required,
  {
    type: 'custom',
    validator: (value) => isEmptyValue(value) || isMobile(text(value)) || isLandline(text(value)),
    message: '请输入正确的电话（手机或座机）',
  },
];

const bankAccount: Rule[] = [
  '请输入银行账号',
  {
    type: 'custom',
    validator: (value) => isEmptyValue(value) || /^\d{8,30}$/.test(text(value).replace(/[\s-]/g, '')),
    message: '银行账号为8-30位数字',
  },
];

const email: Rule[] = [
  {
    type: 'custom',
    validator: (value) => isEmptyValue(value) || isEmail(text(value)),
    message: '请输入正确的邮箱地址',
  },
];

export const invoiceRules = {
  title: (titleType: string) =>
    toAntdRules([
      titleType === 'personal' ? '请输入个人姓名' : '请输入单位全称',
      { type: 'length', max: 100, message: '发票抬头不能超过100个字符' },
    ]),
  taxpayer: [
    ...toAntdRules(taxpayer),
    // A warning, not an error: the server saves such a number and says the same.
    {
      warningOnly: true,
      validator: async (_rule: unknown, value: unknown) => {
        const code = upper(value);
        if (/^\d{15}$/.test(code)) throw new Error(TAXPAYER_LEGACY_WARNING);
        if (isCreditCodeShape(code) && !creditCodeCheckValid(code)) throw new Error(TAXPAYER_CHECK_WARNING);
      },
    },
  ],
  registeredAddress: toAntdRules([
    '请输入注册地址',
    { type: 'length', max: 200, message: '注册地址不能超过200个字符' },
  ]),
  registeredPhone: toAntdRules(phone('请输入注册电话')),
  bankName: toAntdRules([
    '请输入开户银行',
    { type: 'length', max: 100, message: '开户银行不能超过100个字符' },
  ]),
  bankAccount: toAntdRules(bankAccount),
  email: toAntdRules(email),
};
