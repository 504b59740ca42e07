import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { brands, products, skus } from '../catalogue/catalogue.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { skuFactsColumns } from './sku-facts.repository.ts';

/** The SQL behind quick order: one query per kind of code, whatever the number of lines. */

const columns = { ...skuFactsColumns, cas: products.cas, grade: products.grade };

function base(db: DbOrTx) {
  return db
    .select(columns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

export type QuickSkuRow = Awaited<ReturnType<typeof skusByLowerCodes>>[number];

/** SKUs by 货号, compared lower-cased (the unique index is on lower(sku)). */
export async function skusByLowerCodes(db: DbOrTx, lowerCodes: string[]) {
  if (lowerCodes.length === 0) return [];
  return base(db).where(inArray(sql`lower(${skus.sku})`, lowerCodes));
}

/** Every SKU of every product with one of these CAS numbers: the popular product first, then by price. */
export async function skusByCas(db: DbOrTx, casNumbers: string[]) {
  if (casNumbers.length === 0) return [];
  return base(db)
    .where(inArray(products.cas, casNumbers))
    .orderBy(desc(products.popularity), asc(products.id), asc(skus.priceFen), asc(skus.id));
}
