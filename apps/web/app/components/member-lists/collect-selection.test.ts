import { describe, expect, it } from 'vitest';
import { cartItems, keepPresent, selectedTotalFen, toggleAll } from './collect-selection';
import type { CollectEntry } from './types';

const row = (id: number, price: string, quantity: number, on_sale = true): CollectEntry => ({
  id,
  sku_id: id * 10,
  product_id: id * 100,
  name: `商品${id}`,
  brand_name: '汇鑫',
  sku: `HX-A0000${id}`,
  spec: 'AR',
  pack: '500mL',
  price,
  stock: 100,
  min_qty: 1,
  step: 1,
  on_sale,
  lead_days: 0,
  quantity,
  created_at: '2026-11-22T00:00:00Z',
});

const rows = [row(1, '0.10', 3), row(2, '0.20', 1), row(3, '99.00', 2, false)];

describe('frequent-purchase selection', () => {
  it('when rows are selected, then the total is exact in fen and uses typed quantities', () => {
    expect(selectedTotalFen(rows, new Set([1, 2]), new Map())).toBe(50);
    expect(selectedTotalFen(rows, new Set([1, 2]), new Map([[2, 4]]))).toBe(110);
  });

  it('when an off-sale row is selected somehow, then it is neither summed nor sent to the cart', () => {
    expect(selectedTotalFen(rows, new Set([3]), new Map())).toBe(0);
    expect(cartItems(rows, new Set([1, 3]), new Map([[1, 6]]))).toEqual([{ sku_id: 10, quantity: 6 }]);
  });

  it('when 全选 is used, then it ticks the on-sale rows, and clears them the second time', () => {
    const all = toggleAll(rows, new Set());
    expect([...all]).toEqual([1, 2]);
    expect(toggleAll(rows, all).size).toBe(0);
  });

  it('when rows go away, then the selection forgets them', () => {
    expect([...keepPresent([rows[0]!], new Set([1, 2]))]).toEqual([1]);
  });
});
