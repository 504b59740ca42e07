import type { MainModule, Mol } from '@rdkit/rdkit';
import { FINGERPRINT_BITS } from './structure-search.schema.ts';

/** A structure's fingerprints as `bit(2048)` text ('0101…'), the form PostgreSQL reads as a bit string. */
export interface Fingerprints {
  pattern: string;
  morgan: string;
  morganBits: number;
  heavyAtoms: number;
}

const PATTERN = JSON.stringify({ nBits: FINGERPRINT_BITS });
const MORGAN = JSON.stringify({ radius: 2, nBits: FINGERPRINT_BITS });

export function fingerprintsOfMol(mol: Mol): Fingerprints {
  const morgan = mol.get_morgan_fp(MORGAN);
  return {
    pattern: mol.get_pattern_fp(PATTERN),
    morgan,
    morganBits: countOnes(morgan),
    heavyAtoms: heavyAtomsOf(mol),
  };
}

/** The same from a SMILES; null when RDKit cannot read it (a stored structure was read once already). */
export function fingerprintsOf(module: MainModule, smiles: string): Fingerprints | null {
  const mol = module.get_mol(smiles);
  if (!mol) return null;
  try {
    return fingerprintsOfMol(mol);
  } finally {
    // WebAssembly memory is not garbage-collected.
    mol.delete();
  }
}

export function heavyAtomsOf(mol: Mol): number {
  return mol.get_num_atoms(true);
}

function countOnes(bits: string): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits.charCodeAt(i) === 49) n++;
  return n;
}
