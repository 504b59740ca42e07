import { describe, expect, it } from 'vitest';
import { chatState, chooseChatSku, closeChat, openChat, setChatProduct, setChatUnread } from './chat-store';

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
