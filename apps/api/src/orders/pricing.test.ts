import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './order-number.ts';
import { orderAmounts } from './pricing.ts';

const rule = { freightFen: 1500, freeAboveFen: 50_000, hazardSurchargeFen: 3000 };
const plain = (subtotalFen: number) => ({ subtotalFen, hazardous: false });
const hazardous = (subtotalFen: number) => ({ subtotalFen, hazardous: true });

describe('a coupon discount', () => {
  it('comes off the goods after freight is decided on the goods before it', () => {
    expect(orderAmounts([plain(50_000)], rule, 5_000)).toMatchObject({
      goodsFen: 50_000,
      freightFen: 0,
      discountFen: 5_000,
      payableFen: 45_000,
    });
  });

  it('never exceeds the goods', () => {
    expect(orderAmounts([plain(1_000)], rule, 9_000)).toMatchObject({ discountFen: 1_000, payableFen: 1500 });
  });
});

describe('the freight rule', () => {
  it('when the goods are below the threshold, then the base freight is charged', () => {
    expect(orderAmounts([plain(12_800), plain(2_550)], rule)).toMatchObject({
      goodsFen: 15_350,
      freightFen: 1500,
      discountFen: 0,
      payableFen: 16_850,
    });
  });

  it('when the goods reach the threshold exactly, then the base freight is free', () => {
    expect(orderAmounts([plain(50_000)], rule)).toMatchObject({ freightFen: 0, payableFen: 50_000 });
    expect(orderAmounts([plain(49_999)], rule)).toMatchObject({ freightFen: 1500, payableFen: 51_499 });
  });

  it('when any line is hazardous, then one surcharge is added per order, free freight or not', () => {
    expect(orderAmounts([hazardous(100), hazardous(100)], rule)).toMatchObject({ freightFen: 4500 });
    expect(orderAmounts([hazardous(60_000), plain(1)], rule)).toMatchObject({
      freightFen: 3000,
      payableFen: 63_001,
    });
  });

  it('when the threshold is 0, then every order ships free of the base freight', () => {
    expect(orderAmounts([plain(1)], { ...rule, freeAboveFen: 0 })).toMatchObject({ freightFen: 0 });
  });

  it('when the order is empty, then everything is zero', () => {
    expect(orderAmounts([], rule)).toMatchObject({ goodsFen: 0, freightFen: 0, payableFen: 0 });
  });

  it('says why the freight is what it is', () => {
    expect(orderAmounts([plain(100)], rule).freightNote).toBe('满¥500包邮');
    expect(orderAmounts([hazardous(100)], rule).freightNote).toBe('满¥500包邮，含危险品运输附加费¥30');
  });
});

describe('order numbers', () => {
  it('are the Beijing date and a six-digit sequence', () => {
    expect(formatOrderNumber(123, new Date('2026-11-25T03:00:00Z'))).toBe('20261125000123');
    // 23:30 UTC is already the next day in Beijing.
    expect(formatOrderNumber(1, new Date('2026-11-25T16:30:00Z'))).toBe('20261126000001');
    expect(formatOrderNumber(12_345_678, new Date('2026-11-25T03:00:00Z'))).toBe('2026112512345678');
  });
});
