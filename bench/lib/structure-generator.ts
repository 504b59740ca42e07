import type { MainModule } from '@rdkit/rdkit';
import { hashString, mulberry32 } from '../../apps/api/src/catalogue/import/prng.ts';
import { readStructureWith, type Structure } from '../../apps/api/src/catalogue/structure/read-structure.ts';

/**
 * Substituents put in place of a hydrogen: alkyl, halogens, hydroxy, methoxy, amino, carboxy, nitro,
 * cyano, trifluoromethyl: what a building-block catalogue's neighbours of a reagent look like.
 */
export const SUBSTITUENTS = [
  'C',
  'Cl',
  'F',
  'Br',
  'O',
  'OC',
  'N',
  'C(=O)O',
  '[N+](=O)[O-]',
  'C#N',
  'C(F)(F)F',
];
/** Larger molecules are left as they are: a dye with ten substituents is nobody's reagent. */
const MAX_HEAVY_ATOMS = 60;

/**
 * An atom of the SMILES organic subset (its hydrogens are implicit, so a branch after it takes one of
 * them), with its ring-closure digits; bracket atoms ([Na+], [nH]) state their hydrogens and are left.
 */
const ATOM = /(Cl|Br|[BCNOPSFI]|[cnops])((?:[-=#:]?(?:\d|%\d\d))*)/g;

interface Site {
  /** Where the branch goes: after the atom and its ring-closure digits. */
  at: number;
  /** A carbon takes any substituent; N, O, S only a methyl (N-, O-, S-methylation), not N–Cl or O–F. */
  carbon: boolean;
}

/** Positions in a SMILES where a branch can follow a substitutable atom. */
function sites(smiles: string): Site[] {
  const at: Site[] = [];
  for (let i = 0; i < smiles.length; ) {
    if (smiles[i] === '[') {
      i = smiles.indexOf(']', i) + 1;
      continue;
    }
    ATOM.lastIndex = i;
    const m = ATOM.exec(smiles);
    if (m && m.index === i) {
      if (m[1] !== 'Cl' && m[1] !== 'Br' && m[1] !== 'F' && m[1] !== 'I')
        at.push({ at: i + m[0].length, carbon: m[1] === 'C' || m[1] === 'c' });
      i += m[0].length;
    } else i++;
  }
  return at;
}

export interface Generated extends Structure {
  /** The demo structure it was grown from, and how many substituents it carries. */
  parent: string;
  depth: number;
}

/**
 * `count` structures grown from `seeds` (the demo's SMILES) by substitution: a random structure of
 * those made so far gets a random substituent at a random hydrogen-bearing atom; the result must be
 * read by RDKit (valence, aromaticity) and be new by InChIKey, the demo's own keys excluded.
 * Deterministic for a seed. Single-atom fragments (water of hydration, halide ions) are not
 * substituted, and a salt keeps its counter-ions.
 */
export function generateStructures(
  module: MainModule,
  seeds: readonly string[],
  count: number,
  options: { seed?: number; onProgress?: (n: number) => void } = {},
): Generated[] {
  const random = mulberry32(hashString(`structures:${options.seed ?? 1}`));
  const seen = new Set<string>();
  const seenSmiles = new Set<string>();
  const pool: { smiles: string; parent: string; depth: number; sites: Site[] }[] = [];
  for (const smiles of seeds) {
    const reading = readStructureWith(module, smiles);
    if (!('structure' in reading)) continue;
    seen.add(reading.structure.inchikey);
    const s = substitutable(reading.structure.smiles);
    if (s.length > 0) pool.push({ smiles: reading.structure.smiles, parent: smiles, depth: 0, sites: s });
  }
  const out: Generated[] = [];
  let attempts = 0;
  while (out.length < count) {
    if (++attempts > count * 50) throw new Error(`generated only ${out.length} of ${count} structures`);
    const from = pool[Math.floor(random() * pool.length)]!;
    const site = from.sites[Math.floor(random() * from.sites.length)]!;
    const sub = site.carbon ? SUBSTITUENTS[Math.floor(random() * SUBSTITUENTS.length)]! : 'C';
    const candidate = `${from.smiles.slice(0, site.at)}(${sub})${from.smiles.slice(site.at)}`;
    // The canonical SMILES first: cheap, and it turns away most repeats before InChI is computed.
    const mol = module.get_mol(candidate);
    if (!mol) continue;
    const canonical = mol.get_smiles();
    mol.delete();
    if (seenSmiles.has(canonical)) continue;
    seenSmiles.add(canonical);
    const reading = readStructureWith(module, canonical);
    if (!('structure' in reading) || seen.has(reading.structure.inchikey)) continue;
    const s = reading.structure;
    if (heavyAtoms(s) > MAX_HEAVY_ATOMS) continue;
    seen.add(s.inchikey);
    const grown = { ...s, parent: from.parent, depth: from.depth + 1 };
    out.push(grown);
    pool.push({ smiles: s.smiles, parent: from.parent, depth: grown.depth, sites: substitutable(s.smiles) });
    if (out.length % 5000 === 0) options.onProgress?.(out.length);
  }
  return out;
}

const SINGLE_ATOM = /^(\[[^\]]*\]|Cl|Br|[BCNOPSFIcnops])$/;

/** Sites on atoms of multi-atom fragments only: `O` alone is water, `N` alone ammonia. */
function substitutable(smiles: string): Site[] {
  const result: Site[] = [];
  let offset = 0;
  for (const fragment of smiles.split('.')) {
    if (!SINGLE_ATOM.test(fragment))
      result.push(...sites(fragment).map((s) => ({ ...s, at: s.at + offset })));
    offset += fragment.length + 1;
  }
  return result;
}

function heavyAtoms(s: Structure): number {
  let n = 0;
  for (const [element, k] of s.counts) if (element !== 'H' && element !== 'D') n += k;
  return n;
}
