import { describe, expect, it } from 'vitest';
import { formatYuan, parseYuan } from './money.ts';

describe('parseYuan', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['19.99', 1999],
    ['1.005'.slice(0, 4), 100],
    ['0.29', 29],
    ['1,234.50', 123450],
    ['¥36.00', 3600],
    ['￥ 8', 800],
    [' 45.3 ', 4530],
    ['10000000.00', 1_000_000_000],
    ['12.', 1200],
  ])('when the price is %j, then it is %i fen, exactly', (text, fen) => {
    expect(parseYuan(text)).toEqual({ fen });
  });

  it.each([
    ['-1', '不能为负数'],
    ['-0.5', '不能为负数'],
    ['1.005', '最多保留两位小数'],
    ['abc', '应为金额，实际为“abc”'],
    ['12元', '应为金额，实际为“12元”'],
    ['1,23.00', '应为金额，实际为“1,23.00”'],
    ['', '应为金额，实际为“”'],
    ['1e3', '应为金额，实际为“1e3”'],
    ['10000000.01', '超出上限 ¥10,000,000.00'],
    ['99999999999', '超出上限 ¥10,000,000.00'],
  ])('when the price is %j, then the reason is %j', (text, error) => {
    expect(parseYuan(text)).toEqual({ error });
  });
});

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [1250, '12.50'],
    [123456789, '1234567.89'],
  ])('when %i fen is formatted, then it reads %j and parses back', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
    expect(parseYuan(text)).toEqual({ fen });
  });
});
