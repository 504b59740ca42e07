import { formatYuan, quantityProblem } from '@labmall/rules';
import { type ActivityPrice, type ChargedPrice, chargedPrices } from '../activities/activities.service.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import type { CouponService } from '../coupons/coupons.service.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { conflict, forbidden, invalid, notFound } from '../platform/errors.ts';
import { idempotent } from './idempotency.ts';
import type { OrderMachine } from './order-machine.service.ts';
import { formatOrderNumber } from './order-number.ts';
import { payInfoAnswer, previewAnswer } from './placement.answers.ts';
import {
  deleteCartLines,
  insertOrder,
  insertRedemptionOrder,
  lastOrderInvoiced,
  nextOrderSequence,
  type OrderSku,
  orderSkus,
  ownAddressSnapshot,
  ownInvoiceSnapshot,
  ownOrderByNumber,
  type RedemptionOrder,
  selectedCartLines,
  takeStock,
} from './placement.repository.ts';
import { pointsRewardFor } from './points-reward.ts';
import { type FreightRule, freightRuleOf, type OrderAmounts, orderAmounts } from './pricing.ts';

/** 1 立即购买, 2 采购单, 3 快速下单, 4 积分兑换 (SPEC §4). */
export type OrderSource = number;

export interface RequestedLine {
  sku_id: number;
  quantity: number;
}

export interface LinesInput {
  source: OrderSource;
  items?: RequestedLine[] | undefined;
}

export interface SubmitInput extends LinesInput {
  idempotency_key: string;
  address_id: number;
  invoice_profile_id?: number | null | undefined;
  po_number?: string | undefined;
  remark?: string | undefined;
  /** The member's coupon to use; null or absent: none. */
  coupon_id?: number | null | undefined;
  /** The payable (元) the page showed; when the server's differs the order is refused (409). */
  expected_payable?: string | undefined;
}

/** A line as it would be sold now, with what stops it from being sold, if anything. */
export interface PricedLine {
  sku: OrderSku;
  quantity: number;
  unitPriceFen: number;
  subtotalFen: number;
  /** The running activity whose price this line carries (unitPriceFen), else null. */
  activity: ActivityPrice | null;
  problem: string | null;
}

export interface PlacementOptions {
  db: Db;
  config: {
    FREIGHT_FEN: number;
    FREE_FREIGHT_ABOVE_FEN: number;
    HAZARD_SURCHARGE_FEN: number;
    ORDER_PAY_MINUTES: number;
    POINTS_PER_YUAN: number;
  };
  /** Controlled chemicals: what a buyer lacks, and the sales ledger written in the order's transaction. */
  compliance: Pick<ComplianceService, 'requirementsFor' | 'recordSales'>;
  /** The member's coupons at confirmation, and the one a submit names, used in the order's transaction. */
  coupons: Pick<CouponService, 'forOrder' | 'chosen' | 'use'>;
  /** A ¥0 order is settled at placement through the order machine (ADR 0026). */
  orders: Pick<OrderMachine, 'markPaid'>;
  now?: () => Date;
}

/** The event of an order placed with nothing to pay, settled at placement. */
export const ZERO_ORDER_NOTE = '0元订单，无需支付，下单即确认';

const lineName = (sku: OrderSku) => `${sku.name}（${sku.pack}，货号 ${sku.sku}）`;

/** Why a line cannot be sold as asked, or null. Quantity rules first, then sale state, then stock. */
export function lineProblem(sku: OrderSku, quantity: number): string | null {
  if (!sku.onSale) return '已下架';
  const rule = quantityProblem(quantity, { minQty: sku.minQty, step: sku.step });
  if (rule) return rule;
  if (sku.stock <= 0) return '暂时缺货';
  if (quantity > sku.stock) return `库存不足，仅剩 ${sku.stock} 件`;
  return null;
}

/**
 * Each line at the price charged now (activities/charged-price.ts: the SKU's own, or a running
 * activity's when that is lower), read by the server's clock at confirmation and again under the lock
 * when placing.
 */
export function priceLines(
  requested: { skuId: number; quantity: number }[],
  skus: Map<number, OrderSku>,
  charged: Map<number, ChargedPrice>,
) {
  return requested.map((line): PricedLine => {
    const sku = skus.get(line.skuId);
    if (!sku) throw notFound('商品规格不存在或已删除，请返回重新选择');
    const { priceFen: unitPriceFen, activity } = charged.get(sku.id)!;
    return {
      sku,
      quantity: line.quantity,
      unitPriceFen,
      subtotalFen: unitPriceFen * line.quantity,
      activity,
      problem: lineProblem(sku, line.quantity),
    };
  });
}

const amountLines = (lines: PricedLine[]) =>
  lines.map((line) => ({ subtotalFen: line.subtotalFen, hazardous: line.sku.controlled.length > 0 }));

/** Lines as a coupon sees them: the price they sell at, their brand and category. */
const couponLinesOf = (lines: PricedLine[]) =>
  lines.map((line) => ({
    subtotalFen: line.subtotalFen,
    brandId: line.sku.brandId,
    productTypeId: line.sku.productTypeId,
  }));

/** Whole fen of a yuan string the page sent back (`271.00`). */
const fenOf = (yuan: string) => {
  const [whole = '0', fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const controlledCodesOf = (lines: PricedLine[]) => [...new Set(lines.flatMap((line) => line.sku.controlled))];

export function createPlacementService(options: PlacementOptions) {
  const { db, config, compliance, coupons, orders } = options;
  const now = options.now ?? (() => new Date());
  const rule: FreightRule = freightRuleOf(config);

  /** The SKUs and quantities to order: the cached list (1, 3) or the member's ticked cart lines (2). */
  async function requestedLines(conn: DbOrTx, userId: number, input: LinesInput) {
    if (input.source === 4) throw invalid({ source: '积分兑换尚未开放' });
    if (input.source === 2) return selectedCartLines(conn, userId);
    const items = input.items ?? [];
    const seen = new Set<number>();
    items.forEach((item, i) => {
      if (seen.has(item.sku_id)) throw invalid({ [`items.${i}.sku_id`]: '同一规格重复，请合并数量' });
      seen.add(item.sku_id);
    });
    return items.map((item) => ({ skuId: item.sku_id, quantity: item.quantity }));
  }

  async function complianceOf(userId: number, lines: PricedLine[]) {
    const codes = controlledCodesOf(lines);
    if (codes.length === 0) return { ok: true, missing: [] };
    return compliance.requirementsFor(userId, codes);
  }

  async function confirmView(userId: number, input: LinesInput) {
    const requested = await requestedLines(db, userId, input);
    const skus = await orderSkus(
      db,
      requested.map((line) => line.skuId),
    );
    const lines = priceLines(requested, skus, await chargedPrices(db, [...skus.values()], now()));
    const verdict = await complianceOf(userId, lines);
    // Every unused coupon judged against these lines; the best one is preselected and priced in.
    const offered = await coupons.forOrder(userId, couponLinesOf(lines));
    const best = offered.best ? offered.judged.find((j) => j.coupon.id === offered.best?.id) : undefined;
    const amounts: OrderAmounts = orderAmounts(amountLines(lines), rule, best?.verdict.discountFen ?? 0);
    return {
      lines,
      amounts,
      lastOrderInvoiced: await lastOrderInvoiced(db, userId),
      coupons: {
        ...offered,
        /** What the order costs with each coupon, and with none. */
        payableWith: (discountFen: number) => orderAmounts(amountLines(lines), rule, discountFen).payableFen,
      },
      pointsReward: pointsRewardFor(amounts, config.POINTS_PER_YUAN),
      compliance: verdict,
      orderable: lines.length > 0 && verdict.ok && lines.every((line) => line.problem === null),
    };
  }

  /** The order itself, inside the idempotency key's transaction; any refusal rolls all of it back. */
  async function place(tx: Tx, userId: number, input: SubmitInput): Promise<{ number: string }> {
    const address = await ownAddressSnapshot(tx, userId, input.address_id);
    if (!address) throw notFound('收货地址不存在，请重新选择');
    const invoiceId = input.invoice_profile_id ?? null;
    const invoice = invoiceId === null ? null : await ownInvoiceSnapshot(tx, userId, invoiceId);
    if (invoiceId !== null && !invoice) throw notFound('发票抬头不存在，请重新选择');

    const requested = await requestedLines(tx, userId, input);
    if (requested.length === 0) {
      throw conflict(input.source === 2 ? '采购单中没有选中的货品' : '没有要购买的货品');
    }
    // Rows locked in id order; prices, sale state and stock are read under the lock.
    const skus = await orderSkus(
      tx,
      requested.map((line) => line.skuId),
      true,
    );
    const placedAt = now();
    const lines = priceLines(requested, skus, await chargedPrices(tx, [...skus.values()], placedAt));
    lines.forEach((line, i) => {
      if (!line.problem) return;
      const rule = quantityProblem(line.quantity, { minQty: line.sku.minQty, step: line.sku.step });
      if (rule && line.sku.onSale)
        throw invalid({ [`items.${i}.quantity`]: `${lineName(line.sku)}：${rule}` });
      throw conflict(`${lineName(line.sku)}${line.problem}`);
    });

    for (const line of [...lines].sort((a, b) => a.sku.id - b.sku.id)) {
      if (!(await takeStock(tx, line.sku.id, line.quantity))) {
        throw conflict(`${lineName(line.sku)}库存不足`);
      }
    }

    const couponId = input.coupon_id ?? null;
    const coupon =
      couponId === null ? null : await coupons.chosen(tx, userId, couponId, couponLinesOf(lines), placedAt);
    const amounts = orderAmounts(amountLines(lines), rule, coupon?.discountFen ?? 0);
    if (input.expected_payable !== undefined && fenOf(input.expected_payable) !== amounts.payableFen) {
      throw conflict(
        `应付金额已变化（现为 ${formatYuan(amounts.payableFen, 'price')}），订单未提交，请确认后重新提交`,
      );
    }
    const number = formatOrderNumber(await nextOrderSequence(tx), placedAt);
    const controlled = lines.some((line) => line.sku.controlled.length > 0);
    const { id, lineIds } = await insertOrder(
      tx,
      {
        number,
        userId,
        source: input.source,
        goodsFen: amounts.goodsFen,
        freightFen: amounts.freightFen,
        discountFen: amounts.discountFen,
        payableFen: amounts.payableFen,
        pointsReward: pointsRewardFor(amounts, config.POINTS_PER_YUAN),
        address,
        invoice,
        poNumber: input.po_number ?? '',
        remark: input.remark ?? '',
        controlled,
        payBy: new Date(placedAt.getTime() + config.ORDER_PAY_MINUTES * 60_000),
        createdAt: placedAt,
      },
      lines.map((line) => ({
        skuId: line.sku.id,
        productId: line.sku.productId,
        name: line.sku.name,
        nameEn: line.sku.nameEn,
        grade: line.sku.grade,
        brandName: line.sku.brandName,
        cas: line.sku.cas,
        sku: line.sku.sku,
        spec: line.sku.spec,
        pack: line.sku.pack,
        controlled: line.sku.controlled,
        unitPriceFen: line.unitPriceFen,
        activityId: line.activity?.activityId ?? null,
        listPriceFen: line.activity ? line.sku.priceFen : null,
        quantity: line.quantity,
        subtotalFen: line.subtotalFen,
      })),
      userId,
    );
    if (couponId !== null) await coupons.use(tx, { id: couponId, userId, orderId: id, at: placedAt });
    if (input.source === 2) {
      await deleteCartLines(
        tx,
        userId,
        lines.map((line) => line.sku.id),
      );
    }
    if (controlled) {
      await compliance.recordSales(tx, {
        orderId: id,
        userId,
        lines: lines
          .map((line, i) => ({
            orderLineId: lineIds[i] ?? 0,
            productName: line.sku.name,
            cas: line.sku.cas,
            sku: line.sku.sku,
            pack: line.sku.pack,
            quantity: line.quantity,
            controlled: line.sku.controlled,
          }))
          .filter((line) => line.controlled.length > 0),
      });
    }
    // A coupon that covers goods and freight leaves nothing to pay: no method can take ¥0 (payments
    // hold positive amounts only), so the order is settled here, in its own transaction (ADR 0026).
    if (amounts.payableFen === 0) {
      await orders.markPaid(tx, { id, number, userId, state: 'pending_payment' }, ZERO_ORDER_NOTE);
    }
    return { number };
  }

  /**
   * Controlled chemicals, before the transaction (the compliance service reads through its own handle,
   * which on PGlite's single connection must not wait for an open transaction); recordSales checks again
   * inside it, so a document withdrawn in between still stops the order (code 409).
   */
  async function requireCompliance(userId: number, input: LinesInput) {
    const requested = await requestedLines(db, userId, input);
    const skus = await orderSkus(
      db,
      requested.map((line) => line.skuId),
    );
    const codes = [...new Set([...skus.values()].flatMap((sku) => sku.controlled))];
    if (codes.length === 0) return;
    const verdict = await compliance.requirementsFor(userId, codes);
    if (verdict.ok) return;
    throw forbidden(verdict.missing.map((m) => m.message).join('；') || '管控化学品购买资质不全', {
      missing: verdict.missing,
    });
  }

  async function submit(userId: number, input: SubmitInput) {
    const { idempotency_key: key, ...body } = input;
    return idempotent(
      db,
      { userId, scope: 'order_submit', key },
      body,
      (tx) => place(tx, userId, input),
      () => requireCompliance(userId, input),
    );
  }

  async function payInfo(userId: number, number: string) {
    const order = await ownOrderByNumber(db, userId, number);
    if (!order) throw notFound('订单不存在');
    return payInfoAnswer(order);
  }

  /**
   * A points-mall redemption's order, inside the points component's transaction (it then takes the
   * gift's stock and the points against the order id): the member's address (404 otherwise), the next
   * number, and the order written already 待发货 (paid in points, no money) with its first event.
   */
  async function placePointsOrder(
    tx: Tx,
    input: Omit<RedemptionOrder, 'number' | 'address'> & { addressId: number },
  ): Promise<{ id: number; number: string }> {
    const { addressId, ...order } = input;
    const address = await ownAddressSnapshot(tx, order.userId, addressId);
    if (!address) throw notFound('收货地址不存在，请重新选择');
    const number = formatOrderNumber(await nextOrderSequence(tx), order.at);
    return { id: await insertRedemptionOrder(tx, { ...order, number, address }), number };
  }

  return {
    /** The confirmation page's view before it is shaped (previewAnswer reads its type). */
    confirmView,
    preview: async (userId: number, input: LinesInput) =>
      previewAnswer(input.source, await confirmView(userId, input)),
    submit,
    payInfo,
    placePointsOrder,
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
