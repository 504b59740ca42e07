import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { memberNotices, noticePreferences } from './notices.schema.ts';

export type NewNotice = typeof memberNotices.$inferInsert;

/** Writes a notice; one with a `dedupeKey` the member already has is left as it was (false). */
export async function insertNotice(db: DbOrTx, notice: NewNotice): Promise<boolean> {
  const rows = await db
    .insert(memberNotices)
    .values(notice)
    .onConflictDoNothing({
      target: [memberNotices.userId, memberNotices.dedupeKey],
      where: sql`${memberNotices.dedupeKey} is not null`,
    })
    .returning({ id: memberNotices.id });
  return rows.length > 0;
}

export interface NoticeFilter {
  unreadOnly: boolean;
  /** Only these kinds, or every kind (null). */
  kinds: readonly string[] | null;
}

export async function listNotices(
  db: DbOrTx,
  userId: number,
  filter: NoticeFilter,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(memberNotices.userId, userId),
    filter.unreadOnly ? isNull(memberNotices.readAt) : undefined,
    filter.kinds ? inArray(memberNotices.kind, [...filter.kinds]) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(memberNotices).where(where);
  const rows = await db
    .select()
    .from(memberNotices)
    .where(where)
    .orderBy(desc(memberNotices.id))
    .offset(offset)
    .limit(limit);
  return { total: Number(total?.n ?? 0), rows };
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, userId), isNull(memberNotices.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the member's notice `id` read, or all of theirs (`id` undefined); another member's id marks nothing. */
export async function markRead(db: DbOrTx, userId: number, id: number | undefined, at: Date) {
  const own: SQL | undefined = and(
    eq(memberNotices.userId, userId),
    isNull(memberNotices.readAt),
    id === undefined ? undefined : eq(memberNotices.id, id),
  );
  await db.update(memberNotices).set({ readAt: at }).where(own);
}

/** The groups this member chose for themselves (group → sms); groups absent take their default. */
export async function smsChoices(db: DbOrTx, userId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ group: noticePreferences.group, sms: noticePreferences.sms })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return new Map(rows.map((row) => [row.group, row.sms]));
}

export async function saveSmsChoice(db: DbOrTx, userId: number, group: string, sms: boolean, at: Date) {
  await db
    .insert(noticePreferences)
    .values({ userId, group, sms, updatedAt: at })
    .onConflictDoUpdate({
      target: [noticePreferences.userId, noticePreferences.group],
      set: { sms, updatedAt: at },
    });
}
