import { useSyncExternalStore } from 'react';

/**
 * What the storefront's frame knows about the 在线客服 panel without loading it (the panel is a lazy
 * chunk): open or closed, whether it was ever opened (then it stays mounted so its stream keeps
 * counting unread), the unread count it reports, and what the current page offers to send.
 */
export interface ChatProductTopic {
  name: string;
  skus: { id: number; sku: string; pack: string }[];
  /** The SKU the buyer last chose on the page; the first one until then. */
  chosen: number | null;
}

export interface ChatState {
  open: boolean;
  started: boolean;
  unread: number;
  product: ChatProductTopic | null;
  order: string | null;
}

let state: ChatState = { open: false, started: false, unread: 0, product: null, order: null };
const listeners = new Set<() => void>();

function update(change: Partial<ChatState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const SERVER_STATE: ChatState = { open: false, started: false, unread: 0, product: null, order: null };

export const useChatState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
export const chatState = () => state;

/** The button that opened the panel: focus goes back to it on close. */
let opener: HTMLElement | null = null;

export const openChat = () => {
  // Not in a browser (unit tests): nothing to give focus back to.
  opener = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  update({ open: true, started: true });
};
export const closeChat = () => {
  update({ open: false });
  if (opener?.isConnected) opener.focus();
  opener = null;
};
export const setChatUnread = (unread: number) => {
  if (unread !== state.unread) update({ unread });
};
export const setChatProduct = (product: ChatProductTopic | null) => update({ product });
export const chooseChatSku = (skuId: number) => {
  if (state.product && state.product.chosen !== skuId)
    update({ product: { ...state.product, chosen: skuId } });
};
export const setChatOrder = (order: string | null) => update({ order });

/**
 * Set by the panel once a visitor's conversation is open. The chat_visitor cookie is HttpOnly, so
 * this is how the page knows a visitor has a chat worth asking about; anyone else is never asked.
 */
export const CHATTED_KEY = 'lm-chat-visitor';

/** Storage may be missing or refuse (private modes, blocked cookies): then the visitor is not asked. */
export function hasChatted(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(CHATTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberChatted(storage: () => Pick<Storage, 'setItem' | 'removeItem'>, chatted: boolean) {
  try {
    if (chatted) storage().setItem(CHATTED_KEY, '1');
    else storage().removeItem(CHATTED_KEY);
  } catch {
    // Without storage the badge waits for the panel, as before.
  }
}
