import { describe, expect, it } from 'vitest';
import { readStructure, type Structure } from './read-structure.ts';
import { structureMatchesRow } from './structure-matches-row.ts';

async function read(smiles: string): Promise<Structure> {
  const reading = await readStructure(smiles);
  if (!('structure' in reading)) throw new Error(reading.error);
  return reading.structure;
}

const CITRATE_DIHYDRATE = '[Na+].[Na+].[Na+].OC(CC(=O)[O-])(CC(=O)[O-])C(=O)[O-].O.O';

describe('readStructure', () => {
  it('when a SMILES is read, then it gives the canonical SMILES, Hill formula, MW and InChIKey', async () => {
    expect(await read('OCC')).toMatchObject({
      smiles: 'CCO',
      formula: 'C2H6O',
      mw: 46.07,
      inchikey: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N',
    });
  });

  it('when the same molecule is drawn two ways, then both read to one SMILES and InChIKey', async () => {
    const a = await read('C1=CC=CC=C1N(=O)=O');
    const b = await read('[O-][N+](=O)c1ccccc1');
    expect(a.smiles).toBe(b.smiles);
    expect(a.inchikey).toBe(b.inchikey);
  });

  it('when a salt hydrate is read, then every fragment counts in its formula', async () => {
    expect(await read(CITRATE_DIHYDRATE)).toMatchObject({ formula: 'C6H9Na3O9', mw: 294.1 });
  });

  it('when a substance has no carbon, then its formula is A–Z (Hill)', async () => {
    expect((await read('[NH4+].[Cl-]')).formula).toBe('ClH4N');
  });

  it('when a deuterated solvent is read, then deuterium is written D', async () => {
    expect(await read('[2H]C(Cl)(Cl)Cl')).toMatchObject({ formula: 'CDCl3', mw: 120.38 });
  });

  it('when a charged species is read, then its atoms are counted and the charge is not part of the formula', async () => {
    expect(await read('Cl[NH3+]')).toMatchObject({ formula: 'ClH3N', mw: 52.48 });
  });

  it.each([
    ['an isotope other than deuterium', '[13CH4]', '13C'],
    ['an element the store has no weight for', '[Pu]', 'Pu'],
  ])(
    'when a structure holds %s, then it is refused rather than weighed wrong',
    async (_what, smiles, named) => {
      expect(await readStructure(smiles)).toEqual({ error: expect.stringContaining(named) });
    },
  );

  it('when a molfile is given, then it is read like the SMILES it draws', async () => {
    const molfile = [
      '',
      '  hand',
      '',
      '  3  2  0  0  0  0  0  0  0  0999 V2000',
      '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
      '    1.2990    0.7500    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
      '    2.5981    0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0',
      '  1  2  1  0',
      '  2  3  1  0',
      'M  END',
    ].join('\n');
    expect((await read(molfile)).smiles).toBe('CCO');
  });

  it.each([
    ['an unclosed branch', 'CC('],
    ['a pentavalent carbon', 'C(C)(C)(C)(C)C'],
    ['words', 'sodium chloride'],
    ['nothing', '  '],
  ])('when the input is %s, then a clear error is returned instead of a structure', async (_what, input) => {
    const reading = await readStructure(input);
    expect(reading).toEqual({ error: expect.stringMatching(/^结构式/) });
  });
});

describe('structureMatchesRow', () => {
  it('when the row states the structure’s formula and MW, then they agree', async () => {
    expect(structureMatchesRow(await read('CC#N'), 'C2H3N', 41.05)).toEqual({ ok: true });
  });

  it('when the row writes the formula in another order, then it still agrees', async () => {
    expect(structureMatchesRow(await read('CC(=O)[O-].[Na+]'), 'CH3COONa', 82.03)).toEqual({ ok: true });
  });

  it('when the row’s formula is another substance’s, then the message names both formulas', async () => {
    const result = structureMatchesRow(await read('CCO'), 'C3H8O', 46.07);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('C2H6O') });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('C3H8O') });
  });

  it('when the MW is off by 0.1, then it disagrees and says both weights', async () => {
    const result = structureMatchesRow(await read('CCO'), 'C2H6O', 46.17);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/46\.07.*46\.17/) });
  });

  it('when the MW is off by less than 0.05, then it agrees', async () => {
    expect(structureMatchesRow(await read('CCO'), 'C2H6O', 46.1)).toEqual({ ok: true });
  });

  it('when 柠檬酸三钠二水合物 is checked against its catalogue formula, then the hydrate notation agrees', async () => {
    expect(structureMatchesRow(await read(CITRATE_DIHYDRATE), 'C6H5Na3O7·2H2O', 294.1)).toEqual({ ok: true });
  });

  it('when the water of hydration is left out of the structure, then the dihydrate row disagrees', async () => {
    const anhydrous = await read('[Na+].[Na+].[Na+].OC(CC(=O)[O-])(CC(=O)[O-])C(=O)[O-]');
    const result = structureMatchesRow(anhydrous, 'C6H5Na3O7·2H2O', 294.1);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/C6H5Na3O7，.*C6H5Na3O7·2H2O/) });
  });
});
