import type { Db } from '../platform/db.ts';
import { isActiveStaff, operatorNames } from './operators.repository.ts';

/**
 * Who the staff are, for other components that name them (an inquiry's assignee, who answered):
 * whether an id is a staff member's who may log in, and the names people read.
 */
export function createOperatorDirectory({ db }: { db: Db }) {
  return {
    exists: (operatorId: number) => isActiveStaff(db, operatorId),
    namesOf: (operatorIds: readonly number[]) => operatorNames(db, operatorIds),
  };
}

export type OperatorDirectory = ReturnType<typeof createOperatorDirectory>;
