import { formatYuan } from '@labmall/rules';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { createPlacementService } from '../orders/placement.service.ts';
import type { Deps } from '../platform/deps.ts';
import { ensureDemoInvoiceProfile, issueDemoInvoice } from './demo-invoices.ts';
import {
  DEMO_LICENCE,
  DEMO_MEMBER_PHONE,
  ensureDemoMember,
  ensureDemoQualifications,
} from './demo-member.ts';

/** What the history is made with: the store's own services, as the running app builds them. */
export type DemoHistoryServices = Pick<
  Deps,
  | 'db'
  | 'config'
  | 'compliance'
  | 'coupons'
  | 'addresses'
  | 'invoicing'
  | 'orderInvoices'
  | 'payments'
  | 'credit'
  | 'orders'
  | 'orderMachine'
> &
  Partial<Pick<Deps, 'sandboxGateway'>>;

export interface DemoHistoryResult {
  userId: number;
  /** false when the demo member already had orders: nothing was added. */
  created: boolean;
  /** The orders placed, oldest first, with the state each was left in. */
  orders: { number: string; state: string }[];
}

/**
 * The demo member's unpaid order waits this long (the longest ORDER_PAY_MINUTES allows) so that a
 * store started for a demo still shows it 待付款 when someone looks; every other order follows the
 * store's own settings.
 */
const DEMO_PAY_MINUTES = 7 * 24 * 60;

/** 账期 the demo member has, so /user and /user/bill show credit figures. */
const DEMO_CREDIT = { limitFen: 5_000_000, statementDay: 1, dueDays: 30 };

/**
 * What happens to each demo order after placement, in the order they are placed (oldest first). The
 * first also buys a controlled reagent (`controlled`), so the sales ledger has a row to export; the
 * first two ask for an invoice (`invoice`), and the first has it issued (demo-invoices.ts).
 */
const PLAN = [
  {
    lines: [0, 1],
    pay: 'online',
    after: ['ship', 'confirm'],
    po: 'PO-2026-0101',
    controlled: true,
    invoice: true,
  },
  { lines: [2], pay: 'online', after: ['ship', 'confirm'], po: 'PO-2026-0117', invoice: true },
  { lines: [3, 4], pay: 'credit', after: ['ship'], po: 'PO-2026-0123' },
  { lines: [1], pay: 'credit', after: [], po: 'PO-2026-0128' },
  { lines: [5, 2], pay: null, after: [], po: '' },
] as const;

/** Six on-sale SKUs of different products without a controlled class, with stock to spare, by id. */
async function demoSkus(services: DemoHistoryServices) {
  const rows = await services.db
    .selectDistinctOn([skus.productId], { id: skus.id, minQty: skus.minQty, productId: skus.productId })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(skus.onSale, true),
        gte(skus.stock, sql`${skus.minQty} * 10`),
        sql`cardinality(${products.controlled}) = 0`,
      ),
    )
    .orderBy(asc(skus.productId), asc(skus.id))
    .limit(6);
  if (rows.length < 6) throw new Error('demo history: the catalogue has too few plain SKUs in stock');
  return rows;
}

/**
 * An on-sale SKU in stock whose product needs only what the demo member holds: real-name verification
 * and the 第三类 filing (丙酮, 甲苯 …), the cheapest first.
 */
async function controlledSku(services: DemoHistoryServices) {
  const [row] = await services.db
    .select({ id: skus.id, minQty: skus.minQty })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(skus.onSale, true),
        gte(skus.stock, sql`${skus.minQty} * 10`),
        sql`${products.controlled} @> array[${DEMO_LICENCE.kind}]::text[]`,
        sql`${products.controlled} <@ array['hazardous', ${DEMO_LICENCE.kind}]::text[]`,
      ),
    )
    .orderBy(asc(skus.priceFen), asc(skus.id))
    .limit(1);
  return row;
}

async function hasOrders(services: DemoHistoryServices, userId: number) {
  const [row] = await services.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * A little history for the demo member (DEMO_MEMBER_PHONE), made the way buyers and operators make it:
 * an address, 账期 terms, then five orders placed through order placement and moved through payment
 * (the sandbox gateway's `online` settle, or 账期) and the lifecycle (发货 by the shop, 确认收货 by the
 * member), so stock, credit and points move through their ledgers: two 已完成 (their points earned by
 * the completion hook; the first with its invoice issued), one 已发货, one 待发货 and one 待付款. The member is first made a verified unit
 * with a 第三类 filing (ensureDemoQualifications), and the first order buys a 第三类 reagent, so the
 * controlled-sales ledger has its row. Skipped, changing nothing, when the demo member already has
 * orders.
 */
export async function seedDemoMemberHistory(services: DemoHistoryServices): Promise<DemoHistoryResult> {
  const { db } = services;
  const userId = await ensureDemoMember(db);
  if (await hasOrders(services, userId)) return { userId, created: false, orders: [] };
  await ensureDemoQualifications(db, userId);

  const existing = await services.addresses.list(userId);
  const addressId =
    existing.list[0]?.id ??
    (
      await services.addresses.add(userId, {
        consignee: '演示采购员',
        phone: DEMO_MEMBER_PHONE,
        province_code: 310000,
        city_code: 310104,
        detail: '枫林路 300 号 5 号楼 201 室（化学系实验中心）',
        postcode: '200032',
        is_default: true,
      })
    ).id;
  await services.credit.setTerms(userId, DEMO_CREDIT);
  const invoiceProfileId = await ensureDemoInvoiceProfile(services, userId);

  const placement = createPlacementService({
    db,
    config: { ...services.config, ORDER_PAY_MINUTES: DEMO_PAY_MINUTES },
    compliance: services.compliance,
    coupons: services.coupons,
    orders: services.orderMachine,
  });
  const stocked = await demoSkus(services);
  // A catalogue without such a reagent (an import of the shop's own) still gets its history.
  const controlled = await controlledSku(services);
  const placed: DemoHistoryResult['orders'] = [];
  for (const [i, step] of PLAN.entries()) {
    const { number } = await placement.submit(userId, {
      idempotency_key: `demo-history-${i + 1}`,
      source: 1,
      items: [
        ...step.lines.map((n) => ({ sku_id: stocked[n]!.id, quantity: stocked[n]!.minQty })),
        ...('controlled' in step && controlled
          ? [{ sku_id: controlled.id, quantity: controlled.minQty }]
          : []),
      ],
      address_id: addressId,
      ...(step.po ? { po_number: step.po } : {}),
      ...('invoice' in step ? { invoice_profile_id: invoiceProfileId } : {}),
    });
    if (step.pay === 'online') {
      const [order] = await db
        .select({ id: orders.id, payableFen: orders.payableFen })
        .from(orders)
        .where(eq(orders.number, number));
      if (!order) throw new Error(`demo history: order ${number} not found`);
      // The sandbox learns the trade as paid, so staff can refund these orders from a fresh start.
      await services.sandboxGateway?.decide(
        {
          out_trade_no: `DEMO-${number}`,
          total_amount: formatYuan(order.payableFen),
          subject: `演示订单 ${number}`,
          return_url: '',
          notify_url: '',
        },
        'pay',
      );
      await db.transaction((tx) =>
        services.payments.settle(tx, {
          orderId: order.id,
          userId,
          method: 'online',
          amountFen: order.payableFen,
          gateway: 'sandbox',
          tradeNo: `DEMO-${number}`,
          gatewayTradeNo: `SANDBOX-DEMO-${number}`,
        }),
      );
    } else if (step.pay === 'credit') {
      await services.credit.pay(userId, number);
    }
    let state: string = step.pay ? 'paid' : 'pending_payment';
    for (const action of step.after) {
      state =
        action === 'ship'
          ? await services.orders.transition(
              number,
              undefined,
              'ship',
              { actor: 'operator', actorId: null },
              {
                note: `顺丰速运 SF${number.slice(-10)}`,
                changes: { carrier: '顺丰速运', trackingNo: `SF${number.slice(-10)}` },
              },
            )
          : await services.orders.confirm(userId, number);
    }
    placed.push({ number, state });
  }
  await issueDemoInvoice(services, placed[0]!.number);
  return { userId, created: true, orders: placed };
}
