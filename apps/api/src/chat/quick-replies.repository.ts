import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { chatQuickReplies } from './chat.schema.ts';

export function listQuickReplies(db: DbOrTx) {
  return db
    .select({ id: chatQuickReplies.id, text: chatQuickReplies.text })
    .from(chatQuickReplies)
    .orderBy(asc(chatQuickReplies.id));
}

export async function countQuickReplies(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(chatQuickReplies);
  return row?.n ?? 0;
}

export async function insertQuickReply(db: DbOrTx, text: string) {
  const [row] = await db
    .insert(chatQuickReplies)
    .values({ text })
    .returning({ id: chatQuickReplies.id, text: chatQuickReplies.text });
  return row!;
}

export async function updateQuickReply(db: DbOrTx, id: number, text: string) {
  const [row] = await db
    .update(chatQuickReplies)
    .set({ text })
    .where(eq(chatQuickReplies.id, id))
    .returning({ id: chatQuickReplies.id, text: chatQuickReplies.text });
  return row;
}

export async function deleteQuickReply(db: DbOrTx, id: number) {
  const rows = await db
    .delete(chatQuickReplies)
    .where(eq(chatQuickReplies.id, id))
    .returning({ id: chatQuickReplies.id });
  return rows.length > 0;
}
