import type { Permission } from '@labmall/contract';
import type { Db } from '../platform/db.ts';
import { permissionsOfRoles } from './built-in-roles.ts';
import { activeStaffRoles, isActiveStaff, operatorNames } from './operators.repository.ts';

/**
 * Who the staff are, for other components that name them (an inquiry's assignee, who answered):
 * whether an id is a staff member's who may log in, the names people read, and who holds a permission
 * (whom an inquiry may be given to: its assigner need not manage staff to see them).
 */
export function createOperatorDirectory({ db }: { db: Db }) {
  return {
    exists: (operatorId: number) => isActiveStaff(db, operatorId),
    namesOf: (operatorIds: readonly number[]) => operatorNames(db, operatorIds),
    async holding(permission: Permission): Promise<{ id: number; name: string }[]> {
      const everyone = await activeStaffRoles(db);
      return everyone
        .filter((one) => permissionsOfRoles(one.roles).has(permission))
        .map(({ id, name }) => ({ id, name }));
    },
  };
}

export type OperatorDirectory = ReturnType<typeof createOperatorDirectory>;
