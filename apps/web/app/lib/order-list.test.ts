import { describe, expect, it } from 'vitest';
import { mergeItems, orderListCookie } from './order-list';

describe('order_list', () => {
  it('when the cart checks out, then the cookie names source 2 and no items', () => {
    expect(decodeURIComponent(orderListCookie({ source: 2 }))).toBe(
      'order_list={"source":2}; path=/; SameSite=Lax',
    );
  });

  it('when a quick order checks out, then its items travel as 立即购买’s do', () => {
    const cookie = orderListCookie({ source: 3, items: [{ sku_id: 7, quantity: 2 }] });
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('order_list='.length)))).toEqual({
      source: 3,
      items: [{ sku_id: 7, quantity: 2 }],
    });
  });

  it('merges lines of one SKU', () => {
    expect(
      mergeItems([
        { sku_id: 1, quantity: 2 },
        { sku_id: 2, quantity: 1 },
        { sku_id: 1, quantity: 3 },
      ]),
    ).toEqual([
      { sku_id: 1, quantity: 5 },
      { sku_id: 2, quantity: 1 },
    ]);
  });
});
