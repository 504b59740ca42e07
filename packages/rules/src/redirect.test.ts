import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    // What browsers strip first would turn these into `//host`.
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r/evil', '/'],
    [' //evil', '/'],
    ['\t//evil', '/'],
    ['\u0000//evil', '/'],
    ['/\t\\evil', '/'],
    // Off-site spelled plainly.
    ['//evil', '/'],
    ['/\\evil', '/'],
    ['\\\\evil', '/'],
    ['https://evil', '/'],
    ['http:evil', '/'],
    ['javascript:alert(1)', '/'],
    [' javascript:alert(1)', '/'],
    // Paths that the parser normalises into `//host`.
    ['/.//evil', '/'],
    ['/a/..//evil', '/'],
    ['/%2e//evil', '/'],
    // Not a path at all.
    ['evil', '/'],
    ['?x=1', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
    // Login and registration would loop.
    ['/login', '/'],
    ['/login?redirect=/x', '/'],
    ['/Login', '/'],
    ['/register', '/'],
    ['/register/success?redirect=/x', '/'],
  ])('when the target is %j, then it falls back to %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    ['/user/order?x=1#h', '/user/order?x=1#h'],
    ['/list?keyword=a', '/list?keyword=a'],
    // Percent-encoded, a tab stays inside a path segment: still this site.
    ['/%09/evil', '/%09/evil'],
    ['/a/../user', '/user'],
    ['  /user\n', '/user'],
    ['/list?keyword=乙腈', '/list?keyword=%E4%B9%99%E8%85%88'],
    ['/loginx', '/loginx'],
  ])('when the target is %j, then it is kept as %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('when the target is refused, then the caller’s fallback is returned', () => {
    expect(safeRedirect('//evil', '')).toBe('');
    expect(safeRedirect(null, '/user')).toBe('/user');
  });
});
