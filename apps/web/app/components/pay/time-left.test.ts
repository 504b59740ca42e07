import { describe, expect, it } from 'vitest';
import { formatLeft } from './time-left';

describe('formatLeft', () => {
  it.each([
    [29 * 60_000 + 5_000, '29 分 05 秒'],
    [59_000, '0 分 59 秒'],
    [62 * 60_000, '1 小时 02 分'],
    [26 * 3600_000, '1 天 02 小时'],
    [7 * 86_400_000 - 1_000, '6 天 23 小时'],
    [0, ''],
    [-1_000, ''],
  ])('when %i ms are left, then it reads “%s”', (ms, text) => {
    expect(formatLeft(ms)).toBe(text);
  });
});
