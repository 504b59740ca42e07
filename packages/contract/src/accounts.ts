import { fieldMessages } from '@labmall/rules';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';

const NICKNAME_REQUIRED = fieldMessages.nickname.required;

/** SPEC §3 "User info": the server's field names, which the storefront maps to its own. */
export const userInfoSchema = z.object({
  user_id: z.number().int().describe('会员 ID；访客为 0'),
  login_name: z.string().describe('用户名（未设置时为空）'),
  nick_name: z.string().describe('昵称'),
  user_manage_mobilephone: z.string().describe('手机号（本人可见）'),
  extra_info: z.object({
    state: z.number().int().describe('实名认证状态：-1 未提交，0 审核中，1 已认证，2 未通过'),
  }),
  head_photo: z.string().describe('头像地址'),
  coupon_count: z.number().int().describe('可用优惠券数量'),
  message_count: z.number().int().describe('消息中心的未读消息数'),
  credit_money: yuanAnswer('信用额度（账期总额度，不扣已用；已用与可用额度见 /user/bill）'),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

export const userInfo = defineContract({
  method: 'GET',
  path: '/user/info',
  summary: '当前用户信息；访客返回 user_id 为 0',
  auth: 'public',
  payload: z.object({}),
  answer: userInfoSchema,
});

export const userEditNickName = defineContract({
  method: 'POST',
  path: '/user/edit/nick_name',
  summary: '修改昵称',
  auth: 'member',
  payload: z.object({
    nick_name: textField({
      max: 20,
      trim: true,
      displayName: true,
      error: NICKNAME_REQUIRED,
      tooLong: '昵称不能超过20个字符',
    })
      .min(1, NICKNAME_REQUIRED)
      .describe('新昵称，1–20 个字符，不含不可见字符'),
  }),
  answer: z.null(),
});

export const userEditAvatar = defineContract({
  method: 'POST',
  path: '/user/edit/avatar',
  summary: '修改头像：先经上传控件上传并登记（用途 avatar），再提交其 filePath',
  auth: 'member',
  payload: z.object({
    filePath: textField({ max: 512, error: '请先上传头像', tooLong: '头像无效，请重新上传' })
      .min(1, '请先上传头像')
      .describe('登记上传时返回的 filePath'),
  }),
  answer: z.null(),
});

export const userLogout = defineContract({
  method: 'POST',
  path: '/user/logout',
  summary: '退出登录：在服务器端结束当前会话并清除 session Cookie（访客调用也成功）',
  auth: 'public',
  payload: z.object({}),
  answer: z.null(),
});
