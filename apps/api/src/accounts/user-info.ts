import { z } from 'zod';
import type { UserRow } from './users.repository.ts';

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
  credit_money: z.number().int().describe('可用信用额度（分）'),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

export const visitorInfo: UserInfo = {
  user_id: 0,
  login_name: '',
  nick_name: '',
  user_manage_mobilephone: '',
  extra_info: { state: -1 },
  head_photo: '',
  coupon_count: 0,
  credit_money: 0,
};

export function toUserInfo(user: UserRow, counts: { coupons: number }): UserInfo {
  return {
    user_id: user.id,
    login_name: user.username ?? '',
    nick_name: user.nickname,
    user_manage_mobilephone: user.phone,
    extra_info: { state: user.identification },
    head_photo: user.avatar ?? '',
    coupon_count: counts.coupons,
    credit_money: user.creditFen,
  };
}
