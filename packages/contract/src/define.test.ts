import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { routeContracts } from './index.ts';
import { allPermissions } from './permissions.ts';

describe('the permission in a route contract', () => {
  it('when a route is an operator route, then it must name a permission from the list, and no other route may', () => {
    const shape = { payload: z.object({}), answer: z.object({}), summary: '示例' } as const;
    // The other three are checked by `npm run typecheck`: each @ts-expect-error fails it if the line compiles.
    const declared = defineContract({
      method: 'GET',
      path: '/admin/example',
      auth: 'operator',
      permission: 'orders.view',
      ...shape,
    });
    expect(declared.permission).toBe('orders.view');
    // @ts-expect-error an operator route without a permission
    defineContract({ method: 'GET', path: '/admin/example', auth: 'operator', ...shape });
    defineContract({
      method: 'GET',
      path: '/admin/example',
      auth: 'operator',
      // @ts-expect-error a permission that is not in the list
      permission: 'orders.delete',
      ...shape,
    });
    defineContract({
      method: 'GET',
      path: '/user/example',
      auth: 'member',
      // @ts-expect-error a member route naming a permission
      permission: 'orders.view',
      ...shape,
    });
  });

  it('every operator contract names a known permission at run time too', () => {
    const operatorRoutes = routeContracts.filter((c) => c.auth === 'operator');
    expect(operatorRoutes.length).toBeGreaterThan(0);
    const anyOperator = operatorRoutes.filter((c) => c.permission === null).map((c) => c.path);
    for (const c of operatorRoutes.filter((c) => c.permission !== null)) {
      expect(allPermissions, c.path).toContain(c.permission);
    }
    // Open to every operator only what concerns their own account and their own work list.
    expect(anyOperator.sort()).toEqual(['/admin/auth/logout', '/admin/me', '/admin/workbench']);
    for (const c of routeContracts.filter((c) => c.auth !== 'operator'))
      expect(c.permission, c.path).toBeUndefined();
  });
});
