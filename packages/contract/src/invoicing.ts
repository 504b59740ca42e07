import { Code } from '@labmall/protocol';
import { isCreditCodeShape, isEmail, isLandline, isMobile } from '@labmall/rules';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { boolField, idField, textField } from './input-rules.ts';

/**
 * Invoice profiles (发票信息, /user/invoice; chosen on /order). 普通发票 to a person (title = name) or an
 * organisation (title and taxpayer number); 增值税专用发票 to an organisation only, with registered
 * address and phone, bank and account. A taxpayer number failing its GB 32100 check character, or a
 * legacy 15-digit one, is saved with a warning in the answer, not refused.
 */

/** The most invoice profiles one member keeps. */
export const INVOICE_PROFILE_LIMIT = 20;

export const invoiceKinds = ['normal', 'special'] as const;
export const invoiceTitleTypes = ['personal', 'organisation'] as const;

export const invoiceMessages = {
  limit: `最多保存 ${INVOICE_PROFILE_LIMIT} 个发票抬头，请先删除不用的`,
  notFound: '发票信息不存在',
  specialIsOrganisation: '增值税专用发票只能开给单位',
  taxpayerRequired: '请输入纳税人识别号',
  taxpayerInvalid: '纳税人识别号为18位统一社会信用代码（或15位旧税号）',
  registeredAddress: '请输入注册地址',
  registeredPhone: '请输入注册电话',
  phone: '请输入正确的电话（手机或座机）',
  bankName: '请输入开户银行',
  bankAccount: '请输入银行账号',
  bankAccountInvalid: '银行账号为8-30位数字',
  email: '请输入正确的邮箱地址',
  checkCharWarning: '纳税人识别号校验位不符，请核对；如确认无误可继续使用',
  legacyWarning: '这是15位旧税号，多数单位已换发18位统一社会信用代码，请与财务核对',
} as const;

const LEGACY_TAXPAYER_RE = /^\d{15}$/;
const BANK_ACCOUNT_RE = /^\d{8,30}$/;

/** An empty string stands for "not given" in the optional fields. */
const optionalText = (max: number, tooLong: string) =>
  textField({ max, trim: true, tooLong }).optional().default('');

const profileShape = {
  kind: z
    .enum(invoiceKinds, { error: '请选择发票类型' })
    .describe('normal：增值税普通发票；special：增值税专用发票'),
  title_type: z
    .enum(invoiceTitleTypes, { error: '请选择抬头类型' })
    .describe('personal：个人；organisation：单位（专用发票只能为单位）'),
  title: textField({
    max: 100,
    trim: true,
    displayName: true,
    error: '请输入发票抬头',
    tooLong: '发票抬头不能超过100个字符',
  })
    .min(1, '请输入发票抬头')
    .describe('发票抬头：个人为姓名，单位为全称'),
  taxpayer_no: textField({ max: 20, trim: true, tooLong: invoiceMessages.taxpayerInvalid })
    .transform((v) => v.toUpperCase())
    .refine(
      (v) => v === '' || isCreditCodeShape(v) || LEGACY_TAXPAYER_RE.test(v),
      invoiceMessages.taxpayerInvalid,
    )
    .optional()
    .default('')
    .describe('纳税人识别号：单位必填，18 位统一社会信用代码或 15 位旧税号；个人不填'),
  registered_address: optionalText(200, '注册地址不能超过200个字符').describe('注册地址（专用发票必填）'),
  registered_phone: textField({ max: 32, trim: true, tooLong: invoiceMessages.phone })
    .refine((v) => v === '' || isMobile(v) || isLandline(v), invoiceMessages.phone)
    .optional()
    .default('')
    .describe('注册电话（专用发票必填）'),
  bank_name: optionalText(100, '开户银行不能超过100个字符').describe('开户银行（专用发票必填）'),
  bank_account: textField({ max: 40, trim: true, tooLong: invoiceMessages.bankAccountInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v === '' || BANK_ACCOUNT_RE.test(v), invoiceMessages.bankAccountInvalid)
    .optional()
    .default('')
    .describe('银行账号，8–30 位数字，可含空格（专用发票必填）'),
  email: textField({ max: 254, trim: true, tooLong: invoiceMessages.email })
    .refine((v) => v === '' || isEmail(v), invoiceMessages.email)
    .optional()
    .default('')
    .describe('接收电子发票的邮箱；可不填'),
  is_default: boolField().optional().describe('设为默认发票信息'),
};

type ProfileInput = z.output<z.ZodObject<typeof profileShape>>;

/** The rules across fields: who may get which invoice, and what each needs. */
function profileRules(value: ProfileInput, context: z.core.$RefinementCtx<ProfileInput>) {
  const require = (field: keyof ProfileInput, message: string) => {
    if (value[field] === '') context.addIssue({ code: 'custom', path: [field], message, input: '' });
  };
  if (value.kind === 'special' && value.title_type !== 'organisation') {
    context.addIssue({
      code: 'custom',
      path: ['title_type'],
      message: invoiceMessages.specialIsOrganisation,
      input: value.title_type,
    });
  }
  if (value.title_type === 'organisation') require('taxpayer_no', invoiceMessages.taxpayerRequired);
  if (value.kind === 'special') {
    require('registered_address', invoiceMessages.registeredAddress);
    require('registered_phone', invoiceMessages.registeredPhone);
    require('bank_name', invoiceMessages.bankName);
    require('bank_account', invoiceMessages.bankAccount);
  }
}

const profileId = idField('发票信息编号须为正整数');

export const invoiceProfileAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceKinds),
  title_type: z.enum(invoiceTitleTypes),
  title: z.string(),
  taxpayer_no: z.string().describe('纳税人识别号；个人为空'),
  registered_address: z.string(),
  registered_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  email: z.string(),
  is_default: z.boolean(),
  warning: z.string().describe('提醒（纳税人识别号校验位不符或为15位旧税号）；无则为空'),
  updated_at: z.string(),
});

export const userInvoiceList = defineContract({
  method: 'GET',
  path: '/user/invoice/list',
  summary: `发票信息列表（默认在前，其余新的在前）；每位会员最多 ${INVOICE_PROFILE_LIMIT} 个`,
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    limit: z.number().int().describe('最多可保存的发票信息数'),
    list: z.array(invoiceProfileAnswer),
  }),
});

export const userInvoiceAdd = defineContract({
  method: 'POST',
  path: '/user/invoice/add',
  summary: `新增发票信息；第一个自动成为默认。纳税人识别号校验位不符或为15位旧税号时仍保存，并返回 warning。超过 ${INVOICE_PROFILE_LIMIT} 个时返回 409`,
  auth: 'member',
  payload: z.object(profileShape).superRefine(profileRules),
  answer: invoiceProfileAnswer,
  codes: [Code.CONFLICT],
});

export const userInvoiceEdit = defineContract({
  method: 'POST',
  path: '/user/invoice/edit',
  summary: '修改发票信息（整条替换；已下的订单保留当时的发票信息）',
  auth: 'member',
  payload: z.object({ id: profileId, ...profileShape }).superRefine(profileRules),
  answer: invoiceProfileAnswer,
  codes: [Code.NOT_FOUND],
});

export const userInvoiceDelete = defineContract({
  method: 'POST',
  path: '/user/invoice/delete',
  summary: '删除发票信息；删除默认时，最新的其余一条成为默认',
  auth: 'member',
  payload: z.object({ id: profileId }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

export const userInvoiceDefault = defineContract({
  method: 'POST',
  path: '/user/invoice/default',
  summary: '设为默认发票信息',
  auth: 'member',
  payload: z.object({ id: profileId }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});
