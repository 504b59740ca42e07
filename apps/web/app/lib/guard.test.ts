import { describe, expect, it } from 'vitest';
import { type GuardInput, guard, pageUrl } from './guard';

const member = { id: 7, identification: 1, credit: 100_00 };
const visitor = { id: 0, identification: -1, credit: 0 };

const run = (path: string, user: GuardInput['user'], hasOrderList = false) => {
  const url = new URL(path, 'http://shop.test');
  return guard({ pathname: url.pathname, search: url.searchParams, user, hasOrderList });
};

describe('route guard (SPEC §4)', () => {
  it.each([
    // logged in on /login or /register → /
    ['/login', member, false, '/'],
    ['/register', member, false, '/'],
    ['/login', visitor, false, null],
    ['/register', visitor, false, null],
    // /register/datum: only while identification is -1
    ['/register/datum', { ...member, identification: -1 }, false, null],
    ['/register/datum', { ...member, identification: 0 }, false, '/'],
    ['/register/datum', { ...member, identification: 2 }, false, '/'],
    // /order without a cached order list, by source
    ['/order?source=2', member, false, '/cart'],
    ['/order?source=3', member, false, '/quick'],
    ['/order?source=1&id=42', member, false, '/item/42'],
    ['/order?source=1', member, false, '/'],
    ['/order?source=4&id=9', member, false, '/points/9'],
    ['/order?source=4', member, false, '/'],
    ['/order?source=1&id=../admin', member, false, '/'],
    ['/order?source=9&id=1', member, false, '/'],
    ['/order', member, false, '/'],
    ['/order?source=2', member, true, null],
    // /user/bill with zero credit
    ['/user/bill', { ...member, credit: 0 }, false, '/user/bill/record'],
    ['/user/bill', member, false, null],
    ['/user/bill/record', { ...member, credit: 0 }, false, null],
    // logged out on member pages → /login, keeping the target
    ['/user', visitor, false, '/login?redirect=%2Fuser'],
    ['/user/order/2026001?tab=1', visitor, false, '/login?redirect=%2Fuser%2Forder%2F2026001%3Ftab%3D1'],
    ['/register/datum', visitor, false, '/login?redirect=%2Fregister%2Fdatum'],
    ['/register/success', visitor, false, '/login?redirect=%2Fregister%2Fsuccess'],
    ['/cart', visitor, false, '/login?redirect=%2Fcart'],
    ['/order', visitor, true, '/login?redirect=%2Forder'],
    ['/pay', visitor, false, '/login?redirect=%2Fpay'],
    ['/quick', visitor, false, '/login?redirect=%2Fquick'],
    // public pages pass for everyone
    ['/', visitor, false, null],
    ['/list?keyword=乙腈', visitor, false, null],
    ['/item/3', visitor, false, null],
    ['/users', visitor, false, null],
    ['/cart', member, false, null],
    ['/user/config', member, false, null],
  ])('%s (%j, order list %s) → %s', (path, user, hasOrderList, expected) => {
    expect(run(path, user, hasOrderList)).toBe(expected);
  });

  it('applies the rules in the spec’s order: a visitor’s /order falls back by source before the login rule', () => {
    expect(run('/order?source=2', visitor)).toBe('/cart');
  });
});

describe('pageUrl', () => {
  it.each([
    ['http://s/user.data?_routes=root', '/user', ''],
    ['http://s/_root.data', '/', ''],
    ['http://s/order.data?source=2&_routes=root%2Croutes%2Forder', '/order', 'source=2'],
    ['http://s/list?keyword=a', '/list', 'keyword=a'],
  ])('%s → %s', (raw, pathname, search) => {
    const url = pageUrl(raw);
    expect(url.pathname).toBe(pathname);
    expect(url.searchParams.toString()).toBe(search);
  });
});
