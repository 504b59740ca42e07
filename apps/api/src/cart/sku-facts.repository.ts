import { eq, inArray, sql } from 'drizzle-orm';
import { brands, products, skus } from '../catalogue/catalogue.schema.ts';
import type { DbOrTx } from '../platform/db.ts';

/** A SKU as the cart and the frequent-purchase list see it. */
export interface SkuFacts {
  id: number;
  productId: number;
  name: string;
  brandName: string;
  sku: string;
  spec: string;
  pack: string;
  priceFen: number;
  stock: number;
  minQty: number;
  step: number;
  onSale: boolean;
  /** The product's controlled classes (what buying it asks of a member). */
  controlled: string[];
}

/** The columns of SkuFacts, for queries that join SKUs to something else. */
export const skuFactsColumns = {
  id: skus.id,
  productId: skus.productId,
  name: products.name,
  brandName: brands.name,
  sku: skus.sku,
  spec: skus.spec,
  pack: skus.pack,
  priceFen: skus.priceFen,
  stock: skus.stock,
  minQty: skus.minQty,
  step: skus.step,
  onSale: skus.onSale,
  controlled: products.controlled,
};

function base(db: DbOrTx) {
  return db
    .select(skuFactsColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

export async function skusById(db: DbOrTx, ids: number[]): Promise<Map<number, SkuFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await base(db).where(inArray(skus.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** By 货号, whatever its case (the unique index is on lower(sku)). */
export async function skuByCode(db: DbOrTx, code: string): Promise<SkuFacts | null> {
  const [row] = await base(db).where(sql`lower(${skus.sku}) = ${code.trim().toLowerCase()}`);
  return row ?? null;
}
