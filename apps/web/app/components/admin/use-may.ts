import type { Permission } from '@labmall/contract/permissions';
import { useRouteLoaderData } from 'react-router';
import type { Operator } from './console-menu';

/** Whether the signed-in operator holds a permission: for a page's buttons (the shell asked /admin/me). */
export function useMay() {
  const operator = useOperator();
  return (permission: Permission) => operator?.permissions.includes(permission) ?? false;
}

/** Who is signed in to the console (the shell's `/admin/me`), e.g. to name them in what they just did. */
export function useOperator(): Operator | null {
  const shell = useRouteLoaderData('routes/admin/layout') as { operator: Operator | null } | undefined;
  return shell?.operator ?? null;
}
