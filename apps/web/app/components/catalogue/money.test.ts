import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

describe('formatYuan', () => {
  it.each([
    ['128.00', '¥128.00'],
    ['1234.5', '¥1,234.50'],
    ['1234567.89', '¥1,234,567.89'],
    ['0', '¥0.00'],
    ['007.10', '¥7.10'],
  ])('when the API sends %j, then it shows %s', (price, shown) => {
    expect(formatYuan(price)).toBe(shown);
  });
});
