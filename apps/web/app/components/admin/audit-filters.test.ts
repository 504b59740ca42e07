import { describe, expect, it } from 'vitest';
import { auditFiltersFromUrl, shown, targetText } from './audit-filters';

describe('操作日志’s filters in the URL', () => {
  it('when the URL holds filters, then they are read; defaults and nonsense are left out', () => {
    const search = new URLSearchParams(
      'operator_id=7&target=%20LM1%20&route=/admin/orders&from=2026-11-01&outcome=refused&index=3',
    );
    expect(auditFiltersFromUrl(search)).toEqual({
      filters: {
        operator_id: 7,
        target: 'LM1',
        route: '/admin/orders',
        from: '2026-11-01',
        outcome: 'refused',
      },
      index: 3,
    });
    expect(auditFiltersFromUrl(new URLSearchParams('operator_id=x&outcome=all'))).toEqual({
      filters: {},
      index: 1,
    });
  });

  it('shows a change’s values as people read them', () => {
    expect(shown(null)).toBe('—');
    expect(shown('paid')).toBe('paid');
    expect(shown({ carrier: '顺丰速运' })).toBe('{"carrier":"顺丰速运"}');
  });

  it('names a record’s objects, each value once', () => {
    expect(targetText({ order: '2026', number: '2026' })).toBe('订单 2026');
    expect(targetText({ licence: 3, user: 12, odd: 'x' })).toBe('证照 3，会员 12，odd x');
    expect(targetText({})).toBe('—');
  });
});
