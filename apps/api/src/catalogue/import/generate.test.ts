import { describe, expect, it } from 'vitest';
import { COLUMNS } from './catalogue-row.ts';
import { recordCells } from './csv-write.ts';
import { generateCatalogue } from './generate.ts';
import { createCatalogueValidator } from './validator.ts';

const take = (n: number, seed?: number) => [...generateCatalogue(n, seed === undefined ? {} : { seed })];

describe('generateCatalogue', () => {
  it('when asked for N rows, then it yields exactly N', () => {
    expect(take(0)).toHaveLength(0);
    expect(take(1)).toHaveLength(1);
    expect(take(1234)).toHaveLength(1234);
  });

  it('when run twice with one seed, then the rows are identical; with another seed, they differ', () => {
    expect(take(500)).toEqual(take(500));
    expect(take(500, 2)).not.toEqual(take(500));
  });

  it('when a million rows are asked for, then the first arrive without the rest being made', () => {
    const start = performance.now();
    const first = generateCatalogue(1_000_000).next();
    expect(first.done).toBe(false);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('when 20,000 rows go through the import validator, then every row is valid', () => {
    const validator = createCatalogueValidator({ collectRows: false });
    expect(validator.header([...COLUMNS])).toBe(true);
    let row = 2;
    for (const record of generateCatalogue(20_000)) validator.row(recordCells(record), row++);
    expect(validator.finish().errors).toEqual([]);
  });

  it('when rows are generated, then they look like a lab catalogue (names, CAS, grades, consumables)', () => {
    const rows = take(5000);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(rows.length);
    expect(rows.some((r) => r.purity === '分析纯 AR')).toBe(true);
    expect(rows.some((r) => r.cas === '')).toBe(true);
    expect(rows.some((r) => r.synonyms?.startsWith('邻'))).toBe(true);
    expect(rows[0]).toMatchObject({
      name: expect.stringMatching(/\p{Script=Han}/u),
      cas: expect.stringMatching(/^\d+-\d{2}-\d$/),
    });
  });

  it.each([-1, 1.5, Number.NaN])('when asked for %d rows, then it refuses', (n) => {
    expect(() => generateCatalogue(n).next()).toThrow(RangeError);
  });
});
