import type { StockReason } from '@labmall/contract/stock-choices';
import { and, asc, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { stockMovements } from '../orders/orders.schema.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const skuColumns = {
  skuId: skus.id,
  sku: skus.sku,
  productId: skus.productId,
  productName: products.name,
  spec: skus.spec,
  pack: skus.pack,
  priceFen: skus.priceFen,
  stock: skus.stock,
  onSale: skus.onSale,
};
export type StockSku = { [K in keyof typeof skuColumns]: (typeof skuColumns)[K]['_']['data'] };

const skuQuery = (db: DbOrTx) =>
  db.select(skuColumns).from(skus).innerJoin(products, eq(products.id, skus.productId));

export async function listStockSkus(db: Db, keyword: string, offset: number, limit: number) {
  let where: SQL | undefined;
  if (keyword) {
    const pattern = `%${likeEscape(keyword)}%`;
    where = or(ilike(skus.sku, pattern), ilike(products.name, pattern), ilike(products.cas, pattern));
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(where);
  const list = await skuQuery(db).where(where).orderBy(asc(skus.sku)).offset(offset).limit(limit);
  return { total: count?.n ?? 0, list };
}

export async function stockSku(db: DbOrTx, skuId: number): Promise<StockSku | undefined> {
  const [row] = await skuQuery(db).where(eq(skus.id, skuId));
  return row;
}

/** SKUs by 货号, case-insensitive, keyed by the lower-case 货号. */
export async function skusByCode(db: DbOrTx, codes: readonly string[]): Promise<Map<string, StockSku>> {
  if (codes.length === 0) return new Map();
  const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
  const rows = await skuQuery(db).where(inArray(sql`lower(${skus.sku})`, lower));
  return new Map(rows.map((row) => [row.sku.toLowerCase(), row]));
}

export async function movementsOf(db: Db, skuId: number, offset: number, limit: number) {
  const [count] = await db
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text`,
    })
    .from(stockMovements)
    .where(eq(stockMovements.skuId, skuId));
  const list = await db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.skuId, skuId))
    .orderBy(desc(stockMovements.id))
    .offset(offset)
    .limit(limit);
  return { total: count?.n ?? 0, ledgerSum: Number(count?.sum ?? 0), list };
}

/** Adds `delta` (either sign) only if stock stays ≥ 0; the new stock, or null when it would not. */
export async function addStock(tx: Tx, skuId: number, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${delta}` })
    .where(and(eq(skus.id, skuId), gte(sql`${skus.stock} + ${delta}`, 0)))
    .returning({ stock: skus.stock });
  return row ? row.stock : null;
}

/** Sets stock to a counted figure under the row's lock; the change it made (new − old), or null. */
export async function setStock(tx: Tx, skuId: number, counted: number): Promise<number | null> {
  const [locked] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)).for('update');
  if (!locked) return null;
  await tx.update(skus).set({ stock: counted }).where(eq(skus.id, skuId));
  return counted - locked.stock;
}

export async function recordMovement(
  tx: Tx,
  row: { skuId: number; delta: number; reason: StockReason; note: string; operatorId: number },
) {
  await tx.insert(stockMovements).values(row);
}

/** A movement of an order's goods outside the order machine (售后): the order it belongs to. */
export async function recordOrderMovement(
  tx: Tx,
  row: {
    skuId: number;
    delta: number;
    reason: StockReason;
    orderId: number;
    note: string;
    operatorId: number;
  },
) {
  await tx.insert(stockMovements).values(row);
}

export async function setPrice(tx: Tx, skuId: number, priceFen: number) {
  await tx.update(skus).set({ priceFen }).where(eq(skus.id, skuId));
}
