import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, quantityProblem, snapQuantity } from './quantity.ts';

describe('quantityProblem', () => {
  it.each([
    [1, { minQty: 1, step: 1 }, null],
    [0, { minQty: 1, step: 1 }, '数量须为正整数'],
    [-3, { minQty: 1, step: 1 }, '数量须为正整数'],
    [1.5, { minQty: 1, step: 1 }, '数量须为正整数'],
    [MAX_LINE_QUANTITY + 1, { minQty: 1, step: 1 }, `数量不能超过 ${MAX_LINE_QUANTITY}`],
    [1, { minQty: 2, step: 2 }, '最少购买 2 件'],
    [2, { minQty: 2, step: 2 }, null],
    [3, { minQty: 2, step: 2 }, '数量须为 2 起、按 2 递增'],
    [6, { minQty: 2, step: 2 }, null],
    [13, { minQty: 3, step: 5 }, null],
  ])('%s with %o → %s', (quantity, rule, expected) => {
    expect(quantityProblem(quantity, rule)).toBe(expected);
  });
});

describe('snapQuantity', () => {
  it.each([
    [0, { minQty: 2, step: 2 }, 2],
    [Number.NaN, { minQty: 1, step: 1 }, 1],
    [5, { minQty: 2, step: 2 }, 6],
    [4.9, { minQty: 2, step: 2 }, 4],
    [99999, { minQty: 1, step: 1 }, MAX_LINE_QUANTITY],
    [99999, { minQty: 2, step: 5 }, 9997],
  ])('%s with %o → %s', (quantity, rule, expected) => {
    const snapped = snapQuantity(quantity, rule);
    expect(snapped).toBe(expected);
    expect(quantityProblem(snapped, rule)).toBeNull();
  });
});
