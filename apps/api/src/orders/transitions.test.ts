import { describe, expect, it } from 'vitest';
import { orderStates } from './orders.schema.ts';
import { canCancel, nextState, orderActions, refusalMessage } from './transitions.ts';

/** The whole table written out once more by hand: a change to transitions.ts must change this too. */
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

describe('the order transition table', () => {
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
