import { describe, expect, it } from 'vitest';
import { formulaParts } from './formula';

const render = (formula: string) =>
  formulaParts(formula)
    .map((part) => (part.sub ? `_${part.text}` : part.text))
    .join('');

describe('formulaParts', () => {
  it.each([
    ['C2H3N', 'C_2H_3N'],
    ['CuSO4·5H2O', 'CuSO_4·5H_2O'],
    ['Ca(OH)2', 'Ca(OH)_2'],
    ['NaCl', 'NaCl'],
    ['C12H22O11', 'C_12H_22O_11'],
  ])('when the formula is %s, then the subscripts are %s', (formula, shown) => {
    expect(render(formula)).toBe(shown);
  });
});
