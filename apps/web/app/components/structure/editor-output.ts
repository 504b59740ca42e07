import type { Molecule } from 'openchemlib';

/** What the editor puts in the query box: the drawing's SMILES, or '' for an empty canvas. */
export function smilesOfDrawing(molecule: Molecule): string {
  return molecule.getAllAtoms() === 0 ? '' : molecule.toIsomericSmiles();
}
