import { describe, expect, it } from 'vitest';
import {
  applyResults,
  buyableItems,
  editRow,
  emptyRows,
  pasteInto,
  type QuickResult,
  type QuickRow,
} from './quick-rows';

const found = (skuId: number, quantity: number): QuickResult => ({
  code: 'C',
  quantity,
  kind: 'found',
  message: '可以购买',
  missing: [],
  sku: {
    sku_id: skuId,
    product_id: 1,
    name: '乙腈',
    brand_name: '国药',
    sku: 'C',
    cas: null,
    grade: '',
    spec: '',
    pack: '500 mL',
    price: '1.00',
    list_price: null,
    activity: null,
    stock: 10,
    min_qty: 1,
    step: 1,
    on_sale: true,
  },
  suggested_quantity: null,
  options: [],
});

describe('the quick-order grid', () => {
  it('when lines are pasted into the second row, then they fill down and one empty row follows', () => {
    const rows = emptyRows(3);
    rows[0]!.code = 'KEEP';
    const next = pasteInto(rows, 1, [
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '' },
      { code: 'C', quantity: '3' },
    ]);
    expect(next.map((r) => [r.code, r.quantity])).toEqual([
      ['KEEP', ''],
      ['A', '1'],
      ['B', ''],
      ['C', '3'],
      ['', ''],
    ]);
  });

  it('when a row is edited after it was resolved, then its verdict is dropped and a late answer ignored', () => {
    const rows: QuickRow[] = emptyRows(1).map((r) => ({ ...r, code: 'C', quantity: '2' }));
    const sent = rows.map(({ key, code, quantity }) => ({ key, code, quantity }));
    const resolved = applyResults(rows, sent, [found(5, 2)]);
    expect(buyableItems(resolved)).toEqual([{ sku_id: 5, quantity: 2 }]);
    const edited = editRow(resolved, rows[0]!.key, { quantity: '3' });
    expect(edited[0]!.result).toBeNull();
    expect(applyResults(edited, sent, [found(5, 2)])[0]!.result).toBeNull();
  });

  it('when two rows name one SKU, then it is bought once with both quantities', () => {
    const rows = emptyRows(2).map((r, i) => ({
      ...r,
      code: 'C',
      quantity: String(i + 1),
      result: found(9, i + 1),
    }));
    expect(buyableItems(rows)).toEqual([{ sku_id: 9, quantity: 3 }]);
  });
});
