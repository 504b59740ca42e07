import { isEmptyValue, isLandline, isMobile, type Rule, toAntdRules } from '@labmall/rules';

/** The browser's copy of the server's address rules (packages/contract/src/addresses.ts), same words. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const consignee: Rule[] = ['请输入收货人', { type: 'length', max: 40, message: '收货人不能超过40个字符' }];

const phone: Rule[] = [
  '请输入联系电话',
  {
    type: 'custom',
    validator: (value) => isEmptyValue(value) || isMobile(text(value)) || isLandline(text(value)),
    message: '请输入正确的联系电话（手机或座机）',
  },
];

const detail: Rule[] = ['请输入详细地址', { type: 'length', max: 200, message: '详细地址不能超过200个字符' }];

const postcode: Rule[] = [{ type: 'regexp', pattern: /^\d{6}$/, message: '邮政编码为6位数字' }];

export const addressRules = {
  consignee: toAntdRules(consignee),
  phone: toAntdRules(phone),
  detail: toAntdRules(detail),
  postcode: toAntdRules(postcode),
};
