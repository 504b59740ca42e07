import { ADMIN_ROLE, allPermissions } from '@labmall/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes.ts';
import { builtInRoles, businessRoleNames, permissionsOfRoles, staffManagers } from './built-in-roles.ts';

const role = (name: string, permissions: string[], builtIn = false) => ({ name, builtIn, permissions });

describe('what holding roles allows', () => {
  it('when an operator holds several roles, then they may do the union of their permissions', () => {
    const allowed = permissionsOfRoles([
      role('发货员', ['orders.view', 'orders.ship']),
      role('对账', ['orders.view', 'finance.credit_view']),
    ]);
    expect([...allowed].sort()).toEqual(['finance.credit_view', 'orders.ship', 'orders.view']);
  });

  it('when an operator holds no role, then they may do nothing', () => {
    expect(permissionsOfRoles([]).size).toBe(0);
  });

  it('when a stored code is no longer in the list, then it allows nothing', () => {
    expect([
      ...permissionsOfRoles([role('旧角色', ['orders.view', 'view_id_numbers', 'orders.delete'])]),
    ]).toEqual(['orders.view']);
  });

  it('when the role is the built-in 管理员, then it allows every permission whatever its row says', () => {
    expect(permissionsOfRoles([role(ADMIN_ROLE, [], true)])).toEqual(new Set(allPermissions));
    // A role an administrator made cannot borrow the name's power: names are unique, and this one is not built in.
    expect(permissionsOfRoles([role(ADMIN_ROLE, ['orders.view'])])).toEqual(new Set(['orders.view']));
  });
});

describe('the seeded roles', () => {
  it('are the seven of issue 33', () => {
    expect(builtInRoles.map((r) => r.name)).toEqual([
      '管理员',
      '订单',
      '财务',
      '商品',
      '内容',
      '合规',
      '客服',
    ]);
    expect(builtInRoles[0]!.permissions).toEqual(allPermissions);
  });

  it('the six business roles together allow every operator route, but neither full ID numbers, the role editor nor the audit log', () => {
    const union = permissionsOfRoles(
      builtInRoles.filter((r) => businessRoleNames.includes(r.name)).map((r) => ({ ...r, builtIn: true })),
    );
    expect(allPermissions.filter((p) => !union.has(p)).sort()).toEqual([
      'members.view_id_numbers',
      'staff.manage',
      'system.audit',
    ]);
  });

  it('every permission is needed by some operator route, but the full ID number, which handlers ask about', () => {
    const declared = new Set(allRoutes.flatMap((r) => (r.auth === 'operator' ? [r.permission] : [])));
    expect(allPermissions.filter((p) => !declared.has(p))).toEqual(['members.view_id_numbers']);
  });
});

describe('who may manage roles', () => {
  const roles = [
    { id: 1, ...role(ADMIN_ROLE, [], true) },
    { id: 2, ...role('店长', ['staff.manage', 'orders.view']) },
    { id: 3, ...role('订单', ['orders.view'], true) },
  ];

  it('is every operator holding 管理员 or another role with staff.manage', () => {
    const holders = [
      { staffId: 10, roleId: 1 },
      { staffId: 11, roleId: 2 },
      { staffId: 12, roleId: 3 },
    ];
    expect([...staffManagers(roles, holders)].sort()).toEqual([10, 11]);
  });

  it('is nobody when the only role with staff.manage loses it and nobody holds 管理员', () => {
    const holders = [
      { staffId: 11, roleId: 2 },
      { staffId: 12, roleId: 3 },
    ];
    const after = roles.map((r) => (r.id === 2 ? { ...r, permissions: ['orders.view'] } : r));
    expect(staffManagers(roles, holders).size).toBe(1);
    expect(staffManagers(after, holders).size).toBe(0);
  });
});
