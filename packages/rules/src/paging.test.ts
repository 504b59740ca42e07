import { describe, expect, it } from 'vitest';
import { clampNumberInput, pageEntries } from './paging.ts';

const E = 'ellipsis';

describe('pageEntries', () => {
  it('is empty without pages', () => {
    expect(pageEntries(1, 0)).toEqual([]);
    expect(pageEntries(1, -3)).toEqual([]);
    expect(pageEntries(1, Number.NaN)).toEqual([]);
  });

  it('lists a single page', () => {
    expect(pageEntries(1, 1)).toEqual([1]);
  });

  it('lists every page up to the limit without gaps', () => {
    expect(pageEntries(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageEntries(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, E, 100]],
    [5, [1, 2, 3, 4, 5, 6, 7, E, 100]],
    [6, [1, E, 4, 5, 6, 7, 8, E, 100]],
    [50, [1, E, 48, 49, 50, 51, 52, E, 100]],
    [95, [1, E, 93, 94, 95, 96, 97, E, 100]],
    [96, [1, E, 94, 95, 96, 97, 98, 99, 100]],
    [100, [1, E, 94, 95, 96, 97, 98, 99, 100]],
  ])('100 pages, current %i', (current, entries) => {
    expect(pageEntries(current, 100)).toEqual(entries);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageEntries(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 10]);
    expect(pageEntries(10, 10)).toEqual([1, E, 4, 5, 6, 7, 8, 9, 10]);
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const entries = pageEntries(current, total);
        expect(entries.length).toBeLessThanOrEqual(9);
        expect(entries[0]).toBe(1);
        expect(entries.at(-1)).toBe(total);
        expect(entries).toContain(current);
        entries.forEach((entry, i) => {
          if (entry !== E) return;
          const before = entries[i - 1] as number;
          const after = entries[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps an out-of-range or fractional current page', () => {
    expect(pageEntries(0, 100)).toEqual(pageEntries(1, 100));
    expect(pageEntries(500, 100)).toEqual(pageEntries(100, 100));
    expect(pageEntries(Number.NaN, 100)).toEqual(pageEntries(1, 100));
    expect(pageEntries(50.7, 100)).toEqual(pageEntries(50, 100));
  });

  it('honours another limit, with at least 5 entries', () => {
    expect(pageEntries(50, 100, 7)).toEqual([1, E, 49, 50, 51, E, 100]);
    expect(pageEntries(1, 100, 7)).toEqual([1, 2, 3, 4, 5, E, 100]);
    expect(pageEntries(50, 100, 3)).toEqual([1, E, 50, E, 100]);
  });
});

describe('clampNumberInput', () => {
  it.each<[string, Parameters<typeof clampNumberInput>[1], string]>([
    ['', {}, ''],
    ['12', {}, '12'],
    ['1a2b', {}, '12'],
    ['12.7', {}, '12'],
    ['-5', {}, '5'],
    ['-5', { min: 0 }, '5'],
    ['-5', { min: -10 }, '-5'],
    ['5-', { min: -10 }, '5'],
    ['--5', { min: -10 }, '-5'],
    ['-', { min: -10 }, '-'],
    ['-', { min: 0 }, ''],
    ['007', {}, '7'],
    ['000', {}, '0'],
    ['3.14159', { decimals: 2 }, '3.14'],
    ['1.2.3', { decimals: 2 }, '1.23'],
    ['1.', { decimals: 2 }, '1.'],
    ['.5', { decimals: 1 }, '0.5'],
    ['.', { decimals: 1 }, '0.'],
    ['00.50', { decimals: 2 }, '0.50'],
    ['-.5', { decimals: 1, min: -1 }, '-0.5'],
    ['¥1,299.00元', { decimals: 2 }, '1299.00'],
    ['１２３', {}, '123'],
    ['１２。５', { decimals: 1 }, '12.5'],
    ['150', { max: 99 }, '99'],
    ['0', { min: 1 }, '1'],
    ['-20', { min: -10 }, '-10'],
    ['99.999', { decimals: 2, max: 99.99 }, '99.99'],
    ['1', { decimals: 1, min: 1.25 }, '1.3'],
    ['5', { decimals: 2, max: 0.29 }, '0.29'],
    ['50', { min: 1, max: 99 }, '50'],
  ])('%j with %j → %j', (raw, options, cleaned) => {
    expect(clampNumberInput(raw, options)).toBe(cleaned);
  });
});
