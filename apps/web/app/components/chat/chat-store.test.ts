import { describe, expect, it } from 'vitest';
import {
  CHATTED_KEY,
  chatState,
  chooseChatSku,
  closeChat,
  hasChatted,
  openChat,
  rememberChatted,
  setChatProduct,
  setChatUnread,
} from './chat-store';

describe('chat store', () => {
  it('stays started after the panel is closed, so its stream keeps counting', () => {
    openChat();
    closeChat();
    expect(chatState()).toMatchObject({ open: false, started: true });
    setChatUnread(2);
    expect(chatState().unread).toBe(2);
  });

  it('offers the SKU chosen on the page, and ignores a choice with no product shown', () => {
    setChatProduct(null);
    chooseChatSku(5);
    expect(chatState().product).toBeNull();
    setChatProduct({
      name: '乙腈',
      skus: [
        { id: 4, sku: 'A1', pack: '500ml' },
        { id: 5, sku: 'A2', pack: '4L' },
      ],
      chosen: null,
    });
    chooseChatSku(5);
    expect(chatState().product?.chosen).toBe(5);
  });
});

describe('whether this browser has chatted', () => {
  it('remembers a visitor’s chat, forgets it for a member, and treats refused storage as no chat', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    expect(hasChatted(() => storage)).toBe(false);
    rememberChatted(() => storage, true);
    expect(items.get(CHATTED_KEY)).toBe('1');
    expect(hasChatted(() => storage)).toBe(true);
    rememberChatted(() => storage, false);
    expect(hasChatted(() => storage)).toBe(false);
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(hasChatted(refused)).toBe(false);
    expect(() => rememberChatted(refused, true)).not.toThrow();
  });
});
