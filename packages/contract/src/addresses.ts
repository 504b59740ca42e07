import { Code } from '@labmall/protocol';
import { isLandline, isMobile } from '@labmall/rules';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { boolField, idField, intField, textField } from './input-rules.ts';

/**
 * Receiving addresses (收货地址, /user/receive; chosen on /order). Regions are GB/T 2260 codes from
 * `GET /region`; the server checks each belongs to its parent and stores the names from its own data.
 */

/** The most addresses one member keeps. */
export const ADDRESS_LIMIT = 20;

export const addressMessages = {
  limit: `最多保存 ${ADDRESS_LIMIT} 个收货地址，请先删除不用的地址`,
  notFound: '收货地址不存在',
  province: '请选择所在省份',
  city: '请选择所在城市',
  district: '请选择所在区县',
  phone: '请输入正确的联系电话（手机或座机）',
  postcode: '邮政编码为6位数字',
} as const;

const addressId = idField('地址编号须为正整数');

const regionCode = (message: string) => intField({ min: 1, max: 999_999, message });

/** The shared mobile or landline patterns; a hand-keyed mobile's leading T is dropped. */
export const receiverPhoneField = textField({
  max: 32,
  trim: true,
  error: '请输入联系电话',
  tooLong: addressMessages.phone,
})
  .min(1, '请输入联系电话')
  .refine((v) => isMobile(v) || isLandline(v), addressMessages.phone)
  .transform((v) => v.replace(/^T/, ''))
  .describe('联系电话：手机号或座机（可带区号、分机号）');

/** What a member types for one address (add and edit alike). */
export const addressFields = {
  consignee: textField({
    max: 40,
    trim: true,
    displayName: true,
    error: '请输入收货人',
    tooLong: '收货人不能超过40个字符',
  })
    .min(1, '请输入收货人')
    .describe('收货人，最多 40 个字符'),
  phone: receiverPhoneField,
  province_code: regionCode(addressMessages.province).describe('省份代码（GB/T 2260，来自 GET /region）'),
  city_code: regionCode(addressMessages.city).describe('城市代码；直辖市为区代码'),
  district_code: regionCode(addressMessages.district)
    .nullable()
    .optional()
    .describe('区县代码；所选城市没有下级（直辖市的区、东莞等）时不传或传 null'),
  detail: textField({
    max: 200,
    trim: true,
    error: '请输入详细地址',
    tooLong: '详细地址不能超过200个字符',
  })
    .min(1, '请输入详细地址')
    .describe('详细地址：街道、门牌号、楼层房间等'),
  postcode: textField({ max: 6, trim: true, tooLong: addressMessages.postcode })
    .refine((v) => v === '' || /^\d{6}$/.test(v), addressMessages.postcode)
    .optional()
    .describe('邮政编码，6 位数字；可不填'),
  is_default: boolField()
    .optional()
    .describe('设为默认地址；传 false 不会取消现有默认（默认地址只随另设默认而改变）'),
};

/** One address as every call answers it. */
export const addressAnswer = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  province_code: z.number().int(),
  city_code: z.number().int(),
  district_code: z.number().int().nullable(),
  region_names: z.string().describe('省 市 区名称，空格分隔（按保存时的行政区划）'),
  detail: z.string(),
  postcode: z.string().describe('邮政编码；未填为空'),
  is_default: z.boolean(),
  updated_at: z.string(),
});

export const userAddressList = defineContract({
  method: 'GET',
  path: '/user/address/list',
  summary: `收货地址列表（默认地址在前，其余新的在前）；每位会员最多 ${ADDRESS_LIMIT} 个`,
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    limit: z.number().int().describe('最多可保存的地址数'),
    list: z.array(addressAnswer),
  }),
});

export const userAddressAdd = defineContract({
  method: 'POST',
  path: '/user/address/add',
  summary: `新增收货地址；第一个地址自动成为默认。超过 ${ADDRESS_LIMIT} 个时返回 409`,
  auth: 'member',
  payload: z.object(addressFields),
  answer: addressAnswer,
  codes: [Code.CONFLICT],
});

export const userAddressEdit = defineContract({
  method: 'POST',
  path: '/user/address/edit',
  summary: '修改收货地址（整条替换）',
  auth: 'member',
  payload: z.object({ id: addressId, ...addressFields }),
  answer: addressAnswer,
  codes: [Code.NOT_FOUND],
});

export const userAddressDelete = defineContract({
  method: 'POST',
  path: '/user/address/delete',
  summary: '删除收货地址；删除默认地址时，最新的其余地址成为默认',
  auth: 'member',
  payload: z.object({ id: addressId }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

export const userAddressDefault = defineContract({
  method: 'POST',
  path: '/user/address/default',
  summary: '设为默认收货地址',
  auth: 'member',
  payload: z.object({ id: addressId }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});
