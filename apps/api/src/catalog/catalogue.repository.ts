import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import type { SearchDocument } from '../search/tokenizer.ts';
import { brands, products, productTypes, skus } from './catalog.schema.ts';
import { searchVector } from './search-vector.ts';

/** Writes of the catalogue (products and SKUs); the reads behind /product/list and /detail are in product-query.ts. */

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
  productTypeId: number;
  brandId: number;
  searchDoc: SearchDocument;
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

/** SKUs whose 货号 (lower-cased) is among `lowerSkus`. */
export function existingSkus(db: DbOrTx, lowerSkus: string[]) {
  return db
    .select({ id: skus.id, sku: skus.sku, productId: skus.productId })
    .from(skus)
    .where(inArray(sql`lower(${skus.sku})`, lowerSkus));
}

function productColumns(p: NewProduct) {
  const { searchDoc, ...columns } = p;
  return { ...columns, search: searchVector(searchDoc) };
}

/** Inserts products in one statement; ids are taken from the sequence first so they pair with the input. */
export async function insertProducts(db: DbOrTx, values: NewProduct[]): Promise<number[]> {
  if (values.length === 0) return [];
  const ids = (
    await db
      .select({ id: sql<string | number>`nextval(pg_get_serial_sequence('products', 'id'))` })
      .from(sql`generate_series(1, ${values.length})`)
  ).map((r) => Number(r.id));
  await db.insert(products).values(values.map((p, n) => ({ id: ids[n]!, ...productColumns(p) })));
  return ids;
}

export async function updateProduct(db: DbOrTx, id: number, values: NewProduct) {
  const { search: _search, ...columns } = productColumns(values);
  await db.update(products).set(columns).where(eq(products.id, id));
}

export async function insertSkus(db: DbOrTx, values: NewSku[]): Promise<number> {
  if (values.length === 0) return 0;
  await db.insert(skus).values(values);
  return values.length;
}

/** The 货号 is the key and keeps its stored spelling; everything else is overwritten. */
export async function updateSku(db: DbOrTx, id: number, values: NewSku) {
  const { sku: _sku, ...rest } = values;
  await db.update(skus).set(rest).where(eq(skus.id, id));
}

/** Recomputes the search lexemes of these products from their current columns and all their SKUs. */
export async function refreshSearchVectors(db: DbOrTx, ids: number[]) {
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
  for (const r of rows) {
    await db
      .update(products)
      .set({
        search: searchVector({
          names: [r.name, r.nameEn, ...r.synonyms],
          cas: r.cas,
          mdl: r.mdl,
          formula: r.formula,
          skus: r.skus,
          text: [r.grade, r.brand, r.brandEn, r.category],
        }),
      })
      .where(eq(products.id, r.id));
  }
}
