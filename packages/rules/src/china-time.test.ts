import { describe, expect, it } from 'vitest';
import { CHINA_TIME_ZONE, chinaDate, chinaDateTime, chinaMidnight, chinaMinute } from './china-time.ts';

describe('China time', () => {
  it('when an instant is late evening UTC, then it is already the next day in China', () => {
    const at = new Date('2026-12-31T16:30:05Z');
    expect(chinaDate(at)).toBe('2027-01-01');
    expect(chinaMinute(at)).toBe('2027-01-01 00:30');
    expect(chinaDateTime(at)).toBe('2027-01-01 00:30:05');
  });

  it('when the time comes as ISO text or epoch milliseconds, then it reads the same', () => {
    const iso = '2026-11-25T14:30:59+08:00';
    expect(chinaMinute(iso)).toBe('2026-11-25 14:30');
    expect(chinaMinute(Date.parse(iso))).toBe('2026-11-25 14:30');
    expect(chinaDateTime('2026-11-25T06:30:59.999Z')).toBe('2026-11-25 14:30:59');
  });

  it('when the value is not a time, then the text is empty rather than "Invalid Date"', () => {
    for (const value of ['', 'soon', Number.NaN, 8.64e15, new Date('x')]) {
      expect(chinaDate(value)).toBe('');
      expect(chinaMinute(value)).toBe('');
      expect(chinaDateTime(value)).toBe('');
    }
  });

  it('when it is the formatter in the zone database, then the fixed offset agrees with it', () => {
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: CHINA_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    for (const iso of ['1995-03-26T01:59:59Z', '2026-06-30T16:00:00Z', '2038-01-19T03:14:07Z']) {
      expect(chinaDateTime(iso)).toBe(zone.format(new Date(iso)));
    }
  });

  it('when a China day starts, then its instant is 16:00 UTC the day before', () => {
    expect(chinaMidnight('2027-01-01').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(chinaDate(chinaMidnight('2027-01-01'))).toBe('2027-01-01');
    expect(chinaDate(chinaMidnight('2027-01-01').getTime() - 1)).toBe('2026-12-31');
  });
});
