import {
  type AftersaleKind,
  type AftersaleReason,
  aftersaleReasonLabels,
} from '@labmall/contract/aftersale-choices';
import { formatYuan } from '@labmall/rules';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import { type LockedOrder, lockOrder } from '../orders/order-machine.service.ts';
import type { RefundService } from '../payments/refunds/refunds.service.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import type { StockService } from '../stock/stock.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { createAftersaleRules } from './aftersale-rules.service.ts';
import {
  allowedKinds,
  type LineRule,
  linePaidFen,
  lineRule,
  openedQualifies,
  shareFen,
} from './aftersale-rules.ts';
import { type AnswerLine, aftersaleAnswer } from './aftersales.answers.ts';
import {
  type AftersaleRow,
  aftersaleById,
  askedQuantities,
  categoryChains,
  insertAftersale,
  linesOf,
  lockAftersale,
  memberAftersales,
  type OrderFacts,
  orderFacts,
  rulesFor,
  staffAftersale,
  staffAftersales,
  updateAftersale,
} from './aftersales.repository.ts';

export interface AftersaleServiceOptions {
  db: Db;
  /** The controlled-sales ledger: a return received and a replacement shipped are written there too. */
  compliance: Pick<ComplianceService, 'recordAftersale'>;
  refunds: Pick<RefundService, 'open' | 'sendCommitted'>;
  stock: Pick<StockService, 'moveForAftersale'>;
  uploads: Pick<UploadService, 'requireOwned' | 'readUrlForOwner' | 'readUrlForOperator'>;
}

export interface Application {
  number: string;
  kind: AftersaleKind;
  reason: AftersaleReason;
  description: string;
  opened: boolean;
  photos: string[];
  lines: { line_id: number; quantity: number }[];
}

const DAY = 24 * 3600 * 1000;

const ledgerGoods = (
  aftersaleId: number,
  orderId: number,
  kind: 'sale' | 'return',
  lines: { lineId: number; quantity: number }[],
) => ({
  aftersaleId,
  orderId,
  kind,
  lines: lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity })),
});

/**
 * 售后 (issue 35 items 1 and 2, ADR 0052): a buyer asks about some lines of a paid order; staff approve
 * or reject, receive what comes back (stock returns through the stock ledger) and the money goes back
 * through payments' refunds, the way it came; an exchange is shipped again from stock.
 */
export function createAftersaleService({ db, compliance, refunds, stock, uploads }: AftersaleServiceOptions) {
  /** Each line of an order with what may still be asked of it and the rule that holds for it. */
  async function linesWithRules(handle: DbOrTx, orderId: number, facts: OrderFacts) {
    const asked = await askedQuantities(handle, orderId);
    const chains = await categoryChains(handle, [...new Set(facts.lines.map((l) => l.categoryId))]);
    const rules = await rulesFor(
      handle,
      facts.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
      [...new Set([...chains.values()].flat())],
    );
    return facts.lines.map((line) => ({
      line,
      open: line.quantity - (asked.get(line.id) ?? 0),
      paidFen: linePaidFen(line, facts),
      rule: lineRule(line, chains.get(line.categoryId) ?? [], rules),
    }));
  }

  const receiptOf = (facts: OrderFacts) => facts.completedAt ?? facts.shippedAt;
  const deadlineOf = (facts: OrderFacts, rule: LineRule) => {
    const receipt = receiptOf(facts);
    return receipt ? new Date(receipt.getTime() + rule.days * DAY) : null;
  };

  async function answerOf(row: AftersaleRow, number: string, photoUrl: (path: string) => Promise<string>) {
    const lines: AnswerLine[] = await linesOf(db, [row.id]);
    const photos = await Promise.all(row.photos.map((path) => photoUrl(path).catch(() => '')));
    return aftersaleAnswer(row, number, lines, photos.filter(Boolean));
  }
  const memberPhoto = (userId: number) => async (path: string) =>
    (await uploads.readUrlForOwner(userId, path)).url;
  const staffPhoto = async (path: string) => (await uploads.readUrlForOperator(path)).url;

  /** Locks the request's order, then the request (staff), in the order every money path takes. */
  async function lockForStaff(tx: Tx, id: number): Promise<{ row: AftersaleRow; order: LockedOrder }> {
    const head = await aftersaleById(tx, id);
    if (!head) throw notFound('售后申请不存在');
    const order = await lockOrder(tx, { id: head.orderId });
    const row = await lockAftersale(tx, id);
    if (!order || !row) throw notFound('售后申请不存在');
    return { row, order };
  }

  const refundReason = (row: AftersaleRow) =>
    `售后退款：${aftersaleReasonLabels[row.reason as AftersaleReason] ?? row.reason}`;

  async function openRefund(tx: Tx, row: AftersaleRow, order: LockedOrder, staffId: number) {
    if (row.amountFen <= 0) return [];
    return refunds.open(tx, {
      order,
      amountFen: row.amountFen,
      cause: 'aftersale',
      reason: refundReason(row),
      actorId: staffId,
    });
  }

  return {
    ...createAftersaleRules(db),

    /** What the buyer may ask of an order, line by line, before they ask. */
    async options(userId: number, number: string) {
      const order = await db.transaction((tx) => lockOrder(tx, { number, memberId: userId }));
      if (!order) throw notFound('订单不存在');
      const facts = await orderFacts(db, order.id);
      if (!facts) throw notFound('订单不存在');
      const lines = await linesWithRules(db, order.id, facts);
      const receipt = receiptOf(facts);
      return {
        order_number: order.number,
        kinds: allowedKinds(order.state),
        deadline: receipt
          ? new Date(receipt.getTime() + Math.max(0, ...lines.map((l) => l.rule.days)) * DAY).toISOString()
          : null,
        lines: lines.map(({ line, open, paidFen, rule }) => ({
          line_id: line.id,
          name: line.name,
          sku: line.sku,
          pack: line.pack,
          bought: line.quantity,
          open: Math.max(0, open),
          returnable: rule.returnable,
          why_not: rule.whyNot,
          restocking_percent: rule.restockingPercent,
          amount: formatYuan(shareFen(paidFen, 1, line.quantity)),
        })),
      };
    },

    /** 申请售后: checked against the order, the rules and what was asked before, under the order's lock. */
    async apply(userId: number, input: Application, now = new Date()) {
      const ids = input.lines.map((l) => l.line_id);
      if (new Set(ids).size !== ids.length)
        throw invalid({ lines: '同一商品只能填写一次' }, '同一商品只能填写一次');
      for (const photo of input.photos) await uploads.requireOwned(userId, photo, 'aftersale');
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number: input.number, memberId: userId });
        if (!order) throw notFound('订单不存在');
        if (order.state === 'pending_payment') throw conflict('订单未付款，不能申请售后');
        if (order.state === 'cancelled') throw conflict('订单已取消，不能申请售后');
        if (!allowedKinds(order.state).includes(input.kind)) throw conflict('订单未发货，只能申请仅退款');
        const goodsBack = input.kind !== 'refund_only';
        if (goodsBack && input.opened && !openedQualifies(input.reason)) {
          throw conflict('已开封的商品仅在质量问题、破损、错发、少发或效期问题时可退换');
        }
        const facts = await orderFacts(tx, order.id);
        if (!facts) throw notFound('订单不存在');
        const known = new Map((await linesWithRules(tx, order.id, facts)).map((l) => [l.line.id, l]));
        let amountFen = 0;
        let restockingFen = 0;
        const lines = input.lines.map(({ line_id, quantity }) => {
          const found = known.get(line_id);
          if (!found) throw notFound('订单中没有该商品');
          const { line, open, paidFen, rule } = found;
          if (quantity > open) throw conflict(`${line.name} 最多还可申请 ${Math.max(0, open)} 件`);
          if (goodsBack && !rule.returnable) throw conflict(`${line.name}：${rule.whyNot}`);
          const deadline = deadlineOf(facts, rule);
          if (deadline && now > deadline) {
            throw conflict(`${line.name} 已超过售后期限（签收后 ${rule.days} 天内可申请）`);
          }
          const share = shareFen(paidFen, quantity, line.quantity);
          if (input.kind !== 'exchange') amountFen += share;
          if (input.kind === 'return_refund')
            restockingFen += Math.floor((share * rule.restockingPercent) / 100);
          return { orderLineId: line.id, quantity, amountFen: share };
        });
        const id = await insertAftersale(
          tx,
          {
            orderId: order.id,
            userId,
            kind: input.kind,
            reason: input.reason,
            description: input.description,
            opened: input.opened,
            photos: input.photos,
            amountFen: amountFen - restockingFen,
            restockingFen,
          },
          lines,
        );
        return { id };
      });
    },

    /** The member's requests, of one order of theirs when `number` is given. */
    async list(userId: number, page: { index: number; pageSize: number }, number: string | null = null) {
      const { rows, total } = await memberAftersales(
        db,
        { userId, number },
        (page.index - 1) * page.pageSize,
        page.pageSize,
      );
      return {
        total,
        list: await Promise.all(rows.map((r) => answerOf(r.aftersale, r.number, memberPhoto(userId)))),
      };
    },

    /** The member's own request; another's reads as absent. */
    async detail(userId: number, id: number) {
      const row = await aftersaleById(db, id, userId);
      if (!row) throw notFound('售后申请不存在');
      const full = await staffAftersale(db, id);
      return answerOf(row, full?.number ?? '', memberPhoto(userId));
    },

    /** 寄回: the buyer's carrier and tracking number, once staff approved a return or exchange. */
    async sendBack(userId: number, id: number, carrier: string, trackingNo: string) {
      return db.transaction(async (tx) => {
        const row = await lockAftersale(tx, id, userId);
        if (!row) throw notFound('售后申请不存在');
        if (row.state !== 'approved' || row.kind === 'refund_only')
          throw conflict('当前状态不能填写寄回物流');
        await updateAftersale(tx, id, { state: 'returning', carrier, trackingNo });
        return { state: 'returning' as const };
      });
    },

    async withdraw(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await lockAftersale(tx, id, userId);
        if (!row) throw notFound('售后申请不存在');
        if (row.state !== 'pending' && row.state !== 'approved') throw conflict('售后申请已在处理，不能撤销');
        await updateAftersale(tx, id, { state: 'withdrawn' });
        return { state: 'withdrawn' as const };
      });
    },

    async staffList(
      filter: { state: string | null; number: string | null },
      page: { index: number; pageSize: number },
    ) {
      const { rows, total } = await staffAftersales(
        db,
        filter,
        (page.index - 1) * page.pageSize,
        page.pageSize,
      );
      return {
        total,
        list: await Promise.all(
          rows.map(async (r) => ({
            ...(await answerOf(r.aftersale, r.number, staffPhoto)),
            user_id: r.aftersale.userId,
            phone: r.phone,
            company: r.company,
            received_note: r.aftersale.receivedNote,
          })),
        ),
      };
    },

    async staffDetail(id: number) {
      const r = await staffAftersale(db, id);
      if (!r) throw notFound('售后申请不存在');
      return {
        ...(await answerOf(r.aftersale, r.number, staffPhoto)),
        user_id: r.aftersale.userId,
        phone: r.phone,
        company: r.company,
        received_note: r.aftersale.receivedNote,
      };
    },

    /** 同意: 仅退款 refunds at once and is done; a return or exchange waits for the goods at `address`. */
    async approve(staffId: number, id: number, address: string) {
      const { state, opened, number } = await db.transaction(async (tx) => {
        const { row, order } = await lockForStaff(tx, id);
        if (row.state !== 'pending') throw conflict('售后申请已处理');
        if (row.kind === 'refund_only') {
          const opened = await openRefund(tx, row, order, staffId);
          await updateAftersale(tx, id, { state: 'completed', handledBy: staffId });
          return { state: 'completed' as const, opened, number: order.number };
        }
        if (!address.trim()) throw invalid({ return_address: '请填写退货地址' }, '请填写退货地址');
        await updateAftersale(tx, id, {
          state: 'approved',
          returnAddress: address.trim(),
          handledBy: staffId,
        });
        return { state: 'approved' as const, opened: [], number: order.number };
      });
      await refunds.sendCommitted(opened, number);
      return { state };
    },

    async reject(staffId: number, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const { row } = await lockForStaff(tx, id);
        if (row.state !== 'pending') throw conflict('售后申请已处理');
        await updateAftersale(tx, id, { state: 'rejected', rejectReason: reason, handledBy: staffId });
        return { state: 'rejected' as const };
      });
    },

    /** 确认收货: the goods go back into stock; a return refunds and is done, an exchange waits to be reshipped. */
    async receive(staffId: number, id: number, note: string) {
      const { state, opened, number } = await db.transaction(async (tx) => {
        const { row, order } = await lockForStaff(tx, id);
        if (row.state !== 'returning') throw conflict('买家尚未寄回或已收货');
        const lines = await linesOf(tx, [id]);
        for (const line of lines) {
          if (line.skuId === null) continue;
          await stock.moveForAftersale(tx, {
            skuId: line.skuId,
            delta: line.quantity,
            reason: 'return',
            orderId: order.id,
            operatorId: staffId,
            note: `售后 #${id} 退回`,
          });
        }
        await compliance.recordAftersale(tx, ledgerGoods(id, order.id, 'return', lines));
        const done = row.kind === 'return_refund';
        const opened = done ? await openRefund(tx, row, order, staffId) : [];
        const next = done ? ('completed' as const) : ('received' as const);
        await updateAftersale(tx, id, { state: next, receivedNote: note, handledBy: staffId });
        return { state: next, opened, number: order.number };
      });
      await refunds.sendCommitted(opened, number);
      return { state };
    },

    /** 补发: an exchange's replacement leaves stock (refused when there is not enough) and is done. */
    async reship(staffId: number, id: number, carrier: string, trackingNo: string) {
      return db.transaction(async (tx) => {
        const { row, order } = await lockForStaff(tx, id);
        if (row.kind !== 'exchange' || row.state !== 'received') throw conflict('该售后申请当前不能补发');
        const lines = await linesOf(tx, [id]);
        for (const line of lines) {
          if (line.skuId === null) continue;
          const moved = await stock.moveForAftersale(tx, {
            skuId: line.skuId,
            delta: -line.quantity,
            reason: 'exchange',
            orderId: order.id,
            operatorId: staffId,
            note: `售后 #${id} 换货补发`,
          });
          if (!moved) throw conflict(`${line.sku} 库存不足，无法补发`);
        }
        await compliance.recordAftersale(tx, ledgerGoods(id, order.id, 'sale', lines));
        await updateAftersale(tx, id, {
          state: 'completed',
          replacementCarrier: carrier,
          replacementTrackingNo: trackingNo,
          handledBy: staffId,
        });
        return { state: 'completed' as const };
      });
    },
  };
}

export type AftersaleService = ReturnType<typeof createAftersaleService>;
