import type { StructureMode } from '@labmall/contract/structure-search';
import type { MainModule, Mol } from '@rdkit/rdkit';

/**
 * A reference answer for a structure query, computed with RDKit directly over a list of structures:
 * what the store's search should agree with on the demo catalogue. Exact compares InChIKeys,
 * substructure asks RDKit for a match of the query (read as a molecule, not SMARTS, as the store reads
 * it), similarity is Tanimoto on Morgan fingerprints (radius 2, 2048 bits). No screening, no cap: slow
 * and plainly right, which is the point of a reference.
 */
export interface ReferenceEntry {
  name: string;
  smiles: string;
}

export interface ReferenceHit {
  name: string;
  similarity: number | null;
}

export const MORGAN = { radius: 2, nBits: 2048 } as const;

interface Prepared {
  name: string;
  mol: Mol;
  inchikey: string;
  fp: Uint8Array;
  atoms: number;
}

export class StructureReference {
  private readonly entries: Prepared[];
  private readonly rdkit: MainModule;

  constructor(rdkit: MainModule, list: readonly ReferenceEntry[]) {
    this.rdkit = rdkit;
    this.entries = list.map(({ name, smiles }) => {
      const mol = rdkit.get_mol(smiles);
      if (!mol) throw new Error(`reference: unreadable structure of ${name}: ${smiles}`);
      return {
        name,
        mol,
        inchikey: this.inchikey(mol),
        fp: this.fingerprint(mol),
        atoms: mol.get_num_atoms(),
      };
    });
  }

  /** Names in answer order: exact and substructure by size (smallest first), similarity by score. */
  search(query: string, mode: StructureMode, threshold = 0.6): ReferenceHit[] {
    const q = this.rdkit.get_mol(query);
    if (!q) throw new Error(`reference: unreadable query ${query}`);
    try {
      if (mode === 'exact') {
        const key = this.inchikey(q);
        return this.bySize(this.entries.filter((e) => e.inchikey === key));
      }
      if (mode === 'substructure') {
        return this.bySize(this.entries.filter((e) => e.mol.get_substruct_match(q) !== '{}'));
      }
      const qfp = this.fingerprint(q);
      return this.entries
        .map((e) => ({ name: e.name, similarity: tanimoto(qfp, e.fp), atoms: e.atoms }))
        .filter((h) => h.similarity >= threshold)
        .sort((a, b) => b.similarity - a.similarity || a.atoms - b.atoms)
        .map(({ name, similarity }) => ({ name, similarity: Math.round(similarity * 100) / 100 }));
    } finally {
      q.delete();
    }
  }

  close(): void {
    for (const e of this.entries) e.mol.delete();
  }

  private bySize(list: Prepared[]): ReferenceHit[] {
    return [...list].sort((a, b) => a.atoms - b.atoms).map((e) => ({ name: e.name, similarity: null }));
  }

  private inchikey(mol: Mol): string {
    const inchi = mol.get_inchi();
    return inchi ? this.rdkit.get_inchikey_for_inchi(inchi) : '';
  }

  private fingerprint(mol: Mol): Uint8Array {
    return mol.get_morgan_fp_as_uint8array(JSON.stringify(MORGAN)) as Uint8Array;
  }
}

const POPCOUNT = Uint8Array.from({ length: 256 }, (_, i) => {
  let n = 0;
  for (let v = i; v; v >>= 1) n += v & 1;
  return n;
});

export function tanimoto(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += POPCOUNT[a[i]! & b[i]!]!;
    either += POPCOUNT[a[i]! | b[i]!]!;
  }
  return either === 0 ? 0 : both / either;
}
