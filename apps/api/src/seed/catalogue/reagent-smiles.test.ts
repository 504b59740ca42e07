import { describe, expect, it } from 'vitest';
import { readStructure } from '../../catalogue/structure/read-structure.ts';
import { structureMatchesRow } from '../../catalogue/structure/structure-matches-row.ts';
import { reagentTable, withSmiles } from './reagent-table.ts';
import { demoReagents } from './reagents.ts';

/** One substance sold under two CAS numbers: silica gel for columns is silicon dioxide. */
const SAME_SUBSTANCE = [['112926-00-8', '7631-86-9']];

let readings: ReturnType<typeof readEvery> | undefined;
/** Read once for both checks: 540 structures take a couple of seconds. */
const readAll = () => {
  readings ??= readEvery();
  return readings;
};

async function readEvery() {
  const read = [];
  for (const fact of demoReagents.filter((r) => r.smiles !== undefined)) {
    read.push({ fact, reading: await readStructure(fact.smiles!) });
  }
  return read;
}

describe('demo reagent structures', () => {
  it('when every demo SMILES is read and checked against its own row, then all agree', async () => {
    const disagreeing: string[] = [];
    for (const { fact, reading } of await readAll()) {
      const label = `${fact.cas} ${fact.name}`;
      if ('error' in reading) disagreeing.push(`${label}: ${reading.error}`);
      else {
        const agreement = structureMatchesRow(reading.structure, fact.formula, fact.mw);
        if (!agreement.ok) disagreeing.push(`${label}: ${agreement.message}`);
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it('when the structures are compared, then no two substances share one (a copied line would)', async () => {
    const byKey = new Map<string, string[]>();
    for (const { fact, reading } of await readAll()) {
      if ('structure' in reading)
        byKey.set(reading.structure.inchikey, [...(byKey.get(reading.structure.inchikey) ?? []), fact.cas]);
    }
    const shared = [...byKey.values()].filter((cas) => cas.length > 1).map((cas) => cas.sort());
    expect(shared).toEqual(SAME_SUBSTANCE.map((pair) => [...pair].sort()));
  });

  it('when substances are counted, then nearly all with a formula have a structure', () => {
    const drawn = demoReagents.filter((r) => r.smiles !== undefined);
    expect(drawn.length).toBeGreaterThanOrEqual(540);
    expect(drawn.every((r) => r.formula !== null)).toBe(true);
  });
});

describe('withSmiles', () => {
  const facts = reagentTable(
    '化学试剂/有机试剂/腈类',
    `
75-05-8  | 乙腈 | Acetonitrile | C2H3N | 41.05 | HPLC | L2 | flam | - | -
100-47-0 | 苯甲腈 | Benzonitrile | C7H5N | 103.12 | AR | S2 | rt | - | -
`,
  );

  it('when each substance has its line, then structures are added and a `-` adds none', () => {
    const result = withSmiles('75-05-8 | 乙腈 | CC#N\n100-47-0 | 苯甲腈 | - | 示例', facts);
    expect(result.map((r) => r.smiles)).toEqual(['CC#N', undefined]);
  });

  it.each([
    ['a line under another substance’s name', '75-05-8 | 苯甲腈 | CC#N\n100-47-0 | 苯甲腈 | N#Cc1ccccc1'],
    ['a substance left out', '75-05-8 | 乙腈 | CC#N'],
    [
      'a CAS not in the table',
      '75-05-8 | 乙腈 | CC#N\n100-47-0 | 苯甲腈 | N#Cc1ccccc1\n64-17-5 | 乙醇 | CCO',
    ],
    ['a `-` without a reason', '75-05-8 | 乙腈 | CC#N\n100-47-0 | 苯甲腈 | -'],
    ['a repeated CAS', '75-05-8 | 乙腈 | CC#N\n75-05-8 | 乙腈 | CC#N\n100-47-0 | 苯甲腈 | N#Cc1ccccc1'],
  ])('when the SMILES table has %s, then loading fails loudly', (_what, table) => {
    expect(() => withSmiles(table, facts)).toThrow(/SMILES table/);
  });
});
