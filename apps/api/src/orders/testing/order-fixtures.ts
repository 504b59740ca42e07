import { chinaDate } from '@labmall/rules';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { brands, products, skus } from '../../catalogue/catalogue.schema.ts';
import type { Db } from '../../platform/db.ts';
import { orderEvents, orderLines, orders, stockMovements } from '../orders.schema.ts';

export interface FixtureLine {
  skuId: number;
  quantity: number;
}

export interface FixtureOrder {
  id: number;
  number: string;
}

const address = {
  consignee: '王立',
  phone: '13800138000',
  provinceCode: 310000,
  cityCode: 310100,
  districtCode: 310115,
  regionNames: '上海市 上海市 浦东新区',
  detail: '张江高科技园区蔡伦路 88 号 3 号楼 401 室',
  postcode: '201203',
};

/**
 * An order written the way placement writes one (POST /order/submit, the placement stream): stock taken
 * by conditional update in SKU order with an `order` movement each, the lines snapshotted, and the first
 * event (created → 待付款 by the member). For lifecycle tests until placement is merged.
 */
export async function placeTestOrder(
  db: Db,
  userId: number,
  lines: FixtureLine[],
  options: { payBy?: Date; poNumber?: string; freightFen?: number } = {},
): Promise<FixtureOrder> {
  return db.transaction(async (tx) => {
    const facts = await tx
      .select({
        id: skus.id,
        productId: skus.productId,
        sku: skus.sku,
        spec: skus.spec,
        pack: skus.pack,
        priceFen: skus.priceFen,
        name: products.name,
        nameEn: products.nameEn,
        grade: products.grade,
        cas: products.cas,
        brandName: brands.name,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(
        inArray(
          skus.id,
          lines.map((l) => l.skuId),
        ),
      );
    const byId = new Map(facts.map((f) => [f.id, f]));
    for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
      const taken = await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} - ${line.quantity}` })
        .where(and(eq(skus.id, line.skuId), gte(skus.stock, line.quantity)))
        .returning({ id: skus.id });
      if (taken.length !== 1) throw new Error(`fixture: not enough stock for SKU ${line.skuId}`);
    }
    const goodsFen = lines.reduce((sum, l) => sum + (byId.get(l.skuId)?.priceFen ?? 0) * l.quantity, 0);
    const freightFen = options.freightFen ?? 1000;
    const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as {
      rows: { n: string }[];
    };
    const day = chinaDate(new Date()).replaceAll('-', '');
    const number = `${day}${seq.rows[0]?.n ?? '0'.padStart(6, '0')}`;
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        userId,
        source: 2,
        goodsFen,
        freightFen,
        payableFen: goodsFen + freightFen,
        address,
        invoice: {
          kind: 'normal',
          titleType: 'organisation',
          title: '上海蓝标生物科技有限公司',
          taxpayerNo: '91310115MA1K3Y8N2X',
          registeredAddress: null,
          registeredPhone: null,
          bankName: null,
          bankAccount: null,
          email: null,
        },
        poNumber: options.poNumber ?? 'PO-2026-0042',
        payBy: options.payBy ?? new Date(Date.now() + 30 * 60_000),
      })
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new Error('fixture: order not written');
    await tx.insert(orderLines).values(
      lines.map((l) => {
        const f = byId.get(l.skuId);
        if (!f) throw new Error(`fixture: no SKU ${l.skuId}`);
        return {
          orderId: order.id,
          skuId: f.id,
          productId: f.productId,
          name: f.name,
          nameEn: f.nameEn ?? '',
          grade: f.grade ?? '',
          brandName: f.brandName,
          cas: f.cas,
          sku: f.sku,
          spec: f.spec ?? '',
          pack: f.pack,
          unitPriceFen: f.priceFen,
          quantity: l.quantity,
          subtotalFen: f.priceFen * l.quantity,
        };
      }),
    );
    await tx
      .insert(stockMovements)
      .values(lines.map((l) => ({ skuId: l.skuId, delta: -l.quantity, reason: 'order', orderId: order.id })));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromState: null,
      toState: 'pending_payment',
      actor: 'member',
      actorId: userId,
      note: '提交订单',
    });
    return order;
  });
}

/** SKUs of the demo catalogue that are on sale with at least `minStock` units, in key order. */
export async function stockedSkus(db: Db, minStock = 20, limit = 3) {
  return db
    .select({ id: skus.id, stock: skus.stock, minQty: skus.minQty, step: skus.step })
    .from(skus)
    .where(and(eq(skus.onSale, true), gte(skus.stock, minStock), eq(skus.minQty, 1), eq(skus.step, 1)))
    .orderBy(asc(skus.id))
    .limit(limit);
}

export const stockOf = async (db: Db, skuId: number) =>
  (await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]?.stock ?? -1;

/** The sum of the ledger for a SKU (it equals the stock when every change was recorded). */
export const ledgerOf = async (db: Db, skuId: number) =>
  Number(
    (
      await db
        .select({ n: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text` })
        .from(stockMovements)
        .where(eq(stockMovements.skuId, skuId))
    )[0]?.n ?? 0,
  );
