import { describe, expect, it } from 'vitest';
import { addPicked, movePicked, type Picked, pickedTotal } from './picked-list';

const a: Picked = { id: 1, title: '乙腈', detail: '', price: '12.50', quantity: 2 };
const b: Picked = { id: 2, title: '丙酮', detail: '', price: '0.10', quantity: 3 };
const off: Picked = { id: 3, title: '甲醇', detail: '', price: '99.00', quantity: 1, onSale: false };

describe('the picked list', () => {
  it('adds an item once and stops at the limit', () => {
    expect(addPicked([a], b, 5)).toEqual([a, b]);
    expect(addPicked([a], { ...a }, 5)).toEqual([a]);
    expect(addPicked([a], b, 1)).toEqual([a]);
  });
  it('moves an item one place and leaves the ends alone', () => {
    expect(movePicked([a, b], 1, -1)).toEqual([b, a]);
    expect(movePicked([a, b], 0, -1)).toEqual([a, b]);
    expect(movePicked([a, b], 1, 1)).toEqual([a, b]);
  });
  it('sums price × quantity in fen, leaving out what is off sale or has no price', () => {
    expect(pickedTotal([a, b, off, { ...b, id: 4, price: null }])).toBe('¥25.30');
    expect(pickedTotal([])).toBe('¥0.00');
  });
});
