import { asc, count } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { products } from './catalogue.schema.ts';

/** One page of product ids in id order, and how many products there are. */
export async function productIdPage(db: DbOrTx, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(products),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}
