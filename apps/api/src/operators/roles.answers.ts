import { allPermissions, isPermission, type Permission } from '@labmall/contract';
import { isAdministrator } from './built-in-roles.ts';
import type { RoleRow } from './operators.repository.ts';

/** A role as administrators see it: 管理员 with every permission, other roles with the codes still in the list. */
export function roleAnswer(row: RoleRow & { operatorCount: number }) {
  const permissions: Permission[] = isAdministrator(row)
    ? [...allPermissions]
    : row.permissions.filter(isPermission);
  return {
    id: row.id,
    name: row.name,
    built_in: row.builtIn,
    permissions,
    operator_count: row.operatorCount,
    updated_at: row.updatedAt.toISOString(),
  };
}
