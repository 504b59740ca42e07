import { NOTICE_GROUPS, type NoticeGroup, type NoticeKind } from '@labmall/contract/notice-kinds';
import type { Db, DbOrTx } from '../platform/db.ts';
import { createNoticePreferences, type SmsTemplates } from './notice-preferences.ts';
import { type Notice, noticeText } from './notice-texts.ts';
import { countUnread, insertNotice, listNotices, markRead } from './notices.repository.ts';

export type { Notice } from './notice-texts.ts';

/**
 * 消息中心 (issue 36 item 4). Other components tell a member something through `post`, inside the
 * transaction of the event itself, so the notice is there exactly when the event happened.
 */
export interface NoticePort {
  post(tx: DbOrTx, userId: number, notice: Notice, options?: { dedupeKey?: string }): Promise<boolean>;
  /**
   * Whether a notice of this kind also goes to the member by SMS (their choice in 账户设置, and the
   * provider has its template). Asked after the event's transaction commits, beside the text.
   */
  wantsSms(userId: number, kind: NoticeKind): Promise<boolean>;
}

export function createNoticeService({
  db,
  sms,
  now = () => new Date(),
}: {
  db: Db;
  sms: SmsTemplates;
  now?: () => Date;
}) {
  return {
    ...createNoticePreferences({ db, sms, now }),

    post(tx: DbOrTx, userId: number, notice: Notice, options: { dedupeKey?: string } = {}) {
      const { title, body, link } = noticeText(notice);
      return insertNotice(tx, {
        userId,
        kind: notice.kind,
        title,
        body,
        link,
        params: notice.params as Record<string, string>,
        dedupeKey: options.dedupeKey ?? null,
        createdAt: now(),
      });
    },

    async list(
      userId: number,
      query: { group: 'all' | 'unread' | NoticeGroup; index: number; pageSize: number },
    ) {
      const filter = {
        unreadOnly: query.group === 'unread',
        kinds: query.group === 'all' || query.group === 'unread' ? null : NOTICE_GROUPS[query.group].kinds,
      };
      const [page, unread] = await Promise.all([
        listNotices(db, userId, filter, (query.index - 1) * query.pageSize, query.pageSize),
        countUnread(db, userId),
      ]);
      return {
        total: page.total,
        unread,
        list: page.rows.map((row) => ({
          id: row.id,
          kind: row.kind as Notice['kind'],
          title: row.title,
          body: row.body,
          link: row.link,
          read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async read(userId: number, id: number | undefined) {
      await markRead(db, userId, id, now());
      return { unread: await countUnread(db, userId) };
    },

    unread: (userId: number) => countUnread(db, userId),
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
