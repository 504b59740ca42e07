import { quantityProblem } from '@labmall/rules';
import { addToCart } from '../cart/cart.service.ts';
import { skusById } from '../cart/sku-facts.repository.ts';
import { releaseOrderCredit } from '../credit/credit-release.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import {
  insertOrderEvent,
  moveState,
  type OrderChanges,
  type OrderHead,
  orderHeadById,
  orderHeadByNumber,
  returnOrderStock,
} from './lifecycle.repository.ts';
import { afterTransition } from './order-hooks.ts';
import type { OrderState } from './orders.schema.ts';
import { nextState, type OrderAction, type OrderActor, refusalMessage } from './transitions.ts';

/** Who takes an action: the member or operator by id, or the system (jobs, payment). */
export interface Actor {
  actor: OrderActor;
  actorId: number | null;
}

export const systemActor: Actor = { actor: 'system', actorId: null };

/** Which actors may take each action at all; the state table decides the rest. */
const allowedActors: Record<OrderAction, readonly OrderActor[]> = {
  pay: ['system'],
  cancel: ['member', 'operator'],
  expire: ['system'],
  ship: ['operator'],
  confirm: ['member'],
  autoComplete: ['system'],
  refund: ['operator'],
};

/** What a transition writes beside the state: its timestamp, and logistics or a reason. */
function changesFor(to: OrderState, at: Date, extra: OrderChanges): OrderChanges {
  switch (to) {
    case 'paid':
      return { paidAt: at, ...extra };
    case 'shipped':
      return { shippedAt: at, ...extra };
    case 'completed':
      return { completedAt: at, ...extra };
    case 'cancelled':
      return { cancelledAt: at, ...extra };
    default:
      return extra;
  }
}

/**
 * Moves one order by one action inside `tx`: the table's answer, then a conditional update on the state
 * read (a concurrent transition makes it miss, and this one is refused with 409), the event row, and
 * for a cancel the stock back (not for a refund of a completed order), exactly once because only the
 * winning update gets here.
 */
export async function applyTransition(
  tx: Tx,
  order: OrderHead,
  action: OrderAction,
  by: Actor,
  options: { note?: string; changes?: OrderChanges; now?: Date } = {},
): Promise<OrderState> {
  const to = nextState(order.state, action);
  if (to === null || !allowedActors[action].includes(by.actor)) {
    throw conflict(refusalMessage(order.state, action));
  }
  if (action === 'cancel' && by.actor === 'member' && order.state !== 'pending_payment') {
    throw conflict('订单已付款，如需取消请联系客服');
  }
  const at = options.now ?? new Date();
  const moved = await moveState(tx, order.id, order.state, to, changesFor(to, at, options.changes ?? {}));
  if (!moved) throw conflict('订单状态已变化，请刷新后重试');
  await insertOrderEvent(tx, {
    orderId: order.id,
    from: order.state,
    to,
    actor: by.actor,
    actorId: by.actorId,
    note: options.note ?? '',
  });
  if (to === 'cancelled') {
    // A refunded order was completed: its goods are with the buyer, nothing goes back on the shelf.
    if (order.state !== 'completed') await returnOrderStock(tx, order.id);
    // An order paid on credit gives its charge back, in this transaction, once.
    await releaseOrderCredit(tx, order.id, by.actorId);
  }
  await afterTransition(tx, order.id, order.state, to);
  return to;
}

/**
 * The payment issue's entry point: a paid order moves 待付款 → 待发货 inside the payment's own
 * transaction. Refused (409) unless the order is still unpaid.
 */
export async function markPaid(tx: Tx, orderId: number, note = '支付成功'): Promise<OrderState> {
  const order = await orderHeadById(tx, orderId);
  if (!order) throw notFound('订单不存在');
  return applyTransition(tx, order, 'pay', systemActor, { note });
}

/** Reads the order by number (a member's own only) and applies one action in one transaction. */
export async function transitionByNumber(
  db: Db,
  number: string,
  ownerId: number | undefined,
  action: OrderAction,
  by: Actor,
  options: { note?: string; changes?: OrderChanges } = {},
): Promise<OrderState> {
  return db.transaction(async (tx) => {
    const order = await orderHeadByNumber(tx, number, ownerId);
    if (!order) throw notFound('订单不存在');
    return applyTransition(tx, order, action, by, options);
  });
}

/**
 * The timed jobs' step for one order. Another runner (or the buyer) may have moved it since it was
 * listed: that is not an error here, the order is simply skipped.
 */
export async function transitionIfStill(
  db: Db,
  orderId: number,
  from: OrderState,
  action: OrderAction,
  note: string,
  changes: OrderChanges = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orderHeadById(tx, orderId);
    if (!order || order.state !== from) return false;
    const to = nextState(from, action);
    if (!to) return false;
    const moved = await moveState(tx, orderId, from, to, changesFor(to, new Date(), changes));
    if (!moved) return false;
    await insertOrderEvent(tx, { orderId, from, to, actor: 'system', actorId: null, note });
    if (to === 'cancelled') await returnOrderStock(tx, orderId);
    await afterTransition(tx, orderId, from, to);
    return true;
  });
}

export interface RebuySkip {
  sku: string;
  name: string;
  reason: string;
}

/**
 * 再次购买: the order's SKUs that are still on sale go back into the 采购单 at the quantities ordered
 * (priced now, as the cart always is). Off-sale or deleted SKUs, and quantities the SKU's current
 * minimum or step no longer allows, are left out and reported, never silently changed.
 */
export async function rebuy(
  db: DbOrTx,
  userId: number,
  lines: { skuId: number; sku: string; name: string; pack: string; quantity: number }[],
) {
  const found = await skusById(
    db as Db,
    lines.map((l) => l.skuId),
  );
  const skipped: RebuySkip[] = [];
  const items: { sku_id: number; quantity: number }[] = [];
  for (const line of lines) {
    const sku = found.get(line.skuId);
    const label = `${line.name}（${line.pack}）`;
    if (!sku) {
      skipped.push({ sku: line.sku, name: label, reason: '商品已删除' });
    } else if (!sku.onSale) {
      skipped.push({ sku: line.sku, name: label, reason: '已下架' });
    } else {
      const problem = quantityProblem(line.quantity, { minQty: sku.minQty, step: sku.step });
      if (problem) skipped.push({ sku: line.sku, name: label, reason: problem });
      else items.push({ sku_id: sku.id, quantity: line.quantity });
    }
  }
  if (items.length === 0) {
    throw conflict('订单中的商品均已下架或不可购买，未加入采购单');
  }
  const count = await addToCart(db as Db, userId, items);
  return { added: items.length, count, skipped };
}
