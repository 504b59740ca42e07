import { describe, expect, it } from 'vitest';
import { oneOf, pageIndex, textOf, toSearch } from './list-query';

describe('a console list’s query', () => {
  it('when the URL holds unknown or missing values, then the defaults stand', () => {
    const search = new URLSearchParams('state=odd&index=-3&target=%20%20');
    expect(oneOf(['all', 'open'] as const, search.get('state'))).toBe('all');
    expect(oneOf(['all', 'open'] as const, 'open')).toBe('open');
    expect(pageIndex(search)).toBe(1);
    expect(pageIndex(new URLSearchParams('index=4'))).toBe(4);
    expect(textOf(search, 'target')).toBeUndefined();
  });

  it('when values are defaults, then they are left out of the address', () => {
    expect(toSearch({ state: 'all', index: 1, route: '' })).toBe('');
    expect(toSearch({ state: 'open', index: 2, route: undefined })).toBe('?state=open&index=2');
  });
});
