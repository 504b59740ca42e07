import { describe, expect, it } from 'vitest';
import { formatFen, formatYuan, yuanToFen } from './money';

describe('yuanToFen', () => {
  it('when a yuan string is read, then it becomes whole fen', () => {
    expect(yuanToFen('128.00')).toBe(12800);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('-1.00')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
});

describe('formatFen', () => {
  it('when fen are formatted, then they read ¥ with thousands and two decimals', () => {
    expect(formatFen(123450)).toBe('¥1,234.50');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100000000)).toBe('¥1,000,000.00');
  });
});

describe('formatYuan', () => {
  it.each([
    ['128.00', '¥128.00'],
    ['1234.5', '¥1,234.50'],
    ['1234567.89', '¥1,234,567.89'],
    ['0', '¥0.00'],
    ['007.10', '¥7.10'],
    ['-5', '-¥5.00'],
  ])('when the API sends %j, then it shows %s', (price, shown) => {
    expect(formatYuan(price)).toBe(shown);
  });

  it('when a yuan string is not a price, then it is shown as sent', () => {
    expect(formatYuan('n/a')).toBe('n/a');
  });

  it('when an amount is formatted, then yuan and fen read the same', () => {
    for (const yuan of ['0.05', '1234.5', '99999999.99']) {
      expect(formatYuan(yuan)).toBe(formatFen(yuanToFen(yuan)!));
    }
  });
});
