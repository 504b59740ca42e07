import { CHAT_TEXT_MAX as CONTRACT_MAX } from '@labmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX } from './chat-text';
import { blinkTitle, type ChatMessage, lastId, mergeMessages, messageTime } from './chat-thread';

const message = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  conversation_id: 1,
  author: 'buyer',
  kind: 'text',
  text,
  image_url: '',
  product: null,
  order: null,
  created_at: '2026-11-27T08:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps one copy of a message that came back from the send and again on the stream', () => {
    const merged = mergeMessages([message(1), message(2)], [message(2), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('puts an older page before the messages already shown', () => {
    const merged = mergeMessages([message(31), message(32)], [message(1), message(2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 31, 32]);
    expect(lastId(merged)).toBe(32);
  });

  it('starts the stream from 0 when there is nothing yet', () => {
    expect(lastId([])).toBe(0);
  });
});

describe('messageTime', () => {
  it('shows the hour alone today and the date before it on other days', () => {
    const at = new Date(2026, 10, 27, 9, 5);
    expect(messageTime(at.toISOString(), new Date(2026, 10, 27, 18, 0))).toBe('09:05');
    expect(messageTime(at.toISOString(), new Date(2026, 10, 28, 8, 0))).toBe('11-27 09:05');
    expect(messageTime('not a date')).toBe('');
  });
});

describe('blinkTitle', () => {
  it('alternates the prefix with the page title', () => {
    expect(blinkTitle('乙腈 - 蓝标', 0, '【新消息】')).toBe('【新消息】乙腈 - 蓝标');
    expect(blinkTitle('乙腈 - 蓝标', 1, '【新消息】')).toBe('乙腈 - 蓝标');
  });
});

it('counts to the contract’s limit', () => {
  expect(CHAT_TEXT_MAX).toBe(CONTRACT_MAX);
});
