import { describe, expect, it } from 'vitest';
import {
  bestCoupon,
  type CouponLine,
  categoryPath,
  conditionText,
  couponVerdict,
  faceText,
  type HeldCoupon,
  scopeText,
  validityAtClaim,
} from './coupon-rules.ts';

const now = new Date('2026-06-15T04:00:00Z');
const day = 86_400_000;

function coupon(values: Partial<HeldCoupon> = {}): HeldCoupon {
  return {
    id: 1,
    kind: 'amount',
    thresholdFen: 0,
    amountFen: 5_000,
    percentOff: null,
    capFen: null,
    brandIds: [],
    categoryIds: [],
    validFrom: new Date(now.getTime() - day),
    validUntil: new Date(now.getTime() + day),
    ...values,
  };
}

// Categories: 1 化学试剂 > 2 有机试剂 > 3 醇类; 4 实验耗材.
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
]);
const line = (subtotalFen: number, brandId: number, categoryId: number): CouponLine => ({
  subtotalFen,
  brandId,
  categoryPath: categoryPath(categoryId, parents),
});

// An order: ¥300 of brand 7 alcohols, ¥200 of brand 8 consumables, ¥150 of brand 7 consumables.
const order = [line(30_000, 7, 3), line(20_000, 8, 4), line(15_000, 7, 4)];

describe('coupon applicability', () => {
  const cases: {
    name: string;
    coupon: Partial<HeldCoupon>;
    lines?: CouponLine[];
    at?: Date;
    applicable: boolean;
    discountFen: number;
    reason?: string;
  }[] = [
    {
      name: '满500减50, ¥650 of goods',
      coupon: { thresholdFen: 50_000 },
      applicable: true,
      discountFen: 5_000,
    },
    {
      name: 'the threshold is met exactly (满 means at least)',
      coupon: { thresholdFen: 65_000 },
      applicable: true,
      discountFen: 5_000,
    },
    {
      name: 'one fen short of the threshold',
      coupon: { thresholdFen: 65_001 },
      applicable: false,
      discountFen: 0,
      reason: '还差¥0.01 可用',
    },
    {
      name: '满2000减200 short by ¥1350',
      coupon: { thresholdFen: 200_000, amountFen: 20_000 },
      applicable: false,
      discountFen: 0,
      reason: '还差¥1,350 可用',
    },
    {
      name: 'a brand scope counts only that brand toward the threshold',
      coupon: { thresholdFen: 50_000, brandIds: [7] },
      applicable: false,
      discountFen: 0,
      reason: '适用商品还差¥50 可用',
    },
    {
      name: 'a brand scope met by that brand',
      coupon: { thresholdFen: 40_000, brandIds: [7] },
      applicable: true,
      discountFen: 5_000,
    },
    {
      name: 'a brand the order does not carry',
      coupon: { brandIds: [99] },
      applicable: false,
      discountFen: 0,
      reason: '订单中没有适用范围内的商品',
    },
    {
      name: 'a category scope covers its descendants (化学试剂 covers 醇类)',
      coupon: { kind: 'percent', amountFen: null, percentOff: 10, categoryIds: [1] },
      applicable: true,
      discountFen: 3_000,
    },
    {
      name: 'a category scope does not cover its parent',
      coupon: { categoryIds: [3], thresholdFen: 40_000 },
      applicable: false,
      discountFen: 0,
      reason: '适用商品还差¥100 可用',
    },
    {
      name: 'brand and category together must both hold',
      coupon: { kind: 'percent', amountFen: null, percentOff: 20, brandIds: [7], categoryIds: [4] },
      applicable: true,
      discountFen: 3_000,
    },
    {
      name: 'a percentage below its cap',
      coupon: { kind: 'percent', amountFen: null, percentOff: 10, capFen: 10_000 },
      applicable: true,
      discountFen: 6_500,
    },
    {
      name: 'a percentage above its cap is capped',
      coupon: { kind: 'percent', amountFen: null, percentOff: 10, capFen: 5_000 },
      applicable: true,
      discountFen: 5_000,
    },
    {
      name: 'a percentage is rounded down to the fen',
      coupon: { kind: 'percent', amountFen: null, percentOff: 15 },
      lines: [line(333, 7, 3)],
      applicable: true,
      discountFen: 49,
    },
    {
      name: 'an amount never exceeds the applicable goods',
      coupon: { amountFen: 50_000, brandIds: [8] },
      applicable: true,
      discountFen: 20_000,
    },
    {
      name: 'expired at its last instant',
      coupon: { validUntil: now },
      applicable: false,
      discountFen: 0,
      reason: '已过期',
    },
    {
      name: 'not valid yet',
      coupon: { validFrom: new Date('2026-07-01T00:00:00+08:00') },
      applicable: false,
      discountFen: 0,
      reason: '2026-07-01 起可用',
    },
    {
      name: 'valid from this very instant',
      coupon: { validFrom: now },
      applicable: true,
      discountFen: 5_000,
    },
    {
      name: 'an empty order',
      coupon: {},
      lines: [],
      applicable: false,
      discountFen: 0,
      reason: '订单中没有商品',
    },
    {
      name: 'a percentage that rounds to nothing',
      coupon: { kind: 'percent', amountFen: null, percentOff: 1 },
      lines: [line(50, 7, 3)],
      applicable: false,
      discountFen: 0,
      reason: '适用商品金额过低，无优惠',
    },
  ];

  it.each(cases)('$name', ({ coupon: values, lines, at, applicable, discountFen, reason }) => {
    const verdict = couponVerdict(coupon(values), lines ?? order, at ?? now);
    expect(verdict.applicable).toBe(applicable);
    expect(verdict.discountFen).toBe(discountFen);
    if (reason !== undefined) expect(verdict.reason).toBe(reason);
    if (applicable) expect(verdict.reason).toBeNull();
  });
});

describe('best coupon', () => {
  const judge = (coupons: HeldCoupon[]) =>
    bestCoupon(coupons.map((c) => ({ coupon: c, verdict: couponVerdict(c, order, now) })))?.id ?? null;

  it('when several apply, then the largest discount wins', () => {
    expect(
      judge([
        coupon({ id: 1, amountFen: 5_000 }),
        coupon({ id: 2, kind: 'percent', amountFen: null, percentOff: 10 }),
        coupon({ id: 3, amountFen: 20_000, thresholdFen: 200_000 }),
      ]),
    ).toBe(2);
  });

  it('when two give the same, then the one expiring first wins, then the lower id', () => {
    expect(
      judge([
        coupon({ id: 1, validUntil: new Date(now.getTime() + 9 * day) }),
        coupon({ id: 2, validUntil: new Date(now.getTime() + 2 * day) }),
        coupon({ id: 3, validUntil: new Date(now.getTime() + 2 * day) }),
      ]),
    ).toBe(2);
  });

  it('when none applies, then none is chosen', () => {
    expect(judge([coupon({ thresholdFen: 1_000_000 }), coupon({ id: 2, validUntil: now })])).toBeNull();
  });
});

describe('coupon words', () => {
  it.each([
    [{ kind: 'amount' as const, amountFen: 5_000, percentOff: null }, '¥50'],
    [{ kind: 'amount' as const, amountFen: 1_250, percentOff: null }, '¥12.50'],
    [{ kind: 'percent' as const, amountFen: null, percentOff: 10 }, '9折'],
    [{ kind: 'percent' as const, amountFen: null, percentOff: 15 }, '8.5折'],
  ])('face of %o is %s', (terms, text) => expect(faceText(terms)).toBe(text));

  it('says the threshold, the cap and the scope', () => {
    expect(conditionText({ kind: 'amount', thresholdFen: 50_000, capFen: null })).toBe('满¥500可用');
    expect(conditionText({ kind: 'percent', thresholdFen: 0, capFen: 10_000 })).toBe('无门槛，最高减¥100');
    expect(scopeText([], [])).toBe('全场通用');
    expect(scopeText(['国药', 'Aladdin'], ['有机试剂'])).toBe('限品牌：国药、Aladdin；限分类：有机试剂');
  });

  it('fixes the validity at claiming: fixed dates, or N days from the claim', () => {
    const from = new Date('2026-06-01T00:00:00Z');
    const until = new Date('2026-07-01T00:00:00Z');
    expect(validityAtClaim({ validFrom: from, validUntil: until, validDays: null }, now)).toEqual({
      validFrom: from,
      validUntil: until,
    });
    expect(validityAtClaim({ validFrom: null, validUntil: null, validDays: 30 }, now)).toEqual({
      validFrom: now,
      validUntil: new Date(now.getTime() + 30 * day),
    });
  });

  it('walks the category tree to the root and stops on a cycle', () => {
    expect(categoryPath(3, parents)).toEqual([3, 2, 1]);
    expect(
      categoryPath(
        5,
        new Map([
          [5, 6],
          [6, 5],
        ]),
      ),
    ).toEqual([5, 6]);
  });
});
