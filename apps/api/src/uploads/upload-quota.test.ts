import { describe, expect, it } from 'vitest';
import { beijingDay, quotaMessages } from './upload-quota.ts';

describe('the quota day', () => {
  it('runs from Beijing midnight to Beijing midnight', () => {
    expect(beijingDay(new Date('2026-11-20T15:59:59Z'))).toEqual({
      day: '2026-11-20',
      start: new Date('2026-11-19T16:00:00Z'),
      end: new Date('2026-11-20T16:00:00Z'),
    });
    expect(beijingDay(new Date('2026-11-20T16:00:00Z')).day).toBe('2026-11-21');
    expect(beijingDay(new Date('2026-12-31T23:30:00+08:00')).end).toEqual(
      new Date('2027-01-01T00:00:00+08:00'),
    );
  });

  it('names the budget in the unit it was set in', () => {
    expect(quotaMessages.bytes(1024 ** 3)).toBe('今日上传文件总量已达上限（1GB），请明天再试');
    expect(quotaMessages.bytes(300 * 1024 ** 2)).toContain('300MB');
    expect(quotaMessages.count(200)).toBe('今日上传次数已达上限（200次），请明天再试');
  });
});
