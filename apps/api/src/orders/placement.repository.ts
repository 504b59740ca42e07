import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { addresses } from '../addresses/addresses.schema.ts';
import { cartItems } from '../cart/cart.schema.ts';
import { brands, products, skus } from '../catalogue/catalogue.schema.ts';
import { invoiceProfiles } from '../invoicing/invoicing.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import {
  type AddressSnapshot,
  type InvoiceSnapshot,
  orderEvents,
  orderLines,
  orders,
  stockMovements,
} from './orders.schema.ts';

/** A SKU with what an order line snapshots of it. */
export interface OrderSku {
  id: number;
  productId: number;
  /** Brand and category: what a coupon's scope is checked against. */
  brandId: number;
  productTypeId: number;
  name: string;
  nameEn: string;
  grade: string;
  brandName: string;
  cas: string | null;
  controlled: string[];
  sku: string;
  spec: string;
  pack: string;
  priceFen: number;
  stock: number;
  minQty: number;
  step: number;
  onSale: boolean;
}

const orderSkuColumns = {
  id: skus.id,
  productId: skus.productId,
  brandId: products.brandId,
  productTypeId: products.productTypeId,
  name: products.name,
  nameEn: products.nameEn,
  grade: products.grade,
  brandName: brands.name,
  cas: products.cas,
  controlled: products.controlled,
  sku: skus.sku,
  spec: skus.spec,
  pack: skus.pack,
  priceFen: skus.priceFen,
  stock: skus.stock,
  minQty: skus.minQty,
  step: skus.step,
  onSale: skus.onSale,
};

/**
 * The SKUs of an order as they stand. With `lock`, their rows are locked in id order (FOR UPDATE OF skus),
 * so two orders sharing SKUs always queue in the same order and never deadlock.
 */
export async function orderSkus(db: DbOrTx, ids: number[], lock = false): Promise<Map<number, OrderSku>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select(orderSkuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(skus.id, ids))
    .orderBy(asc(skus.id));
  const rows = lock ? await query.for('update', { of: skus }) : await query;
  return new Map(rows.map((r) => [r.id, r]));
}

/** The member's ticked 采购单 lines (去结算 orders these), oldest first. */
export async function selectedCartLines(db: DbOrTx, userId: number) {
  return db
    .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.skuId));
}

export async function deleteCartLines(tx: Tx, userId: number, skuIds: number[]) {
  if (skuIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
}

/** Takes `quantity` off a SKU's stock only if that much is there; false when it is not. */
export async function takeStock(tx: Tx, skuId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${quantity}` })
    .where(and(eq(skus.id, skuId), gte(skus.stock, quantity)))
    .returning({ id: skus.id });
  return rows.length === 1;
}

/** The member's own address as an order keeps it; null for another member's id or none. */
export async function ownAddressSnapshot(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AddressSnapshot | null> {
  const [row] = await db
    .select({
      consignee: addresses.consignee,
      phone: addresses.phone,
      provinceCode: addresses.provinceCode,
      cityCode: addresses.cityCode,
      districtCode: addresses.districtCode,
      regionNames: addresses.regionNames,
      detail: addresses.detail,
      postcode: addresses.postcode,
    })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function ownInvoiceSnapshot(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<InvoiceSnapshot | null> {
  const [row] = await db
    .select({
      kind: invoiceProfiles.kind,
      titleType: invoiceProfiles.titleType,
      title: invoiceProfiles.title,
      taxpayerNo: invoiceProfiles.taxpayerNo,
      registeredAddress: invoiceProfiles.registeredAddress,
      registeredPhone: invoiceProfiles.registeredPhone,
      bankName: invoiceProfiles.bankName,
      bankAccount: invoiceProfiles.bankAccount,
      email: invoiceProfiles.email,
    })
    .from(invoiceProfiles)
    .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)));
  if (!row) return null;
  return {
    ...row,
    kind: row.kind as InvoiceSnapshot['kind'],
    titleType: row.titleType as InvoiceSnapshot['titleType'],
  };
}

/**
 * Whether the member's newest goods order (points orders carry no invoice choice) asked for an invoice;
 * null before their first one. /order preselects 不开票 again only when that order chose it.
 */
export async function lastOrderInvoiced(db: DbOrTx, userId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ invoiced: sql<boolean>`${orders.invoice} is not null` })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.source, 4)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ? row.invoiced : null;
}

/** The next value of `order_number_seq` (never rolled back: a failed order leaves a gap). */
export async function nextOrderSequence(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval('order_number_seq')::text as n`);
  // Both drivers answer execute() with the rows under `rows` (PGlite's Results, pg's QueryResult).
  const n = Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
  if (!Number.isSafeInteger(n)) throw new Error('order_number_seq gave no value');
  return n;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** Writes an order, its lines, one stock movement per line and its first event (null → pending_payment). */
export async function insertOrder(
  tx: Tx,
  order: NewOrder,
  lines: NewOrderLine[],
  actorId: number,
): Promise<{ id: number; lineIds: number[] }> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  const inserted = await tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: row.id })))
    .returning({ id: orderLines.id });
  await tx
    .insert(stockMovements)
    .values(
      lines.flatMap((line) =>
        line.skuId ? [{ skuId: line.skuId, delta: -line.quantity, reason: 'order', orderId: row.id }] : [],
      ),
    );
  await tx.insert(orderEvents).values({
    orderId: row.id,
    fromState: null,
    toState: 'pending_payment',
    actor: 'member',
    actorId,
  });
  return { id: row.id, lineIds: inserted.map((r) => r.id) };
}

/** The member's own order by number, for the payment page; null for another member's or none. */
export async function ownOrderByNumber(db: DbOrTx, userId: number, number: string) {
  const [row] = await db
    .select({
      number: orders.number,
      state: orders.state,
      payableFen: orders.payableFen,
      payBy: orders.payBy,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)));
  return row ?? null;
}

/** A points-mall order (source 4) as placement writes it for the points component. */
export interface RedemptionOrder {
  number: string;
  userId: number;
  pointsSpent: number;
  address: AddressSnapshot;
  remark: string;
  at: Date;
  line: {
    itemId: number;
    pointsPrice: number;
    name: string;
    sku: string;
    pack: string;
    quantity: number;
  };
}

/**
 * Writes a redemption order as it stands once points and stock are taken: source 4, already 待发货
 * (paid in points now, so `pay_by` = `paid_at` = now), no money, one line of the gift, its first event.
 */
export async function insertRedemptionOrder(tx: Tx, order: RedemptionOrder): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({
      number: order.number,
      userId: order.userId,
      state: 'paid',
      source: 4,
      goodsFen: 0,
      freightFen: 0,
      discountFen: 0,
      payableFen: 0,
      pointsSpent: order.pointsSpent,
      pointsReward: 0,
      address: order.address,
      invoice: null,
      remark: order.remark,
      payBy: order.at,
      paidAt: order.at,
      createdAt: order.at,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderLines).values({
    orderId: row.id,
    pointsItemId: order.line.itemId,
    pointsPrice: order.line.pointsPrice,
    name: order.line.name,
    sku: order.line.sku,
    pack: order.line.pack,
    unitPriceFen: 0,
    quantity: order.line.quantity,
    subtotalFen: 0,
  });
  await tx.insert(orderEvents).values({
    orderId: row.id,
    fromState: null,
    toState: 'paid',
    actor: 'member',
    actorId: order.userId,
    note: `积分兑换，使用 ${order.pointsSpent} 积分`,
  });
  return row.id;
}
