import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { memberProfiles, users } from './accounts.schema.ts';
import { endOtherSessions } from './sessions.repository.ts';

export type MemberFilterState = 'all' | 'unverified' | 'pending' | 'verified' | 'rejected' | 'disabled';

const identificationOf = { unverified: -1, pending: 0, verified: 1, rejected: 2 } as const;

/** `%` and `_` typed by an operator are searched for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members for the console, newest first: by part of the phone, username, nickname, organisation or contact. */
export async function listMembers(
  db: DbOrTx,
  filter: { keyword: string; state: MemberFilterState },
  offset: number,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.state === 'disabled') conditions.push(isNotNull(users.disabledAt));
  else if (filter.state !== 'all') conditions.push(eq(users.identification, identificationOf[filter.state]));
  if (filter.keyword) {
    const like = likeText(filter.keyword);
    conditions.push(
      or(
        ilike(users.phone, like),
        ilike(users.username, like),
        ilike(users.nickname, like),
        ilike(memberProfiles.organisation, like),
        ilike(memberProfiles.contactName, like),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(where);
  const rows = await db
    .select({
      user: users,
      organisation: memberProfiles.organisation,
      contactName: memberProfiles.contactName,
      email: memberProfiles.email,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

export async function findMember(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      user: users,
      organisation: memberProfiles.organisation,
      contactName: memberProfiles.contactName,
      email: memberProfiles.email,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export type MemberListRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/**
 * Stops a member's login: marks them disabled and ends every session in one transaction, so no request
 * after it is served as them. Already disabled: the reason is updated, sessions are ended again.
 */
export async function disableMember(db: DbOrTx, id: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        disabledAt: sql`coalesce(${users.disabledAt}, now())`,
        disabledReason: reason,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) return false;
    await endOtherSessions(tx, id, null);
    return true;
  });
}

export async function enableMember(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ disabledAt: null, disabledReason: '', updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}
