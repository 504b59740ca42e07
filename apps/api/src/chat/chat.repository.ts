import { and, asc, count, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';
import { chatConversations, chatMessages } from './chat.schema.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type Owner = { userId: number } | { visitorHash: string };
export type ChatAuthor = 'buyer' | 'staff' | 'system';
export type ChatKind = 'text' | 'image' | 'product' | 'order';

const ownerIs = (owner: Owner) =>
  'userId' in owner
    ? eq(chatConversations.userId, owner.userId)
    : eq(chatConversations.visitorHash, owner.visitorHash);

export async function conversationOf(db: DbOrTx, owner: Owner): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(ownerIs(owner));
  return row;
}

/** The owner's unread staff messages; 0 when they have no conversation (one indexed read, nothing made). */
export async function unreadOf(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ unread: chatConversations.unreadByMember })
    .from(chatConversations)
    .where(ownerIs(owner));
  return row?.unread ?? 0;
}

export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/** The owner's conversation, made if they have none (two tabs opening at once make one). */
export async function ensureConversation(db: DbOrTx, owner: Owner): Promise<ConversationRow> {
  await db
    .insert(chatConversations)
    .values('userId' in owner ? { userId: owner.userId } : { visitorHash: owner.visitorHash })
    .onConflictDoNothing();
  return (await conversationOf(db, owner))!;
}

/** Holds the conversation's row until the transaction ends: one buyer's sends are counted one at a time. */
export async function lockConversation(tx: DbOrTx, id: number) {
  await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for('update');
}

/** A visitor's conversation becomes the member's: merged into theirs when they have one. */
export async function moveToMember(db: DbOrTx, visitor: ConversationRow, userId: number) {
  const member = await conversationOf(db, { userId });
  if (!member) {
    await db
      .update(chatConversations)
      .set({ userId, visitorHash: null })
      .where(eq(chatConversations.id, visitor.id));
    return visitor.id;
  }
  await db
    .update(chatMessages)
    .set({ conversationId: member.id })
    .where(eq(chatMessages.conversationId, visitor.id));
  await db
    .update(chatConversations)
    .set({
      unreadByStaff: sql`${chatConversations.unreadByStaff} + ${visitor.unreadByStaff}`,
      unreadByMember: sql`${chatConversations.unreadByMember} + ${visitor.unreadByMember}`,
      lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${visitor.lastMessageAt})`,
      state: visitor.state === 'waiting' ? 'waiting' : member.state,
    })
    .where(eq(chatConversations.id, member.id));
  await db.delete(chatConversations).where(eq(chatConversations.id, visitor.id));
  return member.id;
}

export interface NewMessage {
  conversationId: number;
  author: ChatAuthor;
  operatorId?: number | null;
  kind: ChatKind;
  text: string;
  uploadId?: number | null;
  skuId?: number | null;
  orderId?: number | null;
}

export async function insertMessage(db: DbOrTx, message: NewMessage, at: Date): Promise<number> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...message, createdAt: at })
    .returning({ id: chatMessages.id });
  return row!.id;
}

/** After a buyer's message: waiting for staff, one more unread for them, where the buyer is. */
export async function afterBuyerMessage(db: DbOrTx, id: number, at: Date, page: string | undefined) {
  await db
    .update(chatConversations)
    .set({
      state: 'waiting',
      unreadByStaff: sql`${chatConversations.unreadByStaff} + 1`,
      lastMessageAt: at,
      ...(page === undefined ? {} : { page }),
    })
    .where(eq(chatConversations.id, id));
}

/** After staff's message: open, one more unread for the buyer, the offline inquiry done with. */
export async function afterStaffMessage(db: DbOrTx, id: number, at: Date, operatorId: number) {
  await db
    .update(chatConversations)
    .set({
      state: 'open',
      unreadByMember: sql`${chatConversations.unreadByMember} + 1`,
      lastMessageAt: at,
      offlineInquiryId: null,
      assignedOperatorId: sql`coalesce(${chatConversations.assignedOperatorId}, ${operatorId})`,
    })
    .where(eq(chatConversations.id, id));
}

export async function setOfflineInquiry(db: DbOrTx, id: number, inquiryId: number) {
  await db.update(chatConversations).set({ offlineInquiryId: inquiryId }).where(eq(chatConversations.id, id));
}

export async function updateConversation(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<ConversationRow, 'state' | 'assignedOperatorId'>>,
) {
  await db.update(chatConversations).set(values).where(eq(chatConversations.id, id));
}

/**
 * Marks read up to a message: what is left unread is the other side's messages after it. `side`:
 * who reads (`buyer` reads staff's messages, `staff` the buyer's).
 */
export async function markRead(db: DbOrTx, id: number, side: 'buyer' | 'staff', upTo: number) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, id),
        side === 'buyer' ? ne(chatMessages.author, 'buyer') : eq(chatMessages.author, 'buyer'),
        gt(chatMessages.id, upTo),
      ),
    );
  const unread = row?.n ?? 0;
  await db
    .update(chatConversations)
    .set(side === 'buyer' ? { unreadByMember: unread } : { unreadByStaff: unread })
    .where(eq(chatConversations.id, id));
  return unread;
}

/**
 * Buyer messages in a conversation since `since`: the per-minute limit, counted in rows every instance
 * shares. An owner has one conversation, so this is the owner's count; read through
 * `chat_messages_buyer_recent_idx`, it touches that minute's rows of this conversation only.
 */
export async function buyerMessagesSince(db: DbOrTx, conversationId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.author, 'buyer'),
        gte(chatMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  author: chatMessages.author,
  kind: chatMessages.kind,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  uploadKey: uploadedObjects.key,
  skuId: skus.id,
  skuName: products.name,
  skuCode: skus.sku,
  skuPack: skus.pack,
  skuImages: products.images,
  skuPriceFen: skus.priceFen,
  orderNumber: orders.number,
  orderState: orders.state,
  orderPayableFen: orders.payableFen,
  orderCreatedAt: orders.createdAt,
};
export type MessageRow = Awaited<ReturnType<typeof messagesWhere>>[number];

function messagesWhere(db: DbOrTx, where: ReturnType<typeof and>, order: 'asc' | 'desc', limit: number) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(uploadedObjects, eq(uploadedObjects.id, chatMessages.uploadId))
    .leftJoin(skus, eq(skus.id, chatMessages.skuId))
    .leftJoin(products, eq(products.id, skus.productId))
    .leftJoin(orders, eq(orders.id, chatMessages.orderId))
    .where(where)
    .orderBy(order === 'asc' ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(limit);
}

export async function messageById(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [row] = await messagesWhere(db, eq(chatMessages.id, id), 'asc', 1);
  return row;
}

/** The `limit` messages before `before` (or the latest), oldest first. */
export async function messagesBefore(
  db: DbOrTx,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  const rows = await messagesWhere(
    db,
    and(
      eq(chatMessages.conversationId, conversationId),
      before === undefined ? undefined : lt(chatMessages.id, before),
    ),
    'desc',
    limit,
  );
  return rows.reverse();
}

/** What a reconnecting stream missed: after `after`, in one conversation or (staff) all, oldest first. */
export function messagesAfter(db: DbOrTx, conversationId: number | null, after: number, limit: number) {
  return messagesWhere(
    db,
    and(
      gt(chatMessages.id, after),
      conversationId === null ? undefined : eq(chatMessages.conversationId, conversationId),
    ),
    'asc',
    limit,
  );
}

/** A SKU a product card may show: it exists and is on sale. */
export async function skuOnSale(db: DbOrTx, skuId: number) {
  const [row] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.id, skuId), eq(skus.onSale, true)));
  return row;
}

/** The member's own order by its number; another's is the same as none. */
export async function ownOrder(db: DbOrTx, userId: number, number: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)));
  return row;
}
