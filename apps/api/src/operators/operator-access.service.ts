import type { Permission } from '@labmall/contract';
import type { Db } from '../platform/db.ts';
import { permissionsOfRoles } from './built-in-roles.ts';
import { type FullDataView, recordFullDataView } from './full-data-views.repository.ts';
import { rolesOfOperator } from './operators.repository.ts';
import type { StaffAuthService } from './staff-auth.service.ts';

/**
 * What a staff member may do, and the audit log of what they were shown. Dispatch resolves staff
 * sessions here and asks `permissionsOf` before every `auth: 'operator'` route, comparing the route's
 * declared permission (ADR 37, 42). Read on every such request (no cache), so a disabled account or an
 * edited role takes effect at the next call.
 */
export function createOperatorAccess({ db, staffAuth }: { db: Db; staffAuth: StaffAuthService }) {
  /** The union of the staff member's roles' permissions, or null when there is no such live staff member. */
  async function permissionsOf(staffId: number): Promise<ReadonlySet<Permission> | null> {
    const held = await rolesOfOperator(db, staffId);
    return held ? permissionsOfRoles(held) : null;
  }

  return {
    permissionsOf,
    resolveSession: staffAuth.resolveSession,
    /** Whether this staff member holds `permission` (the full ID number, inside a handler). */
    async hasPermission(staffId: number, permission: Permission) {
      return (await permissionsOf(staffId))?.has(permission) ?? false;
    },
    /** One line of the audit log: this staff member was shown this member's `field` in full. */
    recordFullDataView: (view: FullDataView) => recordFullDataView(db, view),
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
