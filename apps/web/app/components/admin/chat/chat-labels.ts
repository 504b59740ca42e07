import type { GetAnswer } from '@labmall/contract';
import { maskPhone } from '@labmall/rules';

/** Labels and small rules of the 在线客服 inbox (zod-free: console pages import no zod module). */
export type ChatList = GetAnswer<'/admin/chat/list'>;
export type ChatRow = ChatList['list'][number];
export type ChatDetail = GetAnswer<'/admin/chat/detail'>;
export type ChatMessage = ChatDetail['messages'][number];
export type Colleague = GetAnswer<'/admin/chat/assignees'>['list'][number];
export type QuickReply = GetAnswer<'/admin/chat/quick-replies'>['list'][number];

export const CHAT_FILTERS = ['all', 'waiting', 'open', 'solved'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

export const chatFilterLabels: Record<ChatFilter, string> = {
  all: '全部',
  waiting: '待回复',
  open: '进行中',
  solved: '已解决',
};

export const chatStateLabels: Record<ChatRow['state'], string> = {
  waiting: '待回复',
  open: '进行中',
  solved: '已解决',
};

/** Who the buyer is, in the list and the header: the company, else the masked phone, else 访客. */
export function buyerName(row: Pick<ChatRow, 'user_id' | 'company' | 'phone'>): string {
  if (row.user_id === null) return '访客';
  return row.company || maskPhone(row.phone) || '会员';
}

/** Whole minutes a waiting buyer has waited since their last message (0 when just now). */
export function waitedMinutes(lastMessageAt: string | null, now: number): number {
  if (!lastMessageAt) return 0;
  return Math.max(0, Math.floor((now - Date.parse(lastMessageAt)) / 60_000));
}

/** The unread total the page title and heading show. */
export const unreadTotal = (list: readonly Pick<ChatRow, 'unread'>[]) =>
  list.reduce((sum, row) => sum + row.unread, 0);

/** Messages after a live one arrived: in id order, each id once (a replay may repeat one). */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((one) => one.id === message.id)) return [...messages];
  return [...messages, message].sort((a, b) => a.id - b.id);
}
