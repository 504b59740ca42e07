import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch';

describe('prefetch decision', () => {
  it.each([
    [undefined, true],
    [null, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ saveData: true }, false],
  ])('when the connection is %j, then prefetch allowed is %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});
