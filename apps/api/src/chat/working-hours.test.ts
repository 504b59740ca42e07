import { describe, expect, it } from 'vitest';
import { testHours } from './testing/chat-fixtures.ts';
import { describeHours, withinHours } from './working-hours.ts';

const weekdays = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };

describe('the chat’s working hours, on China’s clock', () => {
  it('when it is a weekday between the hours in China, then staff are there, whatever the server’s zone', () => {
    // 2026-11-27 is a Friday; 01:30 UTC is 09:30 in China.
    expect(withinHours(weekdays, new Date('2026-11-27T01:30:00Z'))).toBe(true);
    expect(withinHours(weekdays, new Date('2026-11-27T00:59:00Z'))).toBe(false);
    // 18:00 China time is closed.
    expect(withinHours(weekdays, new Date('2026-11-27T10:00:00Z'))).toBe(false);
  });

  it('when it is Saturday in China (still Friday in UTC), then nobody is there', () => {
    expect(withinHours(weekdays, new Date('2026-11-27T17:00:00Z'))).toBe(false);
    expect(withinHours({ ...weekdays, days: [6] }, new Date('2026-11-28T02:00:00Z'))).toBe(true);
  });

  it('says the hours as buyers read them', () => {
    expect(describeHours(weekdays)).toBe('周一至周五 09:00–18:00');
    expect(describeHours({ days: [6, 1], start: '10:00', end: '12:00' })).toBe('周一、周六 10:00–12:00');
  });

  it('when a test closes the chat just before midnight in China, then it is still closed just after', () => {
    // 23:59 on Friday 2026-11-27 in China, and two minutes later (Saturday).
    const late = Date.parse('2026-11-27T15:59:00Z');
    const closed = testHours(false, late);
    expect(withinHours(closed, new Date(late))).toBe(false);
    expect(withinHours(closed, new Date(late + 120_000))).toBe(false);
    expect(withinHours(testHours(true, late), new Date(late + 120_000))).toBe(true);
  });
});
