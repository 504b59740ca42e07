import { describe, expect, it } from 'vitest';
import { listQuery, listSearch } from './list-query';

const STATES = ['pending', 'paid', 'rejected'] as const;

describe('a finance list’s state and page in the URL', () => {
  it('when the URL names a known state and a page, then the list reads them', () => {
    expect(listQuery(new URLSearchParams('state=paid&index=3'), STATES)).toEqual({ state: 'paid', index: 3 });
  });

  it('when the URL names no state, an unknown one or a bad page, then it is the first state, page 1', () => {
    expect(listQuery(new URLSearchParams(''), STATES)).toEqual({ state: 'pending', index: 1 });
    expect(listQuery(new URLSearchParams('state=closed&index=-2'), STATES)).toEqual({
      state: 'pending',
      index: 1,
    });
    expect(listQuery(new URLSearchParams('index=x'), STATES).index).toBe(1);
  });

  it('when a list is addressed, then the state is always said and the page only past 1', () => {
    expect(listSearch('pending')).toBe('?state=pending');
    expect(listSearch('paid', 2)).toBe('?state=paid&index=2');
  });
});
