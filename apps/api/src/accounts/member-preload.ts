import type { UploadedObjectRow } from '../uploads/uploads.repository.ts';
import type { UserRow } from './users.repository.ts';

/**
 * What a page request's session query brings along (sessions.repository.ts, findLiveSessionWithMember):
 * the member's row with their avatar's stored object, the number of lines in their cart, of coupons
 * they can use now and of unread notices. The header shows all of it on every page (GET /user/info, GET /user/cart/count).
 */
declare module '../platform/route.ts' {
  interface MemberPreload {
    user: UserRow;
    /** The object behind `user.avatar`, when there is one and it is the member's own. */
    avatarObject: UploadedObjectRow | null;
    cartLines: number;
    /** Unused coupons within their validity (user info `coupon_count`). */
    usableCoupons: number;
    /** Unread notices in 消息中心 (user info `message_count`). */
    unreadNotices: number;
  }
}

export type { MemberPreload } from '../platform/route.ts';
