import { recordChange } from '../platform/audit.ts';
import type { Tx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { insertOrderEvent, moveState, type OrderChanges, type OrderHead } from './lifecycle.repository.ts';
import { lockOrder } from './order-locks.repository.ts';
import { decide, type OrderAction, type OrderActor, type OrderEffect } from './order-machine.ts';
import type { OrderState } from './orders.schema.ts';

/** Who takes an action: the member or operator by id, or the system (jobs, payment). */
export interface Actor {
  actor: OrderActor;
  actorId: number | null;
}

export const systemActor: Actor = { actor: 'system', actorId: null };

/** What an effect is told: the transition that won, inside its transaction. */
export interface EffectContext {
  tx: Tx;
  orderId: number;
  from: OrderState;
  to: OrderState;
  actorId: number | null;
  /** The order's number and buyer, and what the transition wrote beside its state (carrier, reason). */
  order: Pick<OrderHead, 'number' | 'userId'>;
  changes: OrderChanges;
}

/**
 * The effects, one port each, provided by the components that own the rows they move (stock by orders,
 * credit, coupons, points) and wired in deps.ts: the order component imports none of them. Each runs
 * inside the transition's transaction, once, because only the winning conditional update reaches it.
 */
export type OrderEffectPorts = Record<OrderEffect, (context: EffectContext) => Promise<unknown>>;

export interface TransitionOptions {
  note?: string;
  changes?: OrderChanges;
  now?: Date;
}

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

/** The one way an order changes state: the table (order-machine.ts) applied, its effects run through `ports`. */
export function createOrderMachine(ports: OrderEffectPorts) {
  /**
   * Moves one order (locked by its caller through order-locks) by one action inside `tx`: the table's
   * answer for this actor, the guard, then a conditional update on the state read (a concurrent
   * transition makes it miss: 409), the event row and the rule's effects in order.
   */
  async function apply(
    tx: Tx,
    order: OrderHead,
    action: OrderAction,
    by: Actor,
    options: TransitionOptions = {},
  ): Promise<OrderState> {
    const { rule, refusal } = decide(order.state, action, by.actor);
    if (!rule) throw conflict(refusal);
    const at = options.now ?? new Date();
    const changes = changesFor(rule.to, at, options.changes ?? {});
    if (!(await moveState(tx, order.id, order.state, rule.to, changes))) {
      throw conflict('订单状态已变化，请刷新后重试');
    }
    await insertOrderEvent(tx, {
      orderId: order.id,
      from: order.state,
      to: rule.to,
      actor: by.actor,
      actorId: by.actorId,
      note: options.note ?? '',
    });
    recordChange({ order: order.number }, { state: order.state }, { state: rule.to, ...options.changes });
    const context = {
      tx,
      orderId: order.id,
      from: order.state,
      to: rule.to,
      actorId: by.actorId,
      order: { number: order.number, userId: order.userId },
      changes,
    };
    for (const effect of rule.effects) await ports[effect](context);
    return rule.to;
  }

  return {
    apply,

    /**
     * A payment's (or a ¥0 placement's) step: 待付款 → 待发货 inside the payer's transaction, on the
     * order its caller locked and read once (by id: locked here). Refused (409) unless still unpaid.
     */
    async markPaid(tx: Tx, order: OrderHead | number, note = '支付成功'): Promise<OrderState> {
      const head = typeof order === 'number' ? await lockOrder(tx, { id: order }) : order;
      if (!head) throw notFound('订单不存在');
      return apply(tx, head, 'pay', systemActor, { note });
    },
  };
}

export type OrderMachine = ReturnType<typeof createOrderMachine>;

// What payments and credit use of orders inside their own transactions: the one lock every money path
// takes (ADR 27), and the pay deadline's moves for 对公转账 and a voucher's review (ADR 33), which change
// no state.
export { extendPayBy, openLongPayWindow } from './lifecycle.repository.ts';
export { type LockedOrder, lockOrder } from './order-locks.repository.ts';
