import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { products } from '../catalogue.schema.ts';
import { structureFingerprints as fp } from './structure-search.schema.ts';

/**
 * The SQL half of structure search (ADR 0059): the exact look-up, the substructure screen and the
 * similarity ranking. Bit strings and `bit_count`, which PGlite and PostgreSQL both run.
 */

const bits = (value: string) => sql`${value}::bit(2048)`;

/** Products of this InChIKey (the same substance, any grade or brand), most popular first. */
export async function exactMatches(db: DbOrTx, inchikey: string, limit: number) {
  return db
    .select({ id: products.id, smiles: products.smiles })
    .from(products)
    .where(eq(products.inchikey, inchikey))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
}

export interface ScreenQuery {
  pattern: string;
  heavyAtoms: number;
  inchikey: string;
}

/**
 * Products whose pattern fingerprint has every bit of the query's (the necessary condition for
 * containing it) and at least its heavy atoms, in the order results are shown: the query's own
 * substance first, then the smallest molecules (closest to the query), then popularity. A page of
 * them at a time: a query found in everything is confirmed only until the cap is reached.
 */
export async function screenCandidates(db: DbOrTx, q: ScreenQuery, offset: number, limit: number) {
  const query = bits(q.pattern);
  return db
    .select({ id: products.id, smiles: sql<string>`${products.smiles}` })
    .from(products)
    .innerJoin(fp, eq(fp.inchikey, products.inchikey))
    .where(
      and(
        isNotNull(products.smiles),
        sql`${fp.heavyAtoms} >= ${q.heavyAtoms}`,
        sql`(${fp.pattern} & ${query}) = ${query}`,
      ),
    )
    .orderBy(
      sql`(${products.inchikey} = ${q.inchikey}) desc`,
      asc(fp.heavyAtoms),
      desc(products.popularity),
      asc(products.id),
    )
    .limit(limit)
    .offset(offset);
}

export interface SimilarityQuery {
  morgan: string;
  morganBits: number;
  threshold: number;
}

/**
 * Products by Tanimoto similarity of Morgan fingerprints, at least `threshold`, most similar first.
 * Tanimoto = common / (a + b − common) ≥ t needs t·b ≤ a ≤ b/t, so the bit count's index prunes
 * most products before any fingerprint is compared.
 */
export async function similarProducts(db: DbOrTx, q: SimilarityQuery, limit: number) {
  const common = sql<number>`bit_count(${fp.morgan} & ${bits(q.morgan)})`;
  const similarity = sql<number>`(${common}::float8 / nullif(${fp.morganBits} + ${q.morganBits} - ${common}, 0))`;
  const rows = await db
    .select({ id: products.id, smiles: sql<string>`${products.smiles}`, similarity })
    .from(products)
    .innerJoin(fp, eq(fp.inchikey, products.inchikey))
    .where(
      and(
        isNotNull(products.smiles),
        sql`${fp.morganBits} between ${Math.ceil(q.threshold * q.morganBits - 1e-9)} and ${Math.floor(q.morganBits / q.threshold + 1e-9)}`,
        // A hair under the threshold, so 0.6 is not lost to floating point; the answer rounds anyway.
        sql`${similarity} >= ${q.threshold - 1e-9}`,
      ),
    )
    .orderBy(sql`${similarity} desc`, desc(products.popularity), asc(products.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
}

/** The stored SMILES of these products, for drawing the page's matches. */
export async function smilesOfProducts(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: products.id, smiles: products.smiles })
    .from(products)
    .where(sql`${products.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
  return new Map(rows.flatMap((r) => (r.smiles ? [[r.id, r.smiles] as const] : [])));
}
