import { describe, expect, it } from 'vitest';
import { chargedPrice } from './charged-price.ts';

const offer = (priceFen: number) => ({
  activityId: 7,
  title: '开学季特惠',
  priceFen,
  endsAt: new Date('2026-12-27T00:00:00Z'),
});

describe('the charged price of a SKU', () => {
  it('when no activity runs for it, then it is the SKU’s own price, without an activity', () => {
    expect(chargedPrice(2_900, undefined)).toEqual({ priceFen: 2_900, listPriceFen: 2_900, activity: null });
  });

  it('when a running activity prices it lower, then it is the activity’s price, the SKU’s own kept as list price', () => {
    expect(chargedPrice(2_900, offer(2_470))).toEqual({
      priceFen: 2_470,
      listPriceFen: 2_900,
      activity: offer(2_470),
    });
  });

  it('when the SKU’s own price has fallen to or below the activity’s, then the SKU’s own applies', () => {
    expect(chargedPrice(2_470, offer(2_470))).toMatchObject({ priceFen: 2_470, activity: null });
    expect(chargedPrice(2_000, offer(2_470))).toMatchObject({ priceFen: 2_000, activity: null });
  });
});
