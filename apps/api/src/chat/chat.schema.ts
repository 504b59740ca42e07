import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { staff } from '../operators/staff.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';

/**
 * 在线客服 (issue 36, ADR 0054): one conversation per member and per visitor, kept for good so a member
 * sees their history on any device; `state` cycles `waiting` (the buyer wrote, nobody answered) →
 * `open` (staff answered) → `solved`, and a buyer's next message makes it `waiting` again. A visitor is
 * known only by the SHA-256 of their `chat_visitor` cookie; at login their conversation moves to the member.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: varchar('visitor_hash', { length: 64 }),
    state: text('state').notNull().default('waiting'),
    assignedOperatorId: bigint('assigned_operator_id', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    /** The page the buyer was on when they last wrote. */
    page: varchar('page', { length: 200 }),
    unreadByStaff: integer('unread_by_staff').notNull().default(0),
    unreadByMember: integer('unread_by_member').notNull().default(0),
    /** The inquiry an offline message became; cleared when staff answer, so the next absence makes another. */
    offlineInquiryId: bigint('offline_inquiry_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('chat_conversations_visitor_idx').on(t.visitorHash).where(sql`${t.visitorHash} is not null`),
    index('chat_conversations_queue_idx').on(t.state, t.lastMessageAt),
    check('chat_conversations_state', sql`${t.state} in ('waiting', 'open', 'solved')`),
    check('chat_conversations_owner', sql`(${t.userId} is null) <> (${t.visitorHash} is null)`),
  ],
);

/** A message; its id is the streams' replay cursor (SSE `id`, `Last-Event-ID`). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    /** Plain text as typed: never rendered as HTML. */
    text: varchar('text', { length: 500 }).notNull().default(''),
    uploadId: bigint('upload_id', { mode: 'number' }).references(() => uploadedObjects.id),
    skuId: bigint('sku_id', { mode: 'number' }).references(() => skus.id, { onDelete: 'set null' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_buyer_recent_idx').on(t.conversationId, t.author, t.createdAt),
    check('chat_messages_author', sql`${t.author} in ('buyer', 'staff', 'system')`),
    check('chat_messages_kind', sql`${t.kind} in ('text', 'image', 'product', 'order')`),
  ],
);

/** 快捷回复: short texts staff send with one click. */
export const chatQuickReplies = pgTable('chat_quick_replies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  text: varchar('text', { length: 500 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
