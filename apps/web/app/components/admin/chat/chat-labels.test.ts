import { describe, expect, it } from 'vitest';
import { buyerName, type ChatMessage, unreadTotal, waitedMinutes, withMessage } from './chat-labels';

const message = (id: number): ChatMessage => ({
  id,
  conversation_id: 1,
  author: 'buyer',
  kind: 'text',
  text: `第${id}条`,
  image_url: '',
  product: null,
  order: null,
  created_at: '2026-11-27T01:00:00.000Z',
});

describe('the 在线客服 inbox labels', () => {
  it('names a buyer by company, else masked phone, else 访客', () => {
    expect(buyerName({ user_id: 3, company: '南京大学', phone: '13812345678' })).toBe('南京大学');
    expect(buyerName({ user_id: 3, company: '', phone: '13812345678' })).toBe('138****5678');
    expect(buyerName({ user_id: null, company: '', phone: '' })).toBe('访客');
  });

  it('counts whole minutes of waiting, never below 0', () => {
    const at = '2026-11-27T01:00:00.000Z';
    expect(waitedMinutes(at, Date.parse(at) + 5 * 60_000 + 59_000)).toBe(5);
    expect(waitedMinutes(at, Date.parse(at) - 60_000)).toBe(0);
    expect(waitedMinutes(null, Date.now())).toBe(0);
  });

  it('adds a live message once, in id order', () => {
    const once = withMessage([message(1), message(3)], message(2));
    expect(once.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(withMessage(once, message(2)).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('sums unread over the list', () => {
    expect(unreadTotal([{ unread: 2 }, { unread: 0 }, { unread: 3 }])).toBe(5);
  });
});
