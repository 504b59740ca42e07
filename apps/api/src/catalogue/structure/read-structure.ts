import type { MainModule } from '@rdkit/rdkit';
import { ATOMIC_WEIGHTS } from '../import/atomic-weights.ts';
import { countsWeight } from '../import/formula.ts';
import { elementSymbol } from './elements.ts';
import { hillFormula } from './hill-formula.ts';
import { rdkit } from './rdkit.ts';

/** What a SMILES or molfile says about a substance, in the store's terms. */
export interface Structure {
  /** RDKit's canonical SMILES: one text per structure, whatever way it was drawn. */
  smiles: string;
  /** Hill order, every fragment (salt, water of hydration) summed: C6H9Na3O9. */
  formula: string;
  counts: ReadonlyMap<string, number>;
  /** From the store's own atomic weights, so it compares with rows the way the importer does. */
  mw: number;
  inchikey: string;
}

export type StructureReading = { structure: Structure } | { error: string };

interface JsonAtom {
  z?: number;
  impHs?: number;
  isotope?: number;
}

interface RdkitJson {
  defaults: { atom: Required<JsonAtom> };
  molecules: { atoms: JsonAtom[] }[];
}

/** Reads a SMILES or an MDL molfile (RDKit tells them apart) into its canonical form and formula. */
export async function readStructure(smilesOrMolfile: string): Promise<StructureReading> {
  return readStructureWith(await rdkit(), smilesOrMolfile);
}

/**
 * The same, synchronously, with the module already started: the import's validator checks rows one by
 * one without an await per row.
 */
export function readStructureWith(module: MainModule, smilesOrMolfile: string): StructureReading {
  const input = smilesOrMolfile.includes('\n') ? smilesOrMolfile : smilesOrMolfile.trim();
  if (input === '') return { error: '结构式为空' };
  const mol = module.get_mol(input);
  if (!mol) return { error: `结构式无法识别：“${shorten(input)}”` };
  try {
    if (mol.get_num_atoms() === 0) return { error: `结构式中没有原子：“${shorten(input)}”` };
    const counts = countAtoms(JSON.parse(mol.get_json()) as RdkitJson);
    const unknown = [...counts.keys()].filter((e) => ATOMIC_WEIGHTS[e] === undefined);
    if (unknown.length > 0) return { error: `结构式含不支持的元素或同位素：${unknown.join('、')}` };
    const inchi = mol.get_inchi();
    const inchikey = inchi ? module.get_inchikey_for_inchi(inchi) : '';
    if (!inchikey) return { error: `结构式无法生成 InChIKey：“${shorten(input)}”` };
    return {
      structure: {
        smiles: mol.get_smiles(),
        formula: hillFormula(counts),
        counts,
        mw: Math.round(countsWeight(counts) * 100) / 100,
        inchikey,
      },
    };
  } finally {
    // WebAssembly memory is not garbage-collected: a molecule not deleted leaks for the process's life.
    mol.delete();
  }
}

function countAtoms(json: RdkitJson): Map<string, number> {
  const defaults = json.defaults.atom;
  const counts = new Map<string, number>();
  const add = (element: string, n: number) => counts.set(element, (counts.get(element) ?? 0) + n);
  for (const molecule of json.molecules) {
    for (const atom of molecule.atoms) {
      const z = atom.z ?? defaults.z;
      const isotope = atom.isotope ?? defaults.isotope;
      // Deuterium is the one isotope the store writes as its own symbol (CDCl3); others would be
      // weighed wrong, so they are named as unsupported.
      const symbol =
        z === 1 && isotope === 2 ? 'D' : isotope ? `${isotope}${elementSymbol(z)}` : elementSymbol(z);
      add(symbol ?? `#${z}`, 1);
      const hydrogens = atom.impHs ?? defaults.impHs;
      if (hydrogens > 0) add('H', hydrogens);
    }
  }
  return counts;
}

function shorten(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}
