import { describe, expect, it } from 'vitest';
import { numberText, settledNumber, typedNumber } from './number-input';

describe('number input while typing', () => {
  it.each([
    ['12a3', {}, '123'],
    ['1.2.3', { decimals: 2 }, '1.23'],
    ['3.14159', { decimals: 2 }, '3.14'],
    // Whole numbers: what follows a point is dropped.
    ['2.5', {}, '2'],
    ['-5', {}, '5'],
    ['-5', { min: -10 }, '-5'],
    ['-', { min: -10 }, '-'],
    ['12.', { decimals: 1 }, '12.'],
    ['１２３', {}, '123'],
    ['0012', {}, '12'],
    ['150', { max: 99 }, '99'],
    ['5', { min: 10, max: 99 }, '5'],
    ['-5', { min: 10 }, '5'],
    ['', { min: 1 }, ''],
  ])('when "%s" is typed with %j, then the box shows "%s"', (raw, options, shown) => {
    expect(typedNumber(raw, options)).toBe(shown);
  });
});

describe('number input on blur', () => {
  it.each([
    ['5', { min: 10, max: 99 }, '10'],
    ['150', { min: 10, max: 99 }, '99'],
    ['12.', { decimals: 1 }, '12'],
    ['-', { min: -10 }, ''],
    ['', { min: 1 }, ''],
    ['-0', { min: -10 }, '0'],
    ['0.5', { decimals: 2, min: 1 }, '1'],
    ['2.999', { decimals: 2, max: 2.5 }, '2.5'],
    ['42', {}, '42'],
  ])('when "%s" is left with %j, then it settles to "%s"', (raw, options, settled) => {
    expect(settledNumber(raw, options)).toBe(settled);
  });
});

describe('number input value', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    [12, '12'],
    [0.5, '0.5'],
    [Number.NaN, ''],
    ['7', '7'],
  ])('when the form value is %s, then the box shows "%s"', (value, text) => {
    expect(numberText(value)).toBe(text);
  });
});
