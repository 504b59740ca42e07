import { describe, expect, it } from 'vitest';
import { displayYuan, formatYuan, MAX_PRICE_FEN, parseYuan, yuanToFen } from './money.ts';

describe('parseYuan', () => {
  it.each([
    ['0', 0],
    ['0.1', 10],
    ['0.01', 1],
    ['12', 1200],
    ['12.', 1200],
    ['12.5', 1250],
    ['19.99', 1999],
    [' 12.30 ', 1230],
    ['007.10', 710],
    ['1,234.50', 123450],
    ['¥36.00', 3600],
    ['￥ 8', 800],
    ['100000000.00', 10_000_000_000],
  ])('when the text is %j, then it is %i fen, exactly', (text, fen) => {
    expect(parseYuan(text)).toEqual({ fen });
  });

  it.each([
    ['1.005', '最多保留两位小数'],
    ['0.125', '最多保留两位小数'],
    ['-1', '不能为负数'],
    ['-0.5', '不能为负数'],
    ['1e3', '应为金额，实际为“1e3”'],
    ['0x10', '应为金额，实际为“0x10”'],
    ['12元', '应为金额，实际为“12元”'],
    ['1,23.00', '应为金额，实际为“1,23.00”'],
    ['.5', '应为金额，实际为“.5”'],
    ['+5', '应为金额，实际为“+5”'],
    ['', '应为金额，实际为“”'],
    ['Infinity', '应为金额，实际为“Infinity”'],
    ['100000000.01', '超出上限 ¥100,000,000.00'],
    ['99999999999999999999', '超出上限 ¥100,000,000.00'],
  ])('when the text is %j, then it is refused: %s', (text, error) => {
    expect(parseYuan(text)).toEqual({ error });
  });

  it.each([[12.5], [1250], [null], [undefined], [['12']], [{ toString: () => '12' }]])(
    'when the value is not text (%j), then it is refused, never converted',
    (value) => {
      expect(parseYuan(value)).toEqual({ error: '应为金额（文本，如 "12.50"）' });
    },
  );

  it('when limits are named, then the amount is held to them in fen', () => {
    expect(parseYuan('10000000.00', { max: MAX_PRICE_FEN })).toEqual({ fen: MAX_PRICE_FEN });
    expect(parseYuan('10000000.01', { max: MAX_PRICE_FEN })).toEqual({ error: '超出上限 ¥10,000,000.00' });
    expect(parseYuan('0', { min: 1 })).toEqual({ error: '不能低于 ¥0.01' });
    expect(parseYuan('0.01', { min: 1 })).toEqual({ fen: 1 });
  });

  it('when the lower limit is below zero, then a minus is read and held to it', () => {
    const signed = { min: -10_000, max: 10_000 };
    expect(parseYuan('-12.34', signed)).toEqual({ fen: -1234 });
    expect(parseYuan('-¥5.00', signed)).toEqual({ fen: -500 });
    expect(parseYuan('-0', signed)).toEqual({ fen: 0 });
    expect(parseYuan('-100.01', signed)).toEqual({ error: '不能低于 -¥100.00' });
    expect(parseYuan('100.01', signed)).toEqual({ error: '超出上限 ¥100.00' });
  });

  it('when the amount is beyond safe integers, then it is refused even with the widest limits', () => {
    const widest = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
    expect(parseYuan('90071992547409.91', widest)).toEqual({ fen: Number.MAX_SAFE_INTEGER });
    expect(parseYuan('90071992547409.92', widest)).toHaveProperty('error');
    expect(parseYuan('-90071992547409.92', widest)).toHaveProperty('error');
    expect(parseYuan(`${'9'.repeat(400)}.99`, widest)).toHaveProperty('error');
  });
});

describe('formatYuan', () => {
  it.each([
    [0, '0.00', '¥0.00', '¥0'],
    [1, '0.01', '¥0.01', '¥0.01'],
    [10, '0.10', '¥0.10', '¥0.10'],
    [1250, '12.50', '¥12.50', '¥12.50'],
    [50_000, '500.00', '¥500.00', '¥500'],
    [135_000, '1350.00', '¥1,350.00', '¥1,350'],
    [123_456_789, '1234567.89', '¥1,234,567.89', '¥1,234,567.89'],
    [-500, '-5.00', '-¥5.00', '-¥5'],
    [-1, '-0.01', '-¥0.01', '-¥0.01'],
  ])(
    'when %i fen is written, then the wire reads %j, the page %j, a sentence %j',
    (fen, wire, price, short) => {
      expect(formatYuan(fen)).toBe(wire);
      expect(formatYuan(fen, 'price')).toBe(price);
      expect(formatYuan(fen, 'short')).toBe(short);
    },
  );

  it('when any style is read back, then it is the same fen', () => {
    const signed = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
    for (const fen of [0, 1, 99, 100, 1999, 123_456_789, -1234, Number.MAX_SAFE_INTEGER]) {
      for (const style of ['wire', 'price', 'short'] as const) {
        expect(parseYuan(formatYuan(fen, style), signed)).toEqual({ fen });
      }
    }
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    'when the amount %d is not whole fen, then it is a programming error',
    (fen) => {
      expect(() => formatYuan(fen)).toThrow(RangeError);
    },
  );
});

describe('yuanToFen and displayYuan (amounts the API sent)', () => {
  it('when the API sends an amount, then the page reads whole fen, signed', () => {
    expect(yuanToFen('128.00')).toBe(12_800);
    expect(yuanToFen('-12.30')).toBe(-1230);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('abc')).toBeNull();
  });

  it.each([
    ['128.00', '¥128.00'],
    ['1234.5', '¥1,234.50'],
    ['0', '¥0.00'],
    ['-5.00', '-¥5.00'],
    ['n/a', 'n/a'],
  ])('when the API sends %j, then the page shows %s', (yuan, shown) => {
    expect(displayYuan(yuan)).toBe(shown);
  });
});
