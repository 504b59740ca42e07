import { and, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { products } from '../catalogue.schema.ts';
import type { Fingerprints } from './fingerprints.ts';
import { structureFingerprints } from './structure-search.schema.ts';

/** Adds these fingerprints, leaving any InChIKey already stored; returns how many were added. */
export async function insertFingerprints(db: DbOrTx, rows: (Fingerprints & { inchikey: string })[]) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(structureFingerprints)
    .values(rows)
    .onConflictDoNothing()
    .returning({ inchikey: structureFingerprints.inchikey });
  return inserted.length;
}

/** One SMILES per product InChIKey that has no fingerprints yet. */
export async function structuresWithoutFingerprints(db: DbOrTx) {
  const rows = await db
    .selectDistinctOn([products.inchikey], { inchikey: products.inchikey, smiles: products.smiles })
    .from(products)
    .where(
      and(
        isNotNull(products.inchikey),
        isNotNull(products.smiles),
        notExists(
          db
            .select({ one: sql`1` })
            .from(structureFingerprints)
            .where(sql`${structureFingerprints.inchikey} = ${sql.raw('products.inchikey')}`),
        ),
      ),
    );
  return rows.flatMap((r) => (r.inchikey && r.smiles ? [{ inchikey: r.inchikey, smiles: r.smiles }] : []));
}
