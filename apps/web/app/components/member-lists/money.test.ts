import { describe, expect, it } from 'vitest';
import { formatFen, formatYuan, yuanToFen } from './money';

describe('member-list money', () => {
  it('when a yuan string is read, then it becomes whole fen', () => {
    expect(yuanToFen('128.00')).toBe(12800);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('-1.00')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });

  it('when fen are formatted, then they read ¥ with thousands and two decimals', () => {
    expect(formatFen(123450)).toBe('¥1,234.50');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100000000)).toBe('¥1,000,000.00');
  });

  it('when a yuan string is formatted, then it is shown as money', () => {
    expect(formatYuan('1234.5')).toBe('¥1,234.50');
    expect(formatYuan('n/a')).toBe('n/a');
  });
});
