import type { OrderState } from './orders.schema.ts';

/**
 * THE order's life, in one table (ADR 0027): for each state, the actions it takes, who may take each,
 * the guard that may still refuse it, the state it leads to and the effects it runs. Nothing else
 * decides a transition: order-machine.service.ts applies this table, and other components join in only
 * as effects (ports wired in deps.ts). To add a state (say 退款中): add it to `orderStates`
 * (orders.schema.ts, with its migration), give it a label and a row here, and extend the table in
 * order-machine.test.ts.
 */

/** What can happen to an order. */
export const orderActions = ['pay', 'cancel', 'expire', 'ship', 'confirm', 'autoComplete', 'refund'] as const;
export type OrderAction = (typeof orderActions)[number];

/** Who takes an action: the buyer, an operator, or the system (timed jobs, payment settlement). */
export const orderActors = ['member', 'operator', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/**
 * What a transition does beside moving the state, each through a port another component provides.
 * Their order here is the order they run in, and the lock order (order-locks.repository.ts): SKUs,
 * then the credit account, then the coupon, then points.
 */
export const orderEffects = [
  'returnStock',
  'releaseCredit',
  /**
   * Money back the way it came (payments' refunds, ADR 0051): all that is left of the paid payment, as
   * refund rows; an online one is asked of the gateway once the transition commits. It locks the payment
   * (and a credit account) after the SKUs: safe, because every lock of a payment is taken under its
   * order's, which the transition holds first.
   */
  'refundPayment',
  'returnCoupon',
  'returnRedemption',
  'reversePoints',
  'earnPoints',
  /** The member's 消息中心 hears of the shipment, with the carrier and tracking number. */
  'noticeShipped',
] as const;
export type OrderEffect = (typeof orderEffects)[number];

export interface TransitionRule {
  to: OrderState;
  actors: readonly OrderActor[];
  /** A refusal (中文) for this order and actor beyond the table, or null to go ahead. */
  guard?: (actor: OrderActor) => string | null;
  effects: readonly OrderEffect[];
}

/** A cancel before the goods leave: stock back, a credit charge released, the coupon and any points-mall spend returned. */
const cancelEffects = ['returnStock', 'releaseCredit', 'returnCoupon', 'returnRedemption'] as const;

/** A paid order cancelled before shipping: the same, with its payment refunded in full. */
const paidCancelEffects = ['returnStock', 'refundPayment', 'returnCoupon', 'returnRedemption'] as const;

/**
 * state × action → rule; a missing entry is a refusal (code 409). `cancel` is the buyer's (while unpaid)
 * or an operator's (before shipping, with a reason); `expire` is the timed job's cancel when `pay_by`
 * has passed; `autoComplete` the job's receipt N days after shipping; `refund` an operator's 退款 of a
 * completed order (the goods stay with the buyer, so no stock comes back; what is left of its payment
 * goes back and the points it earned are reversed). Partial refunds change no state (payments' refunds).
 */
export const orderMachine: Readonly<Record<OrderState, Partial<Record<OrderAction, TransitionRule>>>> = {
  pending_payment: {
    pay: { to: 'paid', actors: ['system'], effects: [] },
    cancel: { to: 'cancelled', actors: ['member', 'operator'], effects: cancelEffects },
    expire: { to: 'cancelled', actors: ['system'], effects: cancelEffects },
  },
  paid: {
    cancel: {
      to: 'cancelled',
      actors: ['member', 'operator'],
      guard: (actor) => (actor === 'member' ? '订单已付款，如需取消请联系客服' : null),
      effects: paidCancelEffects,
    },
    ship: { to: 'shipped', actors: ['operator'], effects: ['noticeShipped'] },
  },
  shipped: {
    confirm: { to: 'completed', actors: ['member'], effects: ['earnPoints'] },
    autoComplete: { to: 'completed', actors: ['system'], effects: ['earnPoints'] },
  },
  completed: {
    refund: {
      to: 'cancelled',
      actors: ['operator'],
      effects: ['refundPayment', 'returnCoupon', 'returnRedemption', 'reversePoints'],
    },
  },
  cancelled: {},
};

/** 中文 labels, as the tabs and the timeline show them. */
export const stateLabels: Readonly<Record<OrderState, string>> = {
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

/** The state an action leads to from `state`, or null when the table refuses it. */
export function nextState(state: OrderState, action: OrderAction): OrderState | null {
  return orderMachine[state][action]?.to ?? null;
}

/** The rule an actor may apply, or the refusal (中文) that stops it. */
export function decide(
  state: OrderState,
  action: OrderAction,
  actor: OrderActor,
): { rule: TransitionRule; refusal: null } | { rule: null; refusal: string } {
  const rule = orderMachine[state][action];
  if (!rule?.actors.includes(actor)) return { rule: null, refusal: refusalMessage(state, action) };
  const refusal = rule.guard?.(actor) ?? null;
  return refusal === null ? { rule, refusal: null } : { rule: null, refusal };
}

/** The states a buyer may cancel from (an operator may also cancel a paid order). */
export function canCancel(state: OrderState, actor: OrderActor): boolean {
  return decide(state, 'cancel', actor).rule !== null;
}

/** Why each refusal happens, in the buyer's words. */
export function refusalMessage(state: OrderState, action: OrderAction): string {
  const label = stateLabels[state];
  switch (action) {
    case 'pay':
      return `订单${label}，不能支付`;
    case 'cancel':
    case 'expire':
      return `订单${label}，不能取消`;
    case 'ship':
      return `订单${label}，不能发货`;
    case 'confirm':
    case 'autoComplete':
      return `订单${label}，不能确认收货`;
    case 'refund':
      return `订单${label}，不能退款（仅已完成的订单可退款）`;
  }
}
