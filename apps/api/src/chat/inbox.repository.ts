import { and, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { memberProfiles, users } from '../accounts/accounts.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { chatConversations, chatMessages } from './chat.schema.ts';

/** Staff's inbox: reads over the conversations with the member behind each. */

export interface ConversationFilter {
  state?: 'waiting' | 'open' | 'solved' | undefined;
  operatorId?: number | undefined;
  q: string;
}

/** The menu's badge: conversations waiting for staff or holding buyer messages staff have not read. */
export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(
      and(
        isNotNull(chatConversations.lastMessageAt),
        or(eq(chatConversations.state, 'waiting'), gt(chatConversations.unreadByStaff, 0)),
      ),
    );
  return row?.n ?? 0;
}

/** Staff's inbox: waiting first (oldest wait first), then by last message, newest first. */
export async function listConversations(
  db: DbOrTx,
  filter: ConversationFilter,
  offset: number,
  limit: number,
) {
  const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    isNotNull(chatConversations.lastMessageAt),
    filter.state ? eq(chatConversations.state, filter.state) : undefined,
    filter.operatorId ? eq(chatConversations.assignedOperatorId, filter.operatorId) : undefined,
    filter.q
      ? or(
          ilike(users.phone, like),
          ilike(memberProfiles.organisation, like),
          inArray(
            chatConversations.id,
            db
              .select({ id: chatMessages.conversationId })
              .from(chatMessages)
              .where(ilike(chatMessages.text, like)),
          ),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({
        conversation: chatConversations,
        phone: users.phone,
        company: memberProfiles.organisation,
      })
      .from(chatConversations)
      .leftJoin(users, eq(users.id, chatConversations.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, chatConversations.userId));
  const [total] = await db
    .select({ n: count() })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, chatConversations.userId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(
      sql`case when ${chatConversations.state} = 'waiting' then 0 else 1 end`,
      sql`case when ${chatConversations.state} = 'waiting' then ${chatConversations.lastMessageAt} end asc`,
      desc(chatConversations.lastMessageAt),
      desc(chatConversations.id),
    )
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

export async function conversationWithMember(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ conversation: chatConversations, phone: users.phone, company: memberProfiles.organisation })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, chatConversations.userId))
    .where(eq(chatConversations.id, id));
  return row;
}

/** The last message's text of each conversation. */
export async function lastTexts(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.conversationId], {
      conversationId: chatMessages.conversationId,
      text: chatMessages.text,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  return new Map(rows.map((r) => [r.conversationId, r.text]));
}

export async function recentOrders(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      number: orders.number,
      state: orders.state,
      payableFen: orders.payableFen,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
