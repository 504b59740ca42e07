import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { inquiries } from './inquiries.schema.ts';

export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: DbOrTx, inquiry: NewInquiry): Promise<number> {
  const [row] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
  return row!.id;
}

/** Inquiries from one source since a time: the rate limit's count. */
export async function countSince(db: DbOrTx, clientKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.clientKey, clientKey), gt(inquiries.createdAt, since)));
  return Number(row?.n ?? 0);
}

export interface InquiryFilter {
  state: 'all' | 'open' | 'answered';
  /** Only those this operator looks after (a number), only those nobody does (null), or all. */
  assignee: number | null | 'all';
}

const stateCode = { open: 0, answered: 1 } as const;

export async function listInquiries(
  db: DbOrTx,
  filter: InquiryFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: (typeof inquiries.$inferSelect)[] }> {
  return pageOf(
    db,
    and(
      filter.state === 'all' ? undefined : eq(inquiries.status, stateCode[filter.state]),
      filter.assignee === 'all'
        ? undefined
        : filter.assignee === null
          ? isNull(inquiries.assigneeId)
          : eq(inquiries.assigneeId, filter.assignee),
    ),
    offset,
    limit,
  );
}

/** A member's own inquiries, newest first. */
export const listMemberInquiries = (db: DbOrTx, userId: number, offset: number, limit: number) =>
  pageOf(db, eq(inquiries.userId, userId), offset, limit);

/** One page of the inquiries `where` selects, newest first, and how many there are. */
async function pageOf(db: DbOrTx, where: SQL | undefined, offset: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/**
 * Sets who looks after an inquiry; returns who did before (null: nobody), or undefined when there is no
 * such inquiry. The row is locked while it is read and changed, so the "before" is the one replaced.
 */
export async function setAssignee(
  db: DbOrTx,
  id: number,
  assigneeId: number | null,
): Promise<number | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ assigneeId: inquiries.assigneeId })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update');
    if (!row) return undefined;
    await tx.update(inquiries).set({ assigneeId }).where(eq(inquiries.id, id));
    return row.assigneeId;
  });
}

/**
 * Answers an inquiry still waiting for one, in one conditional statement: of two staff answering at
 * once, one writes and the other gets nothing back. Returns who is to be told, or undefined.
 */
export async function answerOpen(
  db: DbOrTx,
  id: number,
  answer: { text: string; by: number; at: Date },
): Promise<{ userId: number | null; contact: string; name: string } | undefined> {
  const [row] = await db
    .update(inquiries)
    .set({ status: 1, answer: answer.text, answeredBy: answer.by, answeredAt: answer.at })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, 0)))
    .returning({ userId: inquiries.userId, contact: inquiries.contact, name: inquiries.name });
  return row;
}

export async function inquiryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)).limit(1);
  return row !== undefined;
}
