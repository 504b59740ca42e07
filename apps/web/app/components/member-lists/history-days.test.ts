import { describe, expect, it } from 'vitest';
import { dayHeading } from './history-days';

describe('browsing-history days', () => {
  it('when a day is today or the day before, then it is named so', () => {
    expect(dayHeading('2026-11-22', '2026-11-22')).toBe('今天');
    expect(dayHeading('2026-11-21', '2026-11-22')).toBe('昨天');
    expect(dayHeading('2026-02-28', '2026-03-01')).toBe('昨天');
  });

  it('when a day is older, then it is written as a Chinese date', () => {
    expect(dayHeading('2026-11-20', '2026-11-22')).toBe('2026年11月20日');
    expect(dayHeading('2025-12-31', '2026-11-22')).toBe('2025年12月31日');
  });
});
