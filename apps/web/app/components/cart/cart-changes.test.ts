import { describe, expect, it } from 'vitest';
import { changeNotes } from './cart-changes';
import type { CartLine } from './types';

const line = (
  over: Partial<Omit<CartLine, 'changes'>> & { changes?: Partial<CartLine['changes']> } = {},
): CartLine => ({
  sku_id: 1,
  product_id: 1,
  name: '乙腈',
  brand_name: '国药',
  sku: 'C-1',
  cas: '75-05-8',
  picture: null,
  spec: '',
  pack: '500 mL',
  price: '120.00',
  list_price: null,
  activity: null,
  quantity: 2,
  subtotal: '240.00',
  stock: 10,
  min_qty: 1,
  step: 1,
  on_sale: true,
  selected: true,
  added_price: '100.00',
  missing: [],
  orderable: true,
  ...over,
  changes: {
    off_sale: false,
    out_of_stock: false,
    short_stock: false,
    price: null,
    quantity_rule: null,
    ...over.changes,
  },
});

describe('changeNotes', () => {
  it('when nothing changed, then there is nothing to say', () => {
    expect(changeNotes(line({}))).toEqual([]);
  });

  it('when the price rose and the stock is short, then both are said, with old and new price', () => {
    expect(changeNotes(line({ stock: 1, changes: { price: 'up', short_stock: true } }))).toEqual([
      '库存仅 1 件，少于采购数量',
      '涨价：加入时 ¥100.00，现价 ¥120.00',
    ]);
  });

  it('when off sale, then the stock is not mentioned', () => {
    expect(changeNotes(line({ changes: { off_sale: true, out_of_stock: true } }))).toEqual([
      '已下架，无法购买',
    ]);
  });
});
