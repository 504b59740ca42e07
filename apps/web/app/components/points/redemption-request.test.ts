import { describe, expect, it } from 'vitest';
import { orderListCookie } from '../../lib/order-list';
import { orderFallback, orderLinesRequest, redemptionRequest } from '../order/order-source';

const cookieOf = (list: Parameters<typeof orderListCookie>[0]) => orderListCookie(list).split(';')[0]!;
const search = (query: string) => new URLSearchParams(query);

describe('the redemption /order reads (source 4)', () => {
  const cached = cookieOf({ source: 4, items: [{ points_item_id: 7, quantity: 2 }] });

  it('when the cookie holds the gift the URL names, then its id and quantity', () => {
    expect(redemptionRequest(search('source=4&id=7'), cached)).toEqual({ id: 7, quantity: 2 });
    expect(redemptionRequest(search('source=4'), cached)).toEqual({ id: 7, quantity: 2 });
  });

  it('when there is no list, another gift, another source or a malformed line, then null', () => {
    expect(redemptionRequest(search('source=4&id=7'), null)).toBeNull();
    expect(redemptionRequest(search('source=4&id=8'), cached)).toBeNull();
    expect(redemptionRequest(search('source=1&id=7'), cached)).toBeNull();
    const bad = cookieOf({ source: 4, items: [{ points_item_id: 7, quantity: 0 }] });
    expect(redemptionRequest(search('source=4&id=7'), bad)).toBeNull();
    const goods = cookieOf({ source: 1, items: [{ sku_id: 7, quantity: 1 }] });
    expect(redemptionRequest(search('source=4&id=7'), goods)).toBeNull();
  });

  it('when source 4 has nothing to redeem, then /order goes back to the gift (SPEC §4), never to goods', () => {
    expect(orderFallback(search('source=4&id=7'))).toBe('/points/7');
    expect(orderLinesRequest(search('source=4&id=7'), cached)).toBeNull();
  });
});
