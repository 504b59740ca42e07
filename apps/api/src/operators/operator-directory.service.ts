import type { Db } from '../platform/db.ts';
import { isOperator, operatorNames } from './operators.repository.ts';

/**
 * Who the operators are, for other components that name them (an inquiry's assignee, who answered):
 * whether an id is an operator's, and the names people read.
 */
export function createOperatorDirectory({ db }: { db: Db }) {
  return {
    exists: (operatorId: number) => isOperator(db, operatorId),
    namesOf: (operatorIds: readonly number[]) => operatorNames(db, operatorIds),
  };
}

export type OperatorDirectory = ReturnType<typeof createOperatorDirectory>;
