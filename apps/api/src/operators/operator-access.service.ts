import { ADMIN_ROLE, allPermissions, type Permission } from '@labmall/contract';
import { findUserById } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db.ts';
import { permissionsOfRoles } from './built-in-roles.ts';
import { type FullDataView, recordFullDataView } from './full-data-views.repository.ts';
import { rolesOfOperator } from './operators.repository.ts';

/**
 * What an operator may do, and the audit log of what they were shown. Dispatch asks `permissionsOf`
 * before every `auth: 'operator'` route and compares the route's declared permission (ADR 37). Read on
 * every such request (no cache), so a revoked operator or an edited role takes effect at the next call.
 */
export function createOperatorAccess({ db, phones = [] }: { db: Db; phones?: readonly string[] }) {
  const bootstrap = new Set(phones);

  /**
   * The union of the member's roles' permissions, or null when they are no operator. A member whose
   * number is in OPERATOR_PHONES (operator-config.ts) is the store's first administrator: 管理员,
   * whatever the database says, so the store can be set up before anyone is granted anything.
   */
  async function permissionsOf(userId: number): Promise<ReadonlySet<Permission> | null> {
    if (userId === 0) return null;
    if (bootstrap.size > 0) {
      const user = await findUserById(db, userId);
      if (user !== undefined && bootstrap.has(user.phone)) return new Set(allPermissions);
    }
    const held = await rolesOfOperator(db, userId);
    return held ? permissionsOfRoles(held) : null;
  }

  return {
    permissionsOf,
    /** The operator themselves, with what they may do: the console builds its menus from this. */
    async me(userId: number) {
      const user = await findUserById(db, userId);
      const held = await rolesOfOperator(db, userId);
      const permissions = (await permissionsOf(userId)) ?? new Set<Permission>();
      const roleNames = held?.map((role) => role.name) ?? [];
      if (user !== undefined && bootstrap.has(user.phone) && !roleNames.includes(ADMIN_ROLE)) {
        roleNames.unshift(ADMIN_ROLE);
      }
      return {
        id: userId,
        name: user?.nickname || user?.username || user?.phone || '',
        roles: roleNames,
        permissions: allPermissions.filter((p) => permissions.has(p)),
      };
    },
    /** Whether this member holds `permission` as an operator (the full ID number, inside a handler). */
    async hasPermission(userId: number, permission: Permission) {
      return (await permissionsOf(userId))?.has(permission) ?? false;
    },
    /** One line of the audit log: this operator was shown this member's `field` in full. */
    recordFullDataView: (view: FullDataView) => recordFullDataView(db, view),
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
