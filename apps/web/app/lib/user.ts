import type { GetAnswer } from '@labmall/contract';
import { yuanToFen } from '@labmall/rules';
/** The server's user info (SPEC §3), as `GET /user/info` answers it. */
export type UserInfoWire = GetAnswer<'/user/info'>;

/** The same, under the storefront's own names (SPEC §3 "Stored as"). */
export interface SessionUser {
  /** 0 for a visitor: logged in means id is non-zero. */
  id: number;
  username: string;
  nickname: string;
  phone: string;
  /** -1 no info, 0 pending, 1 verified, 2 rejected. */
  identification: number;
  icon: string;
  coupon: number;
  /** Unread notices in 消息中心 (user info `message_count`). */
  messages: number;
  /** The credit limit in fen (user info `credit_money`), not what is left: 0 means no 账期 (SPEC §4). */
  credit: number;
}

export const visitor: SessionUser = {
  id: 0,
  username: '',
  nickname: '',
  phone: '',
  identification: -1,
  icon: '',
  coupon: 0,
  messages: 0,
  credit: 0,
};

export function fromWire(wire: UserInfoWire): SessionUser {
  return {
    id: wire.user_id,
    username: wire.login_name,
    nickname: wire.nick_name,
    phone: wire.user_manage_mobilephone,
    identification: wire.extra_info.state,
    icon: wire.head_photo,
    coupon: wire.coupon_count,
    messages: wire.message_count,
    credit: yuanToFen(wire.credit_money) ?? 0,
  };
}

export const isLoggedIn = (user: Pick<SessionUser, 'id'>) => user.id !== 0;
