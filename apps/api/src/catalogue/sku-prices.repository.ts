import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { skus } from './catalogue.schema.ts';

/** The SKUs on sale of a page of products, with their own prices: what the list prices a member by. */
export async function onSaleSkuPrices(db: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ id: skus.id, productId: skus.productId, priceFen: skus.priceFen })
    .from(skus)
    .where(and(inArray(skus.productId, productIds), eq(skus.onSale, true)))
    .orderBy(asc(skus.id));
}
