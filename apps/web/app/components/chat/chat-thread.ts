import type { GetAnswer } from '@labmall/contract';

// /chat/open's messages are typed through a helper (unknown here); /chat/history's are the same schema.
type MemberMessage = GetAnswer<'/chat/history'>['messages'][number];
type ProductCard = Omit<NonNullable<MemberMessage['product']>, 'price'>;
/** A member's message, or a visitor's, whose product card has no price (the contract's visitor schema). */
export type ChatMessage = Omit<MemberMessage, 'product'> & {
  product: (ProductCard & { price?: string }) | null;
};

/**
 * Messages in id order without duplicates: a message may come back from /chat/send and on the stream,
 * and after a reconnect the stream replays what came after Last-Event-ID.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const lastId = (messages: ChatMessage[]) => messages.at(-1)?.id ?? 0;

/** 09:05 today, else 11-26 09:05 (China time is what the server writes; the browser shows its own). */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return at.toDateString() === now.toDateString()
    ? time
    : `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}

/** The title while a staff message waits unseen: 「【新消息】…」 and the page's own title in turn. */
export function blinkTitle(base: string, tick: number, prefix: string): string {
  return tick % 2 === 0 ? `${prefix}${base}` : base;
}
