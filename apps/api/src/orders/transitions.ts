import type { OrderState } from './orders.schema.ts';

/** What can happen to an order. */
export const orderActions = ['pay', 'cancel', 'expire', 'ship', 'confirm', 'autoComplete', 'refund'] as const;
export type OrderAction = (typeof orderActions)[number];

/** Who may take each action; the service checks this beside the state. */
export type OrderActor = 'member' | 'operator' | 'system';

/**
 * The whole life of an order in one table: state × action → next state. A missing entry is a refusal
 * (code 409). `cancel` is the buyer's (while unpaid) or an operator's (before shipping, with a reason);
 * `expire` is the timed job's cancel when `pay_by` has passed; `autoComplete` is the job's receipt N days
 * after shipping; `refund` is an operator's 退款 of a completed order (the goods stay with the buyer, so
 * no stock comes back; the points it earned are reversed).
 */
export const transitions: Readonly<Record<OrderState, Partial<Record<OrderAction, OrderState>>>> = {
  pending_payment: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: { cancel: 'cancelled', ship: 'shipped' },
  shipped: { confirm: 'completed', autoComplete: 'completed' },
  completed: { refund: 'cancelled' },
  cancelled: {},
};

/** The state an action leads to from `state`, or null when the table refuses it. */
export function nextState(state: OrderState, action: OrderAction): OrderState | null {
  return transitions[state][action] ?? null;
}

/** The states a buyer may cancel from (an operator may also cancel a paid order). */
export function canCancel(state: OrderState, actor: OrderActor): boolean {
  if (nextState(state, 'cancel') === null) return false;
  return actor === 'member' ? state === 'pending_payment' : true;
}

/** 中文 labels, as the tabs and the timeline show them. */
export const stateLabels: Readonly<Record<OrderState, string>> = {
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

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
