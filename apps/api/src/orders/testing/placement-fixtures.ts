import { eq, sql } from 'drizzle-orm';
import { addresses } from '../../addresses/addresses.schema.ts';
import { products, skus } from '../../catalogue/catalogue.schema.ts';
import { invoiceProfiles } from '../../invoicing/invoicing.schema.ts';
import type { Db } from '../../platform/db.ts';
import { stockMovements } from '../orders.schema.ts';

/** Test fixtures for order placement: rows written straight into the tables other streams own the API of. */

export async function addAddress(
  db: Db,
  userId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      consignee: '张三',
      phone: '13900000000',
      provinceCode: 310000,
      cityCode: 310100,
      districtCode: 310104,
      regionNames: '上海市 市辖区 徐汇区',
      detail: '枫林路 300 号 5 号楼 201 室',
      postcode: '200032',
      isDefault: true,
      ...values,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function addInvoiceProfile(db: Db, userId: number) {
  const [row] = await db
    .insert(invoiceProfiles)
    .values({
      userId,
      kind: 'special',
      titleType: 'organisation',
      title: '上海有机化学研究所',
      taxpayerNo: '12100000425010089X',
      registeredAddress: '上海市徐汇区零陵路 345 号',
      registeredPhone: '021-54925000',
      bankName: '中国工商银行上海市徐汇支行',
      bankAccount: '1001234509876543210',
      email: 'finance@example.com',
      isDefault: true,
    })
    .returning({ id: invoiceProfiles.id });
  return row!.id;
}

/**
 * Sets a SKU's stock, price and rules, and writes the difference to the stock ledger so that the ledger
 * still sums to the stock (catalogue seeds write no opening rows).
 */
export async function setSku(
  db: Db,
  skuId: number,
  values: { stock?: number; priceFen?: number; minQty?: number; step?: number; onSale?: boolean },
) {
  await db.transaction(async (tx) => {
    const [ledger] = await tx
      .select({ sum: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text` })
      .from(stockMovements)
      .where(eq(stockMovements.skuId, skuId));
    await tx.update(skus).set(values).where(eq(skus.id, skuId));
    const [row] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
    const delta = row!.stock - Number(ledger?.sum ?? 0);
    if (delta !== 0) await tx.insert(stockMovements).values({ skuId, delta, reason: 'adjust' });
  });
}

/** The first `n` on-sale SKUs of products without a controlled class, by id. */
export async function plainSkus(db: Db, n: number) {
  const rows = await db
    .select({ id: skus.id, priceFen: skus.priceFen })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(sql`cardinality(${products.controlled}) = 0 and ${skus.onSale}`)
    .orderBy(skus.id)
    .limit(n);
  return rows;
}

export async function controlledSku(db: Db) {
  const [row] = await db
    .select({ id: skus.id, controlled: products.controlled })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(sql`cardinality(${products.controlled}) > 0 and ${skus.onSale}`)
    .orderBy(skus.id)
    .limit(1);
  return row ?? null;
}
