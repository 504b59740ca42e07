import type { Permission } from '@labmall/contract/permissions';
import { useRouteLoaderData } from 'react-router';
import type { Operator } from './console-menu';

/** Whether the signed-in operator holds a permission: for a page's buttons (the shell asked /admin/me). */
export function useMay() {
  const shell = useRouteLoaderData('routes/admin/layout') as { operator: Operator | null } | undefined;
  return (permission: Permission) => shell?.operator?.permissions.includes(permission) ?? false;
}
