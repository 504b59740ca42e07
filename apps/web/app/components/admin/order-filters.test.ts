import { describe, expect, it } from 'vitest';
import { filtersFromUrl, filtersToSearch } from './order-filters';

describe('the 订单 list’s filters in the URL', () => {
  it('when a shared link is opened, then the same filters come back, defaults left out of the address', () => {
    const search = new URLSearchParams('state=paid&company=研究所&overdue=1&index=3&controlled=yes');
    const filters = filtersFromUrl(search);
    expect(filters).toMatchObject({
      state: 'paid',
      company: '研究所',
      overdue: true,
      index: 3,
      controlled: 'yes',
    });
    expect(filtersToSearch(filters).toString()).toBe(
      new URLSearchParams('state=paid&controlled=yes&overdue=1&index=3&company=研究所').toString(),
    );
  });

  it('when the URL holds a value of no filter, then the list shows 全部 instead of failing', () => {
    expect(filtersFromUrl(new URLSearchParams('state=lost&pay_method=cash&index=-2'))).toMatchObject({
      state: 'all',
      pay_method: 'all',
      index: 1,
    });
    expect(filtersToSearch(filtersFromUrl(new URLSearchParams(''))).toString()).toBe('');
  });
});
