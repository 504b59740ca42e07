import { asc, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { products } from './catalogue.schema.ts';

/** Products for the header's suggestions: matches of the prefix query, most popular first, few. */
export function suggestProducts(db: DbOrTx, tsquery: string, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      cas: products.cas,
      grade: products.grade,
    })
    .from(products)
    .where(sql`${products.search} @@ ${tsquery}::tsquery`)
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
}
