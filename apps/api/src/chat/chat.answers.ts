import { formatYuan } from '@labmall/rules';
import type { ConversationRow, MessageRow } from './chat.repository.ts';

/**
 * A message on the wire, price included: the route's (or stream's) visitor schema drops the price for a
 * visitor. `imageUrl` is a fresh read address of its picture ('' when it has none).
 */
export function messageAnswer(row: MessageRow, imageUrl: string) {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    author: row.author as 'buyer' | 'staff' | 'system',
    kind: row.kind as 'text' | 'image' | 'product' | 'order',
    text: row.text,
    image_url: imageUrl,
    product:
      row.skuId === null
        ? null
        : {
            sku_id: row.skuId,
            name: row.skuName ?? '',
            sku: row.skuCode ?? '',
            pack: row.skuPack ?? '',
            picture: row.skuImages?.[0] ?? '',
            price: formatYuan(row.skuPriceFen ?? 0),
          },
    order:
      row.orderNumber === null
        ? null
        : {
            number: row.orderNumber,
            state: row.orderState ?? '',
            total: formatYuan(row.orderPayableFen ?? 0),
            created_at: row.orderCreatedAt?.toISOString() ?? '',
          },
    created_at: row.createdAt.toISOString(),
  };
}
export type MessageAnswer = ReturnType<typeof messageAnswer>;

/** A conversation in staff's inbox. */
export function conversationAnswer(
  row: { conversation: ConversationRow; phone: string | null; company: string | null },
  lastText: string,
) {
  const c = row.conversation;
  return {
    id: c.id,
    state: c.state as 'waiting' | 'open' | 'solved',
    unread: c.unreadByStaff,
    user_id: c.userId,
    phone: row.phone ?? '',
    company: row.company ?? '',
    assigned_operator_id: c.assignedOperatorId,
    page: c.page ?? '',
    last_text: lastText,
    last_message_at: c.lastMessageAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}

export const orderSummaryAnswer = (row: {
  number: string;
  state: string;
  payableFen: number;
  createdAt: Date;
}) => ({
  number: row.number,
  state: row.state,
  total: formatYuan(row.payableFen),
  created_at: row.createdAt.toISOString(),
});
