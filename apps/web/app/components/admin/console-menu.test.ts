import { describe, expect, it } from 'vitest';
import { entryOf, mayOpen, visibleMenu } from './console-menu';

const orderClerk = ['orders.view', 'orders.ship', 'orders.cancel', 'inquiries.view'];

describe('the console menu and page guard', () => {
  it('when an operator holds only the 订单 role, then the menu has 工作台, 订单 and 询价 and no 财务', () => {
    const groups = visibleMenu(orderClerk).map((g) => g.label);
    expect(groups).toEqual(['工作台', '订单', '询价']);
  });

  it('when an operator holds 退款 (orders.refund), then 财务 offers 退款管理 and its page opens; the 订单 role may not open it', () => {
    const finance = visibleMenu(['orders.refund']).find((g) => g.label === '财务');
    expect(finance?.entries.map((e) => e.label)).toEqual(['退款管理']);
    expect(mayOpen('/admin/finance/refunds', ['orders.refund'])).toBe(true);
    expect(mayOpen('/admin/finance/refunds', orderClerk)).toBe(false);
  });

  it('when an operator holds 发票登记与红冲 (finance.invoices), then 财务 offers 发票管理 and its page opens; 退款 alone may not open it', () => {
    const finance = visibleMenu(['finance.invoices']).find((g) => g.label === '财务');
    expect(finance?.entries.map((e) => e.label)).toEqual(['发票管理']);
    expect(mayOpen('/admin/finance/invoices', ['finance.invoices'])).toBe(true);
    expect(mayOpen('/admin/finance/invoices', ['orders.refund', ...orderClerk])).toBe(false);
  });

  it('when an operator holds no permission, then only the 工作台 is shown', () => {
    expect(visibleMenu([]).map((g) => g.label)).toEqual(['工作台']);
  });

  it('when a page lies below an entry, then it is guarded by that entry’s permission', () => {
    expect(entryOf('/admin/orders/20261125000001')?.to).toBe('/admin/orders');
    expect(entryOf('/admin')?.to).toBe('/admin');
    expect(entryOf('/admin/staff/roles')?.label).toBe('角色与权限');
    expect(entryOf('/admin/staff')?.label).toBe('员工管理');
    expect(mayOpen('/admin/orders/20261125000001', orderClerk)).toBe(true);
    expect(mayOpen('/admin/finance/transfers', orderClerk)).toBe(false);
    expect(mayOpen('/admin/orders', ['finance.transfers'])).toBe(false);
    expect(mayOpen('/admin', [])).toBe(true);
  });
});
