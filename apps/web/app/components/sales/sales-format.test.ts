import { describe, expect, it } from 'vitest';
import { lineSavingFen, orderSavingFen } from './activity-line';
import { remainingText } from './countdown';

describe('the countdown text', () => {
  it('when more than a day is left, then it names the days before the clock', () => {
    expect(remainingText(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000)).toBe('3天 04:05:06');
  });
  it('when less than a day is left, then it is the clock alone', () => {
    expect(remainingText(59_999)).toBe('00:00:59');
  });
  it('when the time has passed, then it stays at zero', () => {
    expect(remainingText(-5_000)).toBe('00:00:00');
  });
});

describe('what a line saves', () => {
  it('when a line carries a list price, then the saving is the difference times the quantity, in fen', () => {
    expect(lineSavingFen({ unit_price: '13.20', list_price: '15.00', quantity: 3 })).toBe(540);
  });
  it('when a line has no list price (or it is not higher), then it saves nothing', () => {
    expect(lineSavingFen({ unit_price: '13.20', list_price: null, quantity: 3 })).toBe(0);
    expect(lineSavingFen({ unit_price: '13.20', list_price: '13.20', quantity: 3 })).toBe(0);
  });
  it('when an order has several lines, then the savings add up without float error', () => {
    expect(
      orderSavingFen([
        { unit_price: '0.10', list_price: '0.30', quantity: 1 },
        { unit_price: '0.20', list_price: '0.30', quantity: 1 },
        { unit_price: '5.00', list_price: null, quantity: 9 },
      ]),
    ).toBe(30);
  });
});
