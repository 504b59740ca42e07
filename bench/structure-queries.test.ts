import { afterAll, describe, expect, it } from 'vitest';
import { rdkit } from '../apps/api/src/catalogue/structure/rdkit.ts';
import { demoReagents } from '../apps/api/src/seed/catalogue/reagents.ts';
import { judgeStructureAnswer, namesOf } from './lib/structure-judge.ts';
import { StructureReference } from './lib/structure-reference.ts';
import { STRUCTURE_CASES } from './structure-queries.ts';

const drawn = demoReagents
  .filter((r) => r.smiles !== undefined)
  .map((r) => ({ name: r.name, smiles: r.smiles! }));
let reference: StructureReference | undefined;
const ref = async () => {
  reference ??= new StructureReference(await rdkit(), drawn);
  return reference;
};
afterAll(() => reference?.close());

describe('the structure relevance set (bench:structure)', () => {
  it("when counted, then it has the issue's 40 queries or more, in all three modes", () => {
    expect(STRUCTURE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STRUCTURE_CASES.map((c) => c.mode))).toEqual(
      new Set(['exact', 'substructure', 'similarity']),
    );
  });

  it('when its names are looked up, then each is a demo product with a structure (a typo would pass an exclude)', () => {
    const names = new Set(drawn.map((r) => r.name));
    expect(STRUCTURE_CASES.flatMap(namesOf).filter((n) => !names.has(n))).toEqual([]);
  });

  it('when every query is answered by RDKit itself over the demo structures, then every expectation holds', async () => {
    const r = await ref();
    const wrong = STRUCTURE_CASES.flatMap((c) => {
      const names = r.search(c.query, c.mode, c.threshold ?? 0.6).map((h) => h.name);
      return judgeStructureAnswer(c, names).map(
        (p) => `${c.mode} ${c.query.split('\n')[0] || 'molfile'}: ${p}`,
      );
    });
    expect(wrong).toEqual([]);
  });

  it('when an answer misses the first, an included and adds an excluded name, then each is named', () => {
    const nitrile = STRUCTURE_CASES.find((c) => c.mode === 'substructure' && c.query === 'C#N')!;
    expect(judgeStructureAnswer(nitrile, ['乙酰胺', '乙腈'])).toEqual([
      expect.stringContaining('苯甲腈'),
      '不应包含 乙酰胺',
    ]);
    const ethanol = STRUCTURE_CASES.find((c) => c.mode === 'similarity' && c.query === 'CCO')!;
    expect(judgeStructureAnswer(ethanol, ['甲醇', '无水乙醇'])[0]).toBe('首位应为 无水乙醇，实为 甲醇');
  });
});
