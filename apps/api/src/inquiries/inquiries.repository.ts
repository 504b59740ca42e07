import { and, count, desc, eq, gt } from 'drizzle-orm';
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

export async function listInquiries(db: DbOrTx, offset: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(inquiries);
  const rows = await db
    .select({
      id: inquiries.id,
      userId: inquiries.userId,
      name: inquiries.name,
      cas: inquiries.cas,
      quantity: inquiries.quantity,
      contact: inquiries.contact,
      keyword: inquiries.keyword,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}
