import { describe, expect, it } from 'vitest';
import { stockState } from './stock-state';

describe('stock state', () => {
  it('when a SKU is off sale, then that wins over its stock', () => {
    expect(stockState({ stock: 500, on_sale: false }).label).toBe('已下架');
  });

  it('when stock is zero, low, short of the usual quantity or plenty, then the label says so', () => {
    expect(stockState({ stock: 0, on_sale: true }).label).toBe('缺货');
    expect(stockState({ stock: 7, on_sale: true }).label).toBe('库存 7');
    expect(stockState({ stock: 40, on_sale: true }, 50)).toEqual({ label: '库存 40', tone: 'low' });
    expect(stockState({ stock: 40, on_sale: true }, 5)).toEqual({ label: '有货', tone: 'ok' });
  });
});
