import {
  isCreditCodeShape,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isPassword,
  isRealName,
  isSmsCode,
  isUsername,
} from '@labmall/rules';
import { z } from 'zod';
import { textField } from '../platform/input-rules.ts';
import { smsPurposes } from './sms/sms-codes.service.ts';

/** Payload fields shared by the account calls; the patterns are the storefront's own (packages/rules). */
export const mobileField = textField({
  max: 20,
  trim: true,
  error: '请输入手机号码',
  tooLong: '请输入正确的手机号码',
})
  .min(1, '请输入手机号码')
  .refine(isMobile, '请输入正确的手机号码')
  // SPEC §5 accepts a leading T; the number itself is stored without it.
  .transform((v) => v.replace(/^T/, ''))
  .describe('手机号（11 位，以 1 开头）');

export const smsCodeField = textField({
  max: 20,
  trim: true,
  error: '请输入验证码',
  tooLong: '验证码为6位数字',
})
  .min(1, '请输入验证码')
  .refine(isSmsCode, '验证码为6位数字')
  .describe('6 位短信验证码');

export const purposeField = z
  .enum(smsPurposes, { error: '验证码用途无效' })
  .describe('用途：login、register、change_phone、password');

export const passwordField = textField({
  max: 64,
  error: '请输入密码',
  tooLong: '密码为6-20位字母、数字或@!#$%^&*.~',
})
  .min(1, '请输入密码')
  .refine(isPassword, '密码为6-20位字母、数字或@!#$%^&*.~')
  .describe('密码，6–20 位字母、数字或 @!#$%^&*.~');

/** A number an SMS code is sent to may not double as a username: password login takes either. */
const MOBILE_SHAPED = /^T?1\d{10}$/;

export const usernameField = textField({
  max: 64,
  trim: true,
  error: '请输入用户名',
  tooLong: '用户名为4-20位字母、数字、汉字、下划线或短横线',
})
  .min(1, '请输入用户名')
  .refine(isUsername, '用户名为4-20位字母、数字、汉字、下划线或短横线')
  .refine((v) => !MOBILE_SHAPED.test(v), '用户名不能是手机号')
  .describe('用户名，4–20 位字母、数字、汉字、下划线或短横线；不区分大小写，不能是手机号');

export const emailField = textField({
  max: 254,
  trim: true,
  error: '请输入邮箱地址',
  tooLong: '请输入正确的邮箱地址',
})
  .min(1, '请输入邮箱地址')
  .refine(isEmail, '请输入正确的邮箱地址')
  .describe('电子邮箱');

export const realNameField = (what: string) =>
  textField({
    max: 40,
    trim: true,
    displayName: true,
    error: `请输入${what}`,
    tooLong: '请输入正确的真实姓名',
  })
    .min(1, `请输入${what}`)
    .refine(isRealName, '请输入正确的真实姓名')
    .describe(`${what}（2–5 个汉字，少数民族姓名可含 ·）`);

export const organisationField = textField({
  max: 60,
  trim: true,
  displayName: true,
  error: '请输入单位名称',
  tooLong: '单位名称为2-60个字符',
})
  .min(1, '请输入单位名称')
  .min(2, '单位名称为2-60个字符')
  .describe('单位（公司、高校、研究所）全称，2–60 个字符');

/**
 * 18 digits with the GB 11643 check character. First-generation 15-digit cards stopped being valid
 * documents in 2013, so verification does not take them although the SPEC's pattern does.
 */
export const idCardField = textField({
  max: 32,
  trim: true,
  error: '请输入身份证号码',
  tooLong: '请输入正确的身份证号码',
})
  .min(1, '请输入身份证号码')
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length === 18 && isIdCard(v), '请输入正确的身份证号码')
  .describe('18 位居民身份证号码（校验位按 GB 11643）');

/** The shape is required; a failed GB 32100 check character only earns a warning (see verification). */
export const creditCodeField = textField({
  max: 32,
  trim: true,
  error: '请输入统一社会信用代码',
  tooLong: '请输入正确的18位统一社会信用代码',
})
  .min(1, '请输入统一社会信用代码')
  .transform((v) => v.toUpperCase())
  .refine(isCreditCodeShape, '请输入正确的18位统一社会信用代码')
  .describe('18 位统一社会信用代码；校验位不符时仍受理，但返回 warning');

export const contactPhoneField = textField({
  max: 32,
  trim: true,
  error: '请输入联系电话',
  tooLong: '请输入正确的联系电话（手机或座机）',
})
  .min(1, '请输入联系电话')
  .refine((v) => isMobile(v) || isLandline(v), '请输入正确的联系电话（手机或座机）')
  .describe('联系电话：手机号或座机（可带区号、分机号）');

/** A file the member registered through the upload control (purpose `identity`). */
export const identityImageField = (what: string) =>
  textField({ max: 512, error: `请上传${what}`, tooLong: `${what}无效，请重新上传` })
    .min(1, `请上传${what}`)
    .describe(`${what}：经上传控件登记（用途 identity）后返回的 filePath`);
