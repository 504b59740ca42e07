import { describe, expect, it } from 'vitest';
import { formulaWeight, parseFormula } from './formula.ts';

describe('formulaWeight', () => {
  it.each([
    ['C2H3N', 41.05],
    ['H2O', 18.02],
    ['CuSO4·5H2O', 249.69],
    ['CuSO4.5H2O', 249.69],
    ['K4[Fe(CN)6]·3H2O', 422.39],
    ['(NH4)6Mo7O24·4H2O', 1235.86],
    ['CH3(CH2)11OSO3Na', 288.38],
    ['C16H15N5·2HCl', 350.25],
    ['CaSO4·0.5H2O', 145.15],
    ['C2D6OS', 84.17],
    ['NaCl', 58.44],
    ['Co', 58.93],
    ['CO', 28.01],
  ])('when the formula is %s, then the weight is %f within 0.1%', (formula, weight) => {
    const computed = formulaWeight(formula)!;
    expect(Math.abs(computed - weight) / weight).toBeLessThan(0.001);
  });

  it.each(['', '(C6H10O5)n', 'Xy2', 'C2H3N)', '(C2H3N', 'c2h3n', '混合物', 'H2O·', '·H2O'])(
    'when the text is %j, then it is no formula',
    (text) => {
      expect(parseFormula(text)).toBeNull();
    },
  );
});
