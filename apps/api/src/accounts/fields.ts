import { isMobile, isPassword, isSmsCode } from '@labmall/rules';
import { z } from 'zod';
import { smsPurposes } from './sms/sms-codes.ts';

/** Payload fields shared by the account calls; the patterns are the storefront's own (packages/rules). */
export const mobileField = z
  .string({ error: '请输入手机号码' })
  .trim()
  .min(1, '请输入手机号码')
  .refine(isMobile, '请输入正确的手机号码')
  // SPEC §5 accepts a leading T; the number itself is stored without it.
  .transform((v) => v.replace(/^T/, ''))
  .describe('手机号（11 位，以 1 开头）');

export const smsCodeField = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .refine(isSmsCode, '验证码为6位数字')
  .describe('6 位短信验证码');

export const purposeField = z
  .enum(smsPurposes, { error: '验证码用途无效' })
  .describe('用途：login、register、change_phone、password');

export const passwordField = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .refine(isPassword, '密码为6-20位字母、数字或@!#$%^&*.~')
  .describe('密码，6–20 位字母、数字或 @!#$%^&*.~');
