import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { stockMovements } from '../orders/orders.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { searchTerms } from '../search/search.schema.ts';
import type { SearchDocument } from '../search/tokenizer.ts';
import { brands, products, productTypes, skus } from './catalogue.schema.ts';
import { searchLexemes } from './import/search-document.ts';
import { hillKey } from './structure/hill-formula.ts';

/**
 * Writes of the catalogue (products and SKUs); the reads behind /product/list and /detail are in
 * product-query.ts. The bulk writes send their rows as one JSON parameter unpacked by
 * `jsonb_to_recordset`: one statement per batch whatever its size, no bound-parameter limit, and the
 * same SQL on PGlite and PostgreSQL.
 */

export interface NewProduct {
  name: string;
  nameEn: string;
  synonyms: string[];
  cas: string | null;
  mdl: string | null;
  formula: string | null;
  mw: string | null;
  grade: string;
  storage: string;
  hazards: string[];
  controlled: string[];
  /** Null clears the structure; undefined (a file without the column) leaves it as it is. */
  structure?: { smiles: string; inchikey: string; picture: string } | null;
  /** GHS label columns (ADR 0061): undefined leaves the product's as they are, like `structure`. */
  precautions?: string[];
  pictograms?: string[];
  signalWord?: string | null;
  productTypeId: number;
  brandId: number;
  searchDoc: SearchDocument;
  /** searchLexemes(searchDoc) when already computed (the import's worker does it ahead). */
  lexemes?: string[];
}

export interface NewSku {
  productId: number;
  sku: string;
  spec: string;
  pack: string;
  priceFen: number;
  stock: number;
  minQty: number;
  step: number;
  leadDays: number;
}

export function listAllProductTypes(db: DbOrTx) {
  return db
    .select({ id: productTypes.id, pid: productTypes.pid, name: productTypes.name })
    .from(productTypes);
}

export function listAllBrands(db: DbOrTx) {
  return db.select({ id: brands.id, name: brands.name, nameEn: brands.nameEn }).from(brands);
}

export async function insertProductType(db: DbOrTx, name: string, pid: number | null): Promise<number> {
  const [row] = await db.insert(productTypes).values({ name, pid }).returning({ id: productTypes.id });
  return row!.id;
}

export async function insertBrands(db: DbOrTx, values: { name: string; initial: string }[]) {
  await db.insert(brands).values(values).onConflictDoNothing({ target: brands.name });
}

/** SKUs whose 货号 (lower-cased) is among `lowerSkus`; one index probe each (skus_sku_lower_idx). */
export async function existingSkus(db: DbOrTx, lowerSkus: string[]) {
  if (lowerSkus.length === 0) return [];
  return db
    .select({ id: skus.id, sku: skus.sku, productId: skus.productId })
    .from(skus)
    .where(sql`lower(${skus.sku}) = any(${textArray(lowerSkus)}::text[])`);
}

/** A text[] literal, each element double-quoted, quotes and backslashes escaped; one bound parameter. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Every product's identity (brand name, name, grade) with its id: what a file's rows are matched
 * against when none of their 货号 is known yet. The lowest id wins when the same identity exists twice.
 */
export async function productIdentities(db: DbOrTx) {
  return db
    .select({ id: products.id, brand: brands.name, name: products.name, grade: products.grade })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(sql`${products.id} desc`);
}

/** The product's columns as `jsonb_to_recordset` reads them (snake case; mw a string, kept exact). */
function productRecord(p: NewProduct) {
  return {
    name: p.name,
    name_en: p.nameEn,
    synonyms: p.synonyms,
    cas: p.cas,
    mdl: p.mdl,
    formula: p.formula,
    hill_formula: hillKey(p.formula),
    mw: p.mw,
    grade: p.grade,
    storage: p.storage,
    hazards: p.hazards,
    controlled: p.controlled,
    product_type_id: p.productTypeId,
    brand_id: p.brandId,
    smiles: p.structure?.smiles ?? null,
    inchikey: p.structure?.inchikey ?? null,
    structure_picture: p.structure?.picture ?? null,
    keep_structure: p.structure === undefined,
    precautions: p.precautions ?? [],
    keep_precautions: p.precautions === undefined,
    ghs_pictograms: p.pictograms ?? [],
    keep_ghs_pictograms: p.pictograms === undefined,
    signal_word: p.signalWord ?? null,
    keep_signal_word: p.signalWord === undefined,
  };
}

const PRODUCT_RECORD = sql.raw(`name text, name_en text, synonyms text[], cas text, mdl text, formula text,
  hill_formula text, mw numeric, grade text, storage text, hazards text[], controlled text[], product_type_id bigint,
  brand_id bigint, smiles text, inchikey text, structure_picture text, keep_structure boolean, precautions text[],
  keep_precautions boolean, ghs_pictograms text[], keep_ghs_pictograms boolean, signal_word text,
  keep_signal_word boolean`);

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Inserts products in one statement; ids are taken from the sequence first so they pair with the input. */
export async function insertProducts(db: DbOrTx, values: NewProduct[]): Promise<number[]> {
  if (values.length === 0) return [];
  const ids = (
    await db
      .select({ id: sql<string | number>`nextval(pg_get_serial_sequence('products', 'id'))` })
      .from(sql`generate_series(1, ${values.length})`)
  ).map((r) => Number(r.id));
  const rows = values.map((p, n) => ({
    id: ids[n]!,
    ...productRecord(p),
    // One string (lexemes never hold a space): far cheaper to pass than an array of fifty.
    lexemes: (p.lexemes ?? searchLexemes(p.searchDoc)).join(' '),
  }));
  await db.execute(sql`
    insert into ${products} (id, name, name_en, synonyms, cas, mdl, formula, hill_formula, mw, grade, storage,
      hazards, controlled, product_type_id, brand_id, smiles, inchikey, structure_picture, precautions,
      ghs_pictograms, signal_word, search)
    select id, name, name_en, synonyms, cas, mdl, formula, hill_formula, mw, grade, storage, hazards, controlled,
      product_type_id, brand_id, smiles, inchikey, structure_picture, precautions, ghs_pictograms, signal_word,
      array_to_tsvector(string_to_array(lexemes, ' '))
    from jsonb_to_recordset(${json(rows)}) as v(id bigint, ${PRODUCT_RECORD}, lexemes text)`);
  await addSearchTerms(
    db,
    rows.map((r) => r.lexemes),
  );
  return ids;
}

/** A lexeme that belongs in the search vocabulary (search/search.schema.ts): a Latin word, 2–64 long. */
const VOCABULARY_WORD = /^[a-z][a-z0-9]{1,63}$/;

/** Adds the Latin words of these lexeme lists (space-separated) to the search vocabulary. */
async function addSearchTerms(db: DbOrTx, lexemeLists: string[]) {
  const terms = new Set<string>();
  for (const list of lexemeLists) for (const t of list.split(' ')) if (VOCABULARY_WORD.test(t)) terms.add(t);
  if (terms.size === 0) return;
  await db.execute(sql`insert into ${searchTerms} (term)
    select unnest(string_to_array(${[...terms].join(' ')}, ' ')) order by 1 on conflict do nothing`);
}

/** Overwrites the columns of existing products (not their search lexemes: refreshSearchVectors). */
export async function updateProducts(db: DbOrTx, values: { id: number; product: NewProduct }[]) {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ id: v.id, ...productRecord(v.product) }));
  await db.execute(sql`
    update ${products} p set name = v.name, name_en = v.name_en, synonyms = v.synonyms, cas = v.cas,
      mdl = v.mdl, formula = v.formula, hill_formula = v.hill_formula, mw = v.mw, grade = v.grade, storage = v.storage,
      hazards = v.hazards, controlled = v.controlled, product_type_id = v.product_type_id,
      brand_id = v.brand_id,
      smiles = case when v.keep_structure then p.smiles else v.smiles end,
      inchikey = case when v.keep_structure then p.inchikey else v.inchikey end,
      structure_picture = case when v.keep_structure then p.structure_picture else v.structure_picture end,
      precautions = case when v.keep_precautions then p.precautions else v.precautions end,
      ghs_pictograms = case when v.keep_ghs_pictograms then p.ghs_pictograms else v.ghs_pictograms end,
      signal_word = case when v.keep_signal_word then p.signal_word else v.signal_word end
    from jsonb_to_recordset(${json(rows)}) as v(id bigint, ${PRODUCT_RECORD})
    where p.id = v.id`);
}

function skuRecord(s: NewSku) {
  return {
    product_id: s.productId,
    sku: s.sku,
    spec: s.spec,
    pack: s.pack,
    price_fen: s.priceFen,
    stock: s.stock,
    min_qty: s.minQty,
    step: s.step,
    lead_days: s.leadDays,
  };
}

const SKU_RECORD = sql.raw(
  'product_id bigint, sku text, spec text, pack text, price_fen bigint, stock integer, min_qty integer, step integer, lead_days integer',
);

export async function insertSkus(db: DbOrTx, values: NewSku[]): Promise<number> {
  if (values.length === 0) return 0;
  // Each new SKU's stock opens its line of the stock ledger (orders.schema.ts: stock_movements).
  await db.execute(sql`
    with created as (
      insert into ${skus} (product_id, sku, spec, pack, price_fen, stock, min_qty, step, lead_days)
      select product_id, sku, spec, pack, price_fen, stock, min_qty, step, lead_days
      from jsonb_to_recordset(${json(values.map(skuRecord))}) as v(${SKU_RECORD})
      returning id, stock
    )
    insert into ${stockMovements} (sku_id, delta, reason)
    select id, stock, 'opening' from created where stock <> 0`);
  return values.length;
}

/** The 货号 is the key and keeps its stored spelling, the SKU keeps its product; the rest is overwritten. */
export async function updateSkus(db: DbOrTx, values: { id: number; sku: NewSku }[]) {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ id: v.id, ...skuRecord(v.sku) }));
  // A changed stock is written to the ledger as the difference (reason `import`). The rows are locked
  // first, so an order committing meanwhile is counted in `before`, not lost from the ledger.
  await db.execute(sql`
    with v as (select * from jsonb_to_recordset(${json(rows)}) as v(id bigint, ${SKU_RECORD})),
    before as (select s.id, s.stock from ${skus} s where s.id in (select id from v) order by s.id for update),
    changed as (
      update ${skus} s set spec = v.spec, pack = v.pack, price_fen = v.price_fen, stock = v.stock,
        min_qty = v.min_qty, step = v.step, lead_days = v.lead_days
      from v where s.id = v.id and s.id in (select id from before)
      returning s.id, s.stock
    )
    insert into ${stockMovements} (sku_id, delta, reason)
    select changed.id, changed.stock - before.stock, 'import'
    from changed join before on before.id = changed.id
    where changed.stock <> before.stock`);
}

/** Recomputes the search lexemes of these products from their current columns and all their SKUs. */
export async function refreshSearchVectors(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      synonyms: products.synonyms,
      cas: products.cas,
      mdl: products.mdl,
      formula: products.formula,
      grade: products.grade,
      brand: brands.name,
      brandEn: brands.nameEn,
      category: productTypes.name,
      skus: sql<
        string[]
      >`array(select s.sku from ${skus} s where s.product_id = ${products.id} order by s.id)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(inArray(products.id, ids));
  const vectors = rows.map((r) => ({
    id: r.id,
    lexemes: searchLexemes({
      names: [r.name, r.nameEn, ...r.synonyms],
      cas: r.cas,
      mdl: r.mdl,
      formula: r.formula,
      skus: r.skus,
      text: [r.grade, r.brand, r.brandEn, r.category],
    }).join(' '),
  }));
  await db.execute(sql`
    update ${products} p set search = array_to_tsvector(string_to_array(v.lexemes, ' '))
    from jsonb_to_recordset(${json(vectors)}) as v(id bigint, lexemes text)
    where p.id = v.id`);
  await addSearchTerms(
    db,
    vectors.map((v) => v.lexemes),
  );
}

/** True when the catalogue holds no product and no SKU (a first import may then load in bulk). */
export async function catalogueIsEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({
      empty: sql<boolean>`not exists (select 1 from ${products}) and not exists (select 1 from ${skus})`,
    })
    .from(sql`(select 1) one`);
  return row?.empty === true;
}

/**
 * Drops the secondary indexes of products and skus (all but those behind a constraint: primary keys)
 * and returns their definitions for restoreIndexes. Loading an empty table and then building each
 * index once, by sorting, is several times faster than updating them row by row; inside the
 * transaction nobody sees the table without them (PostgreSQL holds the table locked until commit).
 */
export async function dropSecondaryIndexes(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('products'::regclass, 'skus'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`);
  const rows = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const r of rows) await db.execute(sql.raw(`drop index ${r.name}`));
  return rows.map((r) => r.definition);
}

/**
 * For the rest of the transaction, skips the per-row foreign-key triggers (skus → products) when the
 * database user may (a superuser: PGlite's is, a PostgreSQL application user usually is not). Only for
 * a first import, whose SKUs point at products it has just inserted itself: each check would look up
 * and lock a row known to be there, a third of the load time on PGlite. True when they are skipped.
 */
export async function skipForeignKeyChecks(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(sql`select current_setting('is_superuser') = 'on' as superuser`);
  const superuser = (result as unknown as { rows: { superuser: boolean }[] }).rows[0]?.superuser === true;
  if (superuser) await db.execute(sql`set local session_replication_role = replica`);
  return superuser;
}

/** Back to normal trigger behaviour after skipForeignKeyChecks. */
export async function restoreForeignKeyChecks(db: DbOrTx) {
  await db.execute(sql`set local session_replication_role = origin`);
}

/** Builds the indexes dropSecondaryIndexes dropped, with memory enough to sort in one go. */
export async function restoreIndexes(db: DbOrTx, definitions: string[]) {
  if (definitions.length === 0) return;
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const definition of definitions) await db.execute(sql.raw(definition));
}

/** Fresh planner statistics for the catalogue (PGlite has no autovacuum to gather them). */
export async function analyzeCatalogue(db: DbOrTx) {
  await db.execute(sql`analyze ${products}`);
  await db.execute(sql`analyze ${skus}`);
}

/**
 * A digest of each product as an import writes it (its columns and its SKUs'), to tell a changed
 * product from an unchanged one: the dry run compares them before and after writing a slice.
 */
export async function productFingerprints(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.id::int as id, md5(concat_ws('|', p.name, p.name_en, p.synonyms::text, p.cas, p.mdl, p.formula,
      p.mw::text, p.grade, p.storage, p.hazards::text, p.precautions::text, p.ghs_pictograms::text,
      p.signal_word, p.controlled::text, p.product_type_id::text,
      p.brand_id::text, p.inchikey, (select string_agg(concat_ws(',', s.sku, s.spec, s.pack, s.price_fen, s.stock,
      s.min_qty, s.step, s.lead_days), ';' order by s.sku) from ${skus} s where s.product_id = p.id))) as digest
    from ${products} p where p.id = any(${`{${ids.join(',')}}`}::bigint[])`);
  const rows = (result as unknown as { rows: { id: number; digest: string }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), r.digest]));
}

export async function maxProductId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select max(id)::int as max from ${products}`);
  return Number((result as unknown as { rows: { max: number | null }[] }).rows[0]?.max ?? 0);
}

/** Products with a formula but no Hill formula yet, by id after `afterId` (fill-hill-formulas.ts). */
export function productsWithoutHillFormula(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({ id: products.id, formula: products.formula })
    .from(products)
    .where(and(gt(products.id, afterId), isNull(products.hillFormula), isNotNull(products.formula)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function storeHillFormulas(db: DbOrTx, values: { id: number; hill: string }[]) {
  if (values.length === 0) return;
  await db.execute(sql`update ${products} p set hill_formula = v.hill
    from jsonb_to_recordset(${json(values)}) as v(id bigint, hill text) where p.id = v.id`);
}
