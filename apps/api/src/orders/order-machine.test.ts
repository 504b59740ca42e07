import { describe, expect, it } from 'vitest';
import {
  canCancel,
  decide,
  nextState,
  orderActions,
  orderActors,
  orderEffects,
  refusalMessage,
} from './order-machine.ts';
import { orderStates } from './orders.schema.ts';

/** The whole table written out once more by hand: a change to order-machine.ts must change this too. */
const expected: Record<string, string | null> = {
  'pending_payment.pay': 'paid',
  'pending_payment.cancel': 'cancelled',
  'pending_payment.expire': 'cancelled',
  'pending_payment.ship': null,
  'pending_payment.confirm': null,
  'pending_payment.refund': null,
  'pending_payment.autoComplete': null,
  'paid.pay': null,
  'paid.cancel': 'cancelled',
  'paid.expire': null,
  'paid.ship': 'shipped',
  'paid.confirm': null,
  'paid.refund': null,
  'paid.autoComplete': null,
  'shipped.pay': null,
  'shipped.cancel': null,
  'shipped.expire': null,
  'shipped.ship': null,
  'shipped.confirm': 'completed',
  'shipped.refund': null,
  'shipped.autoComplete': 'completed',
  'completed.pay': null,
  'completed.cancel': null,
  'completed.expire': null,
  'completed.ship': null,
  'completed.confirm': null,
  'completed.refund': 'cancelled',
  'completed.autoComplete': null,
  'cancelled.pay': null,
  'cancelled.cancel': null,
  'cancelled.expire': null,
  'cancelled.ship': null,
  'cancelled.confirm': null,
  'cancelled.refund': null,
  'cancelled.autoComplete': null,
};

describe('the order machine: state × action', () => {
  const cases = orderStates.flatMap((state) => orderActions.map((action) => [state, action] as const));

  it('when every state meets every action, then the table covers exactly the 35 cases', () => {
    expect(cases).toHaveLength(Object.keys(expected).length);
  });

  it.each(cases)('when a %s order meets %s, then the table answers as written', (state, action) => {
    expect(nextState(state, action)).toBe(expected[`${state}.${action}`]);
    if (nextState(state, action) === null) expect(refusalMessage(state, action)).toMatch(/^订单.+，不能/);
  });

  it('when a buyer cancels, then only while unpaid; an operator also before shipping', () => {
    expect(orderStates.filter((s) => canCancel(s, 'member'))).toEqual(['pending_payment']);
    expect(orderStates.filter((s) => canCancel(s, 'operator'))).toEqual(['pending_payment', 'paid']);
  });

  it('when an order is cancelled, then nothing moves it again; a completed one only by a refund', () => {
    for (const action of orderActions) {
      expect(nextState('completed', action)).toBe(action === 'refund' ? 'cancelled' : null);
      expect(nextState('cancelled', action)).toBeNull();
    }
  });
});

/**
 * Every state × action × actor that the machine lets through, with the effects it runs in their order;
 * anything not listed is refused. Adding a state or an action means extending this table.
 */
const cancel = 'cancelled: returnStock, releaseCredit, returnCoupon, returnRedemption';
const allowed: Record<string, string> = {
  'pending_payment.pay.system': 'paid: ',
  'pending_payment.cancel.member': cancel,
  'pending_payment.cancel.operator': cancel,
  'pending_payment.expire.system': cancel,
  'paid.cancel.operator': 'cancelled: returnStock, refundPayment, returnCoupon, returnRedemption',
  'paid.ship.operator': 'shipped: noticeShipped',
  'shipped.confirm.member': 'completed: earnPoints',
  'shipped.autoComplete.system': 'completed: earnPoints',
  'completed.refund.operator': 'cancelled: refundPayment, returnCoupon, returnRedemption, reversePoints',
};

describe('the order machine: state × action × actor, with effects', () => {
  const cases = orderStates.flatMap((state) =>
    orderActions.flatMap((action) => orderActors.map((actor) => [state, action, actor] as const)),
  );

  it('when every actor meets every state and action, then the table covers 105 cases, 9 of them allowed', () => {
    expect(cases).toHaveLength(105);
    expect(cases.filter(([s, a, who]) => decide(s, a, who).rule !== null)).toHaveLength(
      Object.keys(allowed).length,
    );
  });

  it.each(cases)(
    'when a %s order meets %s by the %s, then it moves with its effects or is refused',
    (state, action, actor) => {
      const verdict = decide(state, action, actor);
      const expected = allowed[`${state}.${action}.${actor}`];
      if (expected === undefined) {
        expect(verdict.rule).toBeNull();
        expect(verdict.refusal).toMatch(/^订单/);
      } else {
        expect(`${verdict.rule?.to}: ${verdict.rule?.effects.join(', ')}`).toBe(expected);
      }
    },
  );

  it('when a buyer cancels a paid order, then the guard refuses it with the way to an operator', () => {
    expect(decide('paid', 'cancel', 'member')).toEqual({
      rule: null,
      refusal: '订单已付款，如需取消请联系客服',
    });
  });

  it('when effects run, then in the lock order: stock, credit, coupon, points', () => {
    for (const state of orderStates) {
      for (const action of orderActions) {
        for (const actor of orderActors) {
          const effects = decide(state, action, actor).rule?.effects ?? [];
          const positions = effects.map((effect) => orderEffects.indexOf(effect));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
      }
    }
  });
});
