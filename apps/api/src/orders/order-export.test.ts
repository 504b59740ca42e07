import { describe, expect, it } from 'vitest';
import { yuanInWords } from './order-export.ts';

describe('人民币大写 on the exported sheets', () => {
  it.each([
    [0, '零元整'],
    [100, '壹元整'],
    [5, '伍分'],
    [1005, '壹拾元零伍分'], // finance writes 壹拾, never a bare 拾,
    [10_500, '壹佰零伍元整'],
    [100_050, '壹仟元伍角整'],
    [1_234_560, '壹万贰仟叁佰肆拾伍元陆角整'],
    [1_000_001, '壹万元零壹分'],
    [10_010_000, '壹拾万零壹佰元整'],
    [100_000_000_00, '壹亿元整'],
    [100_020_003_00, '壹亿零贰万零叁元整'],
  ])('when the amount is %i fen, then it reads %s', (fen, words) => {
    expect(yuanInWords(fen)).toBe(words);
  });
});
