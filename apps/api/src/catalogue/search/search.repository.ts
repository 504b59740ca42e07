import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { searchTerms } from '../../search/search.schema.ts';
import { products, skus } from '../catalogue.schema.ts';

/**
 * The reads behind the search's steps (exact.ts, widen.ts, rank.ts, suggest.ts). Every one is bounded:
 * a count stops at its limit, candidates come `limit n` in popularity order (PostgreSQL walks
 * products_popularity_idx or sorts the index matches), and vocabulary look-ups probe search_terms,
 * never products.
 */

/**
 * Runs the engine's reads with sequential scans of the products priced out, in one transaction. For
 * `exists (… @@ q)` or `limit 1` the planner reckons a scan finds a match after a few hundred rows; for a
 * word no product holds it then reads all of them (0.8 s at 344,045 products). The search index, or the
 * popularity index walk, is always the bounded way.
 */
export function withIndexScans<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** How many products match, counted up to `limit`. */
export async function countUpTo(db: DbOrTx, tsquery: string, limit: number): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from (select 1 from ${products}
    where ${products.search} @@ ${tsquery}::tsquery limit ${limit}) m`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
}

/** For each tsquery, whether any product matches it: one statement, one index probe each. */
export async function anyMatch(db: DbOrTx, tsqueries: string[]): Promise<boolean[]> {
  if (tsqueries.length === 0) return [];
  const probes = tsqueries.map(
    (q, i) =>
      sql`select ${i}::int as i, exists (select 1 from ${products} where ${products.search} @@ ${q}::tsquery) as hit`,
  );
  const result = await db.execute(sql.join(probes, sql` union all `));
  const hits = new Array<boolean>(tsqueries.length).fill(false);
  for (const r of rowsOf<{ i: number; hit: boolean }>(result)) hits[Number(r.i)] = r.hit === true;
  return hits;
}

/** Vocabulary words starting with `prefix` (itself excluded), shortest first. */
export async function vocabularyPrefix(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`select term from ${searchTerms}
    where term like ${pattern} and term <> ${prefix} order by length(term), term limit ${limit}`);
  return rowsOf<{ term: string }>(result).map((r) => r.term);
}

/** Vocabulary words most like `word` by trigram similarity (pg_trgm's `%`: similarity ≥ 0.3). */
export async function vocabularySimilar(
  db: DbOrTx,
  word: string,
  limit: number,
): Promise<{ term: string; similarity: number }[]> {
  const result = await db.execute(sql`select term, similarity(term, ${word}) as s from ${searchTerms}
    where term % ${word} order by s desc, term limit ${limit}`);
  return rowsOf<{ term: string; s: string | number }>(result).map((r) => ({
    term: r.term,
    similarity: Number(r.s),
  }));
}

/** A product has a SKU of this pack size (`500ml`), however its pack or spec text spaces or cases it. */
export function packCondition(pack: string): SQL {
  return sql`exists (select 1 from ${skus} s where s.product_id = ${products.id}
    and (lower(replace(s.pack, ' ', '')) = ${pack} or lower(replace(s.spec, ' ', '')) like ${`%${pack}%`}))`;
}

/**
 * Past this many matches, walking products_popularity_idx finds the top `limit` sooner than sorting
 * the matches; below it, sorting them is bounded and walking could read the whole table (the planner's
 * estimate for a tsquery can be off a hundredfold, product-query.ts popularityOrder).
 */
export const WALK_ABOVE = 2000;

/**
 * Up to `limit` matching product ids, most popular first. The matches are counted up to WALK_ABOVE
 * first (through the search index), and the order is spelt so that PostgreSQL either sorts those few
 * matches or walks the popularity index for many: never a scan of the whole table for a rare word.
 */
export async function topIds(db: DbOrTx, tsquery: string, limit: number, extra?: SQL): Promise<number[]> {
  const many = (await countUpTo(db, tsquery, WALK_ABOVE)) >= WALK_ABOVE;
  const order = many
    ? sql`${products.popularity} desc nulls last, ${products.id}`
    : sql`(${products.popularity} + 0) desc, ${products.id}`;
  const result = await db.execute(sql`select ${products.id} as id from ${products}
    where ${products.search} @@ ${tsquery}::tsquery ${extra ? sql`and ${extra}` : sql``}
    order by ${order} limit ${limit}`);
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}

/**
 * Up to `limit` of the first `sample` matches the search index gives, most popular first: one bounded
 * statement, for 您是不是要找, where an approximate order is enough.
 */
export async function sampleIds(
  db: DbOrTx,
  tsquery: string,
  limit: number,
  sample = 1000,
): Promise<number[]> {
  const result = await db.execute(sql`with m as materialized (select ${products.id} as id,
    ${products.popularity} as popularity from ${products} where ${products.search} @@ ${tsquery}::tsquery
    limit ${sample}) select id from m order by popularity desc, id limit ${limit}`);
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}

/** Names and categories of these products, in the order given. */
export async function namesOf(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; name: string; productTypeId: number }[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select ${products.id} as id, ${products.name} as name,
    ${products.productTypeId} as type_id from ${products}
    where ${products.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
  const byId = new Map(
    rowsOf<{ id: string | number; name: string; type_id: string | number }>(result).map((r) => [
      Number(r.id),
      { id: Number(r.id), name: r.name, productTypeId: Number(r.type_id) },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Products whose Hill formula is exactly this one, most popular first (products_hill_formula_idx). */
export async function productsOfFormula(db: DbOrTx, hill: string, limit: number): Promise<number[]> {
  const result = await db.execute(sql`select id from ${products} where hill_formula = ${hill}
    order by popularity desc, id limit ${limit}`);
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}
