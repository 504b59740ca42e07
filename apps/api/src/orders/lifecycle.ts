import type { adminInvoiceAnswer, buyerInvoiceAnswer } from '@labmall/contract/invoice-answers';
import { ORDER_EXPORT_MAX_ROWS } from '@labmall/contract/operator-orders';
import type { adminRefundAnswer, refundAnswer } from '@labmall/contract/refund-answers';
import type { z } from 'zod';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { invalid, notFound } from '../platform/errors.ts';
import { detailAnswer, lotKey, summaryAnswer } from './lifecycle.answers.ts';
import { dueShippedIds, dueUnpaidIds } from './lifecycle.repository.ts';
import { rebuy } from './lifecycle.service.ts';
import { buildOrderListSheet } from './operator-export.ts';
import { type OperatorQuery, operatorFilter } from './operator-orders.ts';
import { buildOrderSheet, type OrderSheetKind } from './order-export.ts';
import { type LockedOrder, lockOrder } from './order-locks.repository.ts';
import {
  type Actor,
  type OrderMachine,
  systemActor,
  type TransitionOptions,
} from './order-machine.service.ts';
import type { OrderAction } from './order-machine.ts';
import {
  countByState,
  linesOf,
  listOrders,
  type OrderFilter,
  type OrderFull,
  orderByNumber,
} from './order-queries.repository.ts';
import { type OrderState, orderStates } from './orders.schema.ts';
import { type ShipLot, shipSheetRows } from './ship-batch.ts';
import { linesOfNumber, linesOfOrder, setLineLot } from './ship-lots.repository.ts';
import { readShipSheet } from './ship-sheet.ts';

export interface OrderServiceOptions {
  db: Db;
  /** Shipped orders complete by themselves this many days after shipping. */
  autoCompleteDays: number;
  /** The shop's name on exported sheets. */
  shopName: string;
  /** Every state change goes through the order machine. */
  machine: Pick<OrderMachine, 'apply'>;
  /** Which of these unpaid orders wait for an operator to confirm a transfer (待付款 · 待确认). */
  awaitingTransfers: (orderIds: number[]) => Promise<Set<number>>;
  /** An order's payment attempts as the operator's order page shows them (the payments component). */
  paymentsOf: (orderId: number) => Promise<OrderPayment[]>;
  /** The lots of these SKUs that have a live COA (the lots component). */
  liveCoas: (skuIds: number[]) => Promise<{ skuId: number; lot: string }[]>;
  /** An order's refunds, as its buyer and as staff see them (payments' refunds, issue 35). */
  refunds: {
    ofOrder(orderId: number): Promise<OrderRefund[]>;
    ofOrderForStaff(
      orderId: number,
      number: string,
      company: string,
    ): Promise<{ refunds: StaffOrderRefund[]; refundable: string }>;
  };
  /** An order's invoices, as its buyer and as staff see them, and what may still be invoiced (invoicing). */
  invoices: {
    ofOrder(orderId: number): Promise<z.infer<typeof buyerInvoiceAnswer>[]>;
    ofOrderForStaff(
      orderId: number,
    ): Promise<{ invoices: z.infer<typeof adminInvoiceAnswer>[]; invoiceable: string }>;
  };
  /**
   * Before the unpaid sweep cancels an order: the gateway is asked about its open online trade, and a
   * trade paid there settles the order instead (the payments component).
   */
  settleOpenTrade: (orderId: number) => Promise<void>;
}

type OrderRefund = z.infer<typeof refundAnswer>;
type StaffOrderRefund = z.infer<typeof adminRefundAnswer>;

export interface OrderPayment {
  id: number;
  method: 'credit' | 'transfer' | 'online';
  state: string;
  amount: string;
  voucher_url: string;
  reason: string;
  created_at: string;
  settled_at: string | null;
}

/** The buyer's or the operator's search of the order list, as the contract sends it. */
interface ListQuery {
  state: OrderState | 'all';
  q?: string;
  number?: string;
  phone?: string;
  index: number;
  pageSize: number;
}

/** How many due orders one job run takes; the next run takes the rest. */
const JOB_BATCH = 200;

/** Orders after placement: the buyer's list and page, the operator's, and the timed jobs' steps. */
export function createOrderService({
  db,
  autoCompleteDays,
  shopName,
  machine,
  awaitingTransfers,
  paymentsOf,
  liveCoas,
  refunds,
  invoices,
  settleOpenTrade,
}: OrderServiceOptions) {
  async function list(filter: OrderFilter, page: { index: number; pageSize: number }) {
    const { rows, total } = await listOrders(db, filter, (page.index - 1) * page.pageSize, page.pageSize);
    const lines = await linesOf(
      db,
      rows.map((r) => r.id),
    );
    return { total, rows: rows.map((row) => ({ row, lines: lines.filter((l) => l.orderId === row.id) })) };
  }

  /** Locks the order by number (a member's own only, with `ownerId`) and applies one action. */
  function transition(
    number: string,
    ownerId: number | undefined,
    action: OrderAction,
    by: Actor,
    options: TransitionOptions = {},
  ): Promise<OrderState> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, ownerId === undefined ? { number } : { number, memberId: ownerId });
      if (!order) throw notFound('订单不存在');
      return machine.apply(tx, order, action, by, options);
    });
  }

  /**
   * A timed job's step for one listed order: locked as every money path locks it, and skipped (false)
   * when another path (the buyer, a payment, another runner) has moved it since it was listed.
   */
  function whenStill(
    orderId: number,
    from: OrderState,
    action: OrderAction,
    options: TransitionOptions,
    stillDue: (order: LockedOrder) => boolean = () => true,
  ) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, { id: orderId });
      if (!order || order.state !== from || !stillDue(order)) return false;
      await machine.apply(tx, order, action, systemActor, options);
      return true;
    });
  }

  async function find(number: string, userId?: number) {
    const order = await orderByNumber(db, number, userId);
    if (!order) throw notFound('订单不存在');
    return order;
  }

  /** The order's page with each shipped line's lot and whether its COA is there to download. */
  async function detailOf(order: OrderFull) {
    const skuIds = [...new Set(order.lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId])))];
    const coas = skuIds.length > 0 ? await liveCoas(skuIds) : [];
    return { answer: detailAnswer(order, new Set(coas.map((c) => lotKey(c.skuId, c.lot)))), coas };
  }

  /**
   * 发货, with the lot each line was shipped from when the operator gave one: the lines must be this
   * order's, and the lots are written in the shipment's transaction.
   */
  const ship = (
    operatorId: number,
    number: string,
    carrier: string,
    trackingNo: string,
    lots: ShipLot[] = [],
  ) =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number });
      if (!order) throw notFound('订单不存在');
      const given = lots.filter((l) => l.lot !== '');
      const ids = [...new Set(given.map((l) => l.line_id))];
      if (ids.length !== given.length) throw invalid({ lots: '同一商品行只能填写一个批号' });
      const lines = await linesOfOrder(tx, order.id, ids);
      if (lines.length !== ids.length) throw invalid({ lots: '批号所填的商品不在此订单中' });
      const state = await machine.apply(
        tx,
        order,
        'ship',
        { actor: 'operator', actorId: operatorId },
        { note: `${carrier} ${trackingNo}`, changes: { carrier, trackingNo } },
      );
      for (const { line_id, lot } of given) await setLineLot(tx, order.id, line_id, lot);
      if (given.length > 0) {
        const skuOf = new Map(lines.map((l) => [l.id, l.sku]));
        const described = given.map((l) => `${skuOf.get(l.line_id)} ${l.lot}`).join('；');
        recordChange({ order: number }, { lots: '' }, { lots: described });
      }
      return state;
    });

  /** A member's orders in one tab, with every tab's count for the same search. */
  async function memberPage(
    userId: number,
    state: OrderState | 'all',
    q: string,
    page: { index: number; pageSize: number },
  ) {
    const filter: OrderFilter = { userId, ...(state === 'all' ? {} : { state }), ...(q ? { q } : {}) };
    const [found, byState] = await Promise.all([list(filter, page), countByState(db, filter)]);
    const counts = Object.fromEntries(orderStates.map((s) => [s, byState.get(s) ?? 0])) as Record<
      OrderState,
      number
    >;
    const all = Object.values(counts).reduce((a, b) => a + b, 0);
    return { ...found, counts: { all, ...counts } };
  }

  /** The unpaid ones among these orders that wait for a transfer's confirmation. */
  const awaitingOf = (rows: { id: number; state: OrderState }[]) =>
    awaitingTransfers(rows.filter((row) => row.state === 'pending_payment').map((row) => row.id));

  return {
    memberPage,
    /** /user/order: one tab of the member's orders, each tab's count, and which wait for a transfer. */
    async memberList(userId: number, query: ListQuery) {
      const found = await memberPage(userId, query.state, query.q ?? '', query);
      const awaiting = await awaitingOf(found.rows.map(({ row }) => row));
      return {
        total: found.total,
        counts: found.counts,
        list: found.rows.map(({ row, lines }) => ({
          ...summaryAnswer(row, lines),
          awaiting_transfer: awaiting.has(row.id),
        })),
      };
    },
    /** /user/order/{number}: the member's own order only (another's is 404). */
    async memberOrder(userId: number, number: string) {
      const order = await find(number, userId);
      const awaiting = await awaitingOf([order]);
      return {
        ...(await detailOf(order)).answer,
        awaiting_transfer: awaiting.has(order.id),
        refunds: await refunds.ofOrder(order.id),
        invoices: await invoices.ofOrder(order.id),
      };
    },
    /** The SKU and lot of a shipped line of the member's own order, for its COA (404 otherwise). */
    async memberLineLot(userId: number, number: string, lineId: number) {
      const order = await find(number, userId);
      const line = order.lines.find((l) => l.id === lineId);
      if (!line?.lot || line.skuId === null) throw notFound('该商品没有批次检验报告');
      return { skuId: line.skuId, lot: line.lot };
    },
    /** One action on an order by number, by any actor (the demo history's operator steps). */
    transition,
    cancel: (userId: number, number: string) =>
      transition(number, userId, 'cancel', { actor: 'member', actorId: userId }, { note: '买家取消' }),
    confirm: (userId: number, number: string) =>
      transition(number, userId, 'confirm', { actor: 'member', actorId: userId }, { note: '买家确认收货' }),
    async rebuy(userId: number, number: string) {
      const order = await find(number, userId);
      // A points-mall order's gifts are not goods of the catalogue: nothing to buy again.
      const goods = order.lines.flatMap((line) =>
        line.skuId === null ? [] : [{ ...line, skuId: line.skuId }],
      );
      return rebuy(db, userId, goods);
    },
    async exportSheet(userId: number, number: string, kind: OrderSheetKind) {
      const order = await find(number, userId);
      return buildOrderSheet(order, kind, shopName);
    },

    /** The operators' list, one page, by the console's filters (operator-orders.ts). */
    async operatorList(query: OperatorQuery & { index: number; pageSize: number }) {
      const found = await list(operatorFilter(query), query);
      return {
        total: found.total,
        list: found.rows.map(({ row, lines }) => ({
          ...summaryAnswer(row, lines),
          user_id: row.userId,
          phone: row.phone,
          company: row.company,
          controlled: row.controlled,
        })),
      };
    },
    /** The same filters as an .xlsx workbook, the newest ORDER_EXPORT_MAX_ROWS orders at most. */
    async operatorExport(query: OperatorQuery, now = new Date()) {
      const { rows, total } = await listOrders(db, operatorFilter(query, now), 0, ORDER_EXPORT_MAX_ROWS);
      return {
        ...(await buildOrderListSheet(rows, shopName, now)),
        truncated: total > rows.length,
      };
    },
    /** The 送货单 or 报价单 of any order, as its buyer would export it. */
    async operatorSheet(number: string, kind: OrderSheetKind) {
      const sheet = await buildOrderSheet(await find(number), kind, shopName);
      return { filename: sheet.filename, xlsx: sheet.data.toString('base64') };
    },
    async operatorOrder(number: string) {
      const order = await find(number);
      const { answer, coas } = await detailOf(order);
      return {
        ...answer,
        lines: answer.lines.map((line) => ({
          ...line,
          coa_lots: coas.filter((c) => c.skuId === line.sku_id).map((c) => c.lot),
        })),
        user_id: order.userId,
        phone: order.phone,
        company: order.company,
        controlled: order.controlled,
        payments: await paymentsOf(order.id),
        ...(await refunds.ofOrderForStaff(order.id, order.number, order.company)),
        ...(await invoices.ofOrderForStaff(order.id)),
      };
    },
    ship,
    /**
     * 批量发货: each order of the sheet shipped on its own, with the lots its rows give (ship-batch.ts);
     * a refused row says why and stops no other order.
     */
    async shipBatch(operatorId: number, fileName: string, pieces: string[]) {
      const results = await shipSheetRows(await readShipSheet(fileName, pieces), {
        linesOf: (number) => linesOfNumber(db, number),
        ship: (number, carrier, trackingNo, lots) => ship(operatorId, number, carrier, trackingNo, lots),
      });
      return { shipped: results.filter((r) => r.ok).length, results };
    },
    operatorCancel: (operatorId: number, number: string, reason: string) =>
      transition(
        number,
        undefined,
        'cancel',
        { actor: 'operator', actorId: operatorId },
        { note: reason, changes: { cancelReason: reason } },
      ),

    /** 退款: a completed order is cancelled by an operator; its earned points are reversed. */
    refund: (operatorId: number, number: string, reason: string) =>
      transition(
        number,
        undefined,
        'refund',
        { actor: 'operator', actorId: operatorId },
        { note: `退款：${reason}`, changes: { cancelReason: reason } },
      ),

    /** Unpaid past `pay_by`: cancelled, stock returned. Returns how many this run cancelled. */
    async expireDue(now = new Date()) {
      let done = 0;
      for (const id of await dueUnpaidIds(db, now, JOB_BATCH)) {
        await settleOpenTrade(id);
        const options = { note: '超时未付款，系统自动取消', changes: { cancelReason: '超时未付款' } };
        // pay_by read again under the lock: a buyer who chose 对公转账 meanwhile has days now (ADR 33).
        if (await whenStill(id, 'pending_payment', 'expire', options, (o) => o.payBy < now)) done += 1;
      }
      return done;
    },
    /** Shipped more than N days ago and never confirmed: completed. */
    async completeDue(now = new Date()) {
      const before = new Date(now.getTime() - autoCompleteDays * 24 * 3600 * 1000);
      let done = 0;
      for (const id of await dueShippedIds(db, before, JOB_BATCH)) {
        const options = { note: `发货 ${autoCompleteDays} 天后系统自动确认收货` };
        if (await whenStill(id, 'shipped', 'autoComplete', options)) done += 1;
      }
      return done;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
