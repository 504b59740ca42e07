import { isNotNull } from 'drizzle-orm';
import { products } from '../catalogue/catalogue.schema.ts';
import type { ItemStructure } from '../catalogue/import/catalogue-row.ts';
import { readStructure } from '../catalogue/structure/read-structure.ts';
import { storeStructurePictures } from '../catalogue/structure/structure-picture.ts';
import type { Db } from '../platform/db.ts';
import type { ObjectStorage } from '../platform/storage/object-storage.ts';
import { demoReagents } from './catalogue/reagents.ts';

/**
 * The demo reagents' structures by the SMILES their tables give: canonical SMILES and InChIKey, as the
 * import keeps them. reagent-smiles.test.ts has checked each against its row, so a failure here is a
 * broken table, and throws.
 */
export async function readDemoStructures(): Promise<Map<string, ItemStructure>> {
  const structures = new Map<string, ItemStructure>();
  for (const fact of demoReagents) {
    if (!fact.smiles || structures.has(fact.smiles)) continue;
    const reading = await readStructure(fact.smiles);
    if ('error' in reading) throw new Error(`demo structure of ${fact.cas} ${fact.name}: ${reading.error}`);
    structures.set(fact.smiles, { smiles: reading.structure.smiles, inchikey: reading.structure.inchikey });
  }
  return structures;
}

/**
 * Draws the pictures of every stored structure that storage lacks: after the seed, which writes the
 * products inside a transaction that has no storage at hand. Returns how many were drawn.
 */
export async function seedStructurePictures(db: Db, storage: ObjectStorage): Promise<number> {
  const rows = await db
    .selectDistinct({ inchikey: products.inchikey, smiles: products.smiles })
    .from(products)
    .where(isNotNull(products.inchikey));
  return storeStructurePictures(
    storage,
    rows.flatMap((r) => (r.inchikey && r.smiles ? [{ inchikey: r.inchikey, smiles: r.smiles }] : [])),
  );
}
