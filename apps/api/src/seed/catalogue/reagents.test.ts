import { isCasNumber } from '@labmall/rules';
import { describe, expect, it } from 'vitest';
import { ATOMIC_WEIGHTS } from '../../catalogue/import/atomic-weights.ts';
import { parseFormula } from '../../catalogue/import/formula.ts';
import { reagentTable } from './reagent-table.ts';
import { demoReagents } from './reagents.ts';

/** A small table of its own, so the check does not lean on the importer's weights it is checking. */
const WEIGHTS: Record<string, number> = { ...ATOMIC_WEIGHTS, H: 1.00794, C: 12.0107, N: 14.0067, O: 15.9994 };

function recomputedWeight(formula: string): number {
  const counts = parseFormula(formula);
  if (!counts) throw new Error(`unreadable formula ${formula}`);
  let sum = 0;
  for (const [element, n] of counts) sum += WEIGHTS[element]! * n;
  return sum;
}

describe('demo reagents', () => {
  it('when the demo catalogue is counted, then it holds at least 300 real reagents', () => {
    expect(demoReagents.length).toBeGreaterThanOrEqual(300);
  });

  it('when every CAS number is checked, then each passes its check digit', () => {
    const bad = demoReagents.filter((r) => !isCasNumber(r.cas)).map((r) => `${r.name} ${r.cas}`);
    expect(bad).toEqual([]);
  });

  it('when CAS numbers and names are compared, then none repeats', () => {
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(demoReagents.map((r) => r.cas))).toEqual([]);
    expect(repeated(demoReagents.map((r) => r.name))).toEqual([]);
  });

  it('when the molecular weight is recomputed from the formula, then it agrees within 0.1%', () => {
    const off = demoReagents
      .filter((r) => r.formula !== null)
      .map((r) => ({ r, computed: recomputedWeight(r.formula!) }))
      .filter(({ r, computed }) => r.mw === null || Math.abs(r.mw - computed) / computed > 0.001)
      .map(({ r, computed }) => `${r.name} ${r.formula}: ${r.mw} vs ${computed.toFixed(2)}`);
    expect(off).toEqual([]);
  });

  it('when a reagent has no formula, then it has no molecular weight either (mixtures, polymers, enzymes)', () => {
    expect(demoReagents.filter((r) => (r.formula === null) !== (r.mw === null)).map((r) => r.name)).toEqual(
      [],
    );
  });

  it('when the regulatory classes are listed, then each class appears in the demo', () => {
    const classes = new Set(demoReagents.flatMap((r) => r.controlled));
    for (const c of ['precursor-1', 'precursor-2', 'precursor-3', 'explosive-precursor', 'highly-toxic']) {
      expect(classes, c).toContain(c);
    }
  });

  it.each([
    ['甲苯', ['precursor-3']],
    ['丙酮', ['precursor-3']],
    ['盐酸', ['precursor-3']],
    ['硫酸', ['precursor-3']],
    ['高锰酸钾', ['precursor-3', 'explosive-precursor']],
    ['三氯甲烷', ['precursor-2']],
    ['乙醚', ['precursor-2']],
    ['乙酸酐', ['precursor-2']],
    ['邻氨基苯甲酸', ['precursor-1']],
    ['氰化钠', ['highly-toxic']],
    ['乙腈', []],
  ])('when %s is looked up, then its classes beyond 危险化学品 are %j', (name, classes) => {
    expect(demoReagents.find((r) => r.name === name)?.controlled).toEqual(classes);
  });
});

describe('reagentTable', () => {
  it('when a row is well formed, then every column is read', () => {
    const [fact] = reagentTable(
      '化学试剂/有机试剂/腈类',
      '75-05-8 | 乙腈 | Acetonitrile | C2H3N | 41.05 | HPLC AR | L2 | flam | H225 H302 | - | 甲基氰;MeCN | ≥99.9%',
    );
    expect(fact).toEqual({
      cas: '75-05-8',
      name: '乙腈',
      nameEn: 'Acetonitrile',
      formula: 'C2H3N',
      mw: 41.05,
      grades: ['HPLC', 'AR'],
      tier: 'L2',
      storage: 'flam',
      hazards: ['H225', 'H302'],
      controlled: [],
      synonyms: ['甲基氰', 'MeCN'],
      assay: '≥99.9%',
      category: '化学试剂/有机试剂/腈类',
    });
  });

  it.each([
    ['an unknown grade', '75-05-8 | 乙腈 | Acetonitrile | C2H3N | 41.05 | XYZ | L2 | flam | - | -'],
    ['an unknown tier', '75-05-8 | 乙腈 | Acetonitrile | C2H3N | 41.05 | AR | L9 | flam | - | -'],
    ['an unknown storage', '75-05-8 | 乙腈 | Acetonitrile | C2H3N | 41.05 | AR | L2 | attic | - | -'],
    ['an unknown H code', '75-05-8 | 乙腈 | Acetonitrile | C2H3N | 41.05 | AR | L2 | flam | H999 | -'],
    ['an unknown class', '75-05-8 | 乙腈 | Acetonitrile | C2H3N | 41.05 | AR | L2 | flam | - | secret'],
    ['too few columns', '75-05-8 | 乙腈 | Acetonitrile'],
  ])('when a row has %s, then loading fails loudly', (_what, row) => {
    expect(() => reagentTable('x', row)).toThrow();
  });
});
