import type { Db } from '../platform/db.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { MemberPreload } from './member-preload.ts';
import { toUserInfo, visitorInfo } from './user-info.ts';
import { findUserById, updateAvatar, updateNickname } from './users.repository.ts';

/**
 * What other components use of a member's row, as the repository has it: by id, by phone, and locked
 * for update inside the caller's transaction (a turnstile for the member's own rows).
 */
export { findUserById, findUserByPhone, lockUser } from './users.repository.ts';

/** The member as the header and the account pages show them: SPEC §3 user info, nickname and avatar. */
export function createAccountService({
  db,
  uploads,
  usableCoupons,
  unreadNotices,
}: {
  db: Db;
  uploads: UploadService;
  /** How many coupons a member can use now (user info `coupon_count`); the coupons component answers. */
  usableCoupons: (userId: number, at: Date) => Promise<number>;
  /** Unread notices in 消息中心 (user info `message_count`); the notices component answers. */
  unreadNotices: (userId: number) => Promise<number>;
}) {
  return {
    /**
     * The caller's user info; a visitor (userId 0), or a member no longer there, gets the visitor's.
     * A page passes what its session query already read (`preload`), and nothing is read again.
     */
    async info(userId: number, preload?: MemberPreload) {
      if (userId === 0) return visitorInfo;
      const row = preload ? preload.user : await findUserById(db, userId);
      if (!row) return visitorInfo;
      // Avatars are private objects: the page gets a short-lived read address, fresh on every navigation.
      const avatarUrl = !row.avatar
        ? ''
        : preload
          ? preload.avatarObject && (await uploads.readUrlOf(preload.avatarObject).catch(() => null))?.url
          : (await uploads.readUrlForOwner(row.id, row.avatar).catch(() => null))?.url;
      const [coupons, notices] = preload
        ? [preload.usableCoupons, preload.unreadNotices]
        : await Promise.all([usableCoupons(row.id, new Date()), unreadNotices(row.id)]);
      return toUserInfo({ ...row, avatar: avatarUrl ?? '' }, { coupons, notices });
    },

    async setNickname(userId: number, nickname: string) {
      await updateNickname(db, userId, nickname);
      return null;
    },

    /** The avatar must be a file this member registered for that purpose (uploads). */
    async setAvatar(userId: number, filePath: string) {
      await uploads.requireOwned(userId, filePath, 'avatar');
      await updateAvatar(db, userId, filePath);
      return null;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
