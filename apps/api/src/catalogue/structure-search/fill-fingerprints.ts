import type { DbOrTx } from '../../platform/db.ts';
import { rdkit } from '../structure/rdkit.ts';
import { insertFingerprints, structuresWithoutFingerprints } from './fingerprints.repository.ts';
import { fingerprintsOf } from './fingerprints.ts';

/** Rows per insert: two 2048-character bit strings each, well under any statement's limits. */
const BATCH = 200;

export interface StructureToIndex {
  inchikey: string;
  smiles: string;
}

/**
 * Stores the fingerprints of these structures (one per InChIKey), leaving those already stored: the
 * import calls it per slice, the seed after writing the demo. On the caller's thread, as the pictures
 * are drawn: these are writers, not requests (a few milliseconds per hundred structures). Returns how
 * many were added.
 */
export async function storeFingerprints(db: DbOrTx, structures: Iterable<StructureToIndex>): Promise<number> {
  const byKey = new Map<string, string>();
  for (const s of structures) byKey.set(s.inchikey, s.smiles);
  if (byKey.size === 0) return 0;
  const module = await rdkit();
  const entries = [...byKey];
  let added = 0;
  for (let i = 0; i < entries.length; i += BATCH) {
    const rows = entries.slice(i, i + BATCH).flatMap(([inchikey, smiles]) => {
      const fp = fingerprintsOf(module, smiles);
      return fp ? [{ inchikey, ...fp }] : [];
    });
    added += await insertFingerprints(db, rows);
  }
  return added;
}

/**
 * Fingerprints for every product structure that has none: at server start, so a database seeded or
 * imported into before structure search existed gets them. One query when nothing is missing.
 */
export async function fillStructureFingerprints(db: DbOrTx): Promise<number> {
  return storeFingerprints(db, await structuresWithoutFingerprints(db));
}
