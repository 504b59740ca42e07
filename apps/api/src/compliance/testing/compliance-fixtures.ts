import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.ts';
import { identityVerifications, users } from '../../accounts/accounts.schema.ts';
import { idCardNumber } from '../../accounts/testing/account-fixtures.ts';
import { aftersaleLines, aftersales } from '../../aftersales/aftersales.schema.ts';
import { products, skus } from '../../catalogue/catalogue.schema.ts';
import { orderLines, orders } from '../../orders/orders.schema.ts';
import { licences } from '../compliance.schema.ts';

export type VerificationStateName = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * Gives a member a real-name state as verification would leave it: a personal submission (with the ID
 * number encrypted) or an organisation one, and `users.identification` to match.
 */
export async function setVerification(
  t: TestApp,
  userId: number,
  state: VerificationStateName,
  kind: 'personal' | 'organisation' = 'personal',
  idNumber = idCardNumber(),
) {
  if (state === 'none') return;
  const identification = { pending: 0, approved: 1, rejected: 2 }[state];
  await t.database.db.insert(identityVerifications).values(
    kind === 'personal'
      ? {
          userId,
          kind,
          state,
          realName: '张三',
          idCardCipher: t.app.deps.idNumbers.encrypt(idNumber, userId),
          // The images are uploads the requirements never read; the columns reference uploaded objects.
          idCardFront: null,
          idCardBack: null,
        }
      : {
          userId,
          kind,
          state,
          organisation: '上海某某化学研究所',
          creditCode: '91310115MA1K3Y8N2X',
          licence: null,
          contactName: '李四',
          contactPhone: '13800000000',
        },
  );
  await t.database.db.update(users).set({ identification }).where(eq(users.id, userId));
}

export async function addLicence(
  t: TestApp,
  userId: number,
  values: {
    kind: string;
    state?: 'pending' | 'approved' | 'rejected';
    validFrom?: string;
    validUntil?: string;
    number?: string;
    reason?: string;
  },
) {
  const [row] = await t.database.db
    .insert(licences)
    .values({
      userId,
      kind: values.kind,
      state: values.state ?? 'approved',
      number: values.number ?? `BA-${values.kind}-${userId}`,
      validFrom: values.validFrom ?? '2020-01-01',
      validUntil: values.validUntil ?? '2099-12-31',
      image: 'licence.png',
      reason: values.reason ?? '',
    })
    .returning();
  return row!;
}

/**
 * An order with one line per entry, on any SKU of the catalogue (seedDemoData first): what
 * recordSales needs to point at. Returns the order id and the line ids in the given order.
 */
export async function makeOrder(t: TestApp, userId: number, lineCount: number) {
  const db = t.database.db;
  const [sku] = await db
    .select({ id: skus.id, productId: skus.productId, name: products.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .limit(1);
  if (!sku) throw new Error('seed the catalogue first');
  const [order] = await db
    .insert(orders)
    .values({
      number: `T${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      userId,
      source: 1,
      goodsFen: 100 * lineCount,
      freightFen: 0,
      payableFen: 100 * lineCount,
      address: {
        consignee: '张三',
        phone: '13800000000',
        provinceCode: 110000,
        cityCode: 110100,
        districtCode: 110105,
        regionNames: '北京市 北京市 朝阳区',
        detail: '某路 1 号',
        postcode: null,
      },
      payBy: sql`now() + interval '30 minutes'`,
    })
    .returning({ id: orders.id });
  const lineIds: number[] = [];
  for (let i = 0; i < lineCount; i++) {
    const [line] = await db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        skuId: sku.id,
        productId: sku.productId,
        name: sku.name,
        sku: `SKU-${i}`,
        pack: '500g',
        unitPriceFen: 100,
        quantity: 1,
        subtotalFen: 100,
      })
      .returning({ id: orderLines.id });
    lineIds.push(line!.id);
  }
  return { orderId: order!.id, lineIds };
}

/**
 * A 售后 of some lines of an order whose goods the buyer has sent back (state `returning`), refunding
 * nothing: what staff receive next (`aftersales.receive`).
 */
export async function returningAftersale(
  t: TestApp,
  order: { orderId: number; userId: number },
  kind: 'return_refund' | 'exchange',
  lines: { orderLineId: number; quantity: number }[],
) {
  const [row] = await t.database.db
    .insert(aftersales)
    .values({
      orderId: order.orderId,
      userId: order.userId,
      kind,
      reason: 'damaged',
      description: '瓶身破裂',
      state: 'returning',
      amountFen: 0,
      carrier: '顺丰速运',
      trackingNo: 'SF-LEDGER',
    })
    .returning({ id: aftersales.id });
  await t.database.db
    .insert(aftersaleLines)
    .values(lines.map((line) => ({ ...line, aftersaleId: row!.id, amountFen: 0 })));
  return row!.id;
}
