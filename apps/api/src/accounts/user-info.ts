import type { UserInfo } from '@labmall/contract/accounts';
import { formatYuan } from '@labmall/rules';
import type { UserRow } from './users.repository.ts';

export const visitorInfo: UserInfo = {
  user_id: 0,
  login_name: '',
  nick_name: '',
  user_manage_mobilephone: '',
  extra_info: { state: -1 },
  head_photo: '',
  coupon_count: 0,
  message_count: 0,
  credit_money: '0.00',
};

/**
 * The name a member gets when they first sign in by SMS code, before they have given any: 用户 and the
 * last four digits of their phone. Registration replaces it with the username they choose.
 */
export function placeholderNickname(phone: string): string {
  return `用户${phone.slice(-4)}`;
}

export function toUserInfo(user: UserRow, counts: { coupons: number; notices: number }): UserInfo {
  return {
    user_id: user.id,
    login_name: user.username ?? '',
    nick_name: user.nickname,
    user_manage_mobilephone: user.phone,
    extra_info: { state: user.identification },
    head_photo: user.avatar ?? '',
    coupon_count: counts.coupons,
    message_count: counts.notices,
    credit_money: formatYuan(user.creditFen),
  };
}

export { userInfoSchema } from '@labmall/contract/accounts';
export type { UserInfo };
