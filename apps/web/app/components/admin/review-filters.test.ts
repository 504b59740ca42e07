import { describe, expect, it } from 'vitest';
import { licenceFilters, licenceSearch, verificationFilters } from './review-filters';

const url = (query: string) => new URLSearchParams(query);

describe('the review queues’ filters in the URL', () => {
  it('when the 工作台’s links are opened, then the queues show what they promise', () => {
    expect(verificationFilters(url('state=pending'))).toEqual({ state: 'pending', index: 1 });
    expect(licenceFilters(url('state=pending'))).toEqual({ state: 'pending', expiring: null, index: 1 });
    expect(licenceFilters(url('state=approved&expiring=30'))).toEqual({
      state: 'approved',
      expiring: 30,
      index: 1,
    });
  });

  it('when 到期 is chosen with another state, then it is about approved licences, as the API reads it', () => {
    const filters = licenceFilters(url('state=pending&expiring=90&index=2'));
    expect(filters).toEqual({ state: 'approved', expiring: 90, index: 2 });
    expect(licenceSearch(filters)).toBe('state=approved&expiring=90&index=2');
  });

  it('when the URL holds a value of no filter, then the queue falls back to 待审核 instead of failing', () => {
    expect(verificationFilters(url('state=lost&index=-3'))).toEqual({ state: 'pending', index: 1 });
    expect(licenceFilters(url('state=lost&expiring=-1'))).toEqual({
      state: 'pending',
      expiring: null,
      index: 1,
    });
    expect(licenceFilters(url('expiring=9999')).expiring).toBeNull();
    expect(licenceSearch(licenceFilters(url('')))).toBe('state=pending');
  });
});
