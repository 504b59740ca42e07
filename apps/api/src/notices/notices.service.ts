import { NOTICE_GROUPS, type NoticeGroup, type NoticeKind } from '@labmall/contract/notice-kinds';
import { afterCommit } from '../platform/audit.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { createNoticePreferences } from './notice-preferences.ts';
import { type NoticeSms, noticeSmsMessage } from './notice-sms.ts';
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
  /**
   * Texts the notice when `wantsSms` says so, once the event commits: call it after the event's own
   * transaction; inside an operator write it waits for that write's commit (`afterCommit`). It never
   * fails: the notice is in 消息中心 whatever the provider does, and its words go to the log.
   */
  text(userId: number, notice: Notice): Promise<void>;
}

/** What texting a notice needs beside the provider: the member's number, the shop's name, a log. */
export interface NoticeTextDeps {
  sms: NoticeSms;
  phoneOf: (userId: number) => Promise<string | undefined>;
  shopName: string;
  log: { warn(object: object, message: string): void };
}

export function createNoticeService({
  db,
  now = () => new Date(),
  ...deps
}: NoticeTextDeps & { db: Db; now?: () => Date }) {
  const preferences = createNoticePreferences({ db, sms: deps.sms, now });

  async function sendText(userId: number, notice: Notice) {
    try {
      if (!(await preferences.wantsSms(userId, notice.kind))) return;
      const phone = await deps.phoneOf(userId);
      if (!phone) return;
      await deps.sms.send(noticeSmsMessage(notice, phone, deps.shopName));
    } catch (error) {
      deps.log.warn({ err: error, kind: notice.kind, user: userId }, 'notice SMS not sent');
    }
  }

  return {
    ...preferences,

    text: (userId: number, notice: Notice) => afterCommit(() => sendText(userId, notice)),

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
