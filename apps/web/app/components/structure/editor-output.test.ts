import { Molecule } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import { smilesOfDrawing } from './editor-output';

// The editor hands the query box what it has drawn; the server (RDKit) then reads that SMILES.
describe('what the structure editor puts in the query box', () => {
  it('when a benzene ring is drawn, then the box gets a SMILES of six aromatic carbons', () => {
    const drawn = Molecule.fromSmiles('C1=CC=CC=C1');
    const smiles = smilesOfDrawing(drawn);
    expect(Molecule.fromSmiles(smiles).getMolecularFormula().formula).toBe('C6H6');
    expect(Molecule.fromSmiles(smiles).getIDCode()).toBe(Molecule.fromSmiles('c1ccccc1').getIDCode());
  });

  it('when a charged nitro group is drawn, then its charges reach the box', () => {
    const smiles = smilesOfDrawing(Molecule.fromSmiles('c1ccccc1[N+](=O)[O-]'));
    expect(smiles).toContain('[N+]');
    expect(smiles).toContain('[O-]');
  });

  it('when the canvas is empty, then the box gets nothing to search', () => {
    expect(smilesOfDrawing(new Molecule(0, 0))).toBe('');
  });
});
