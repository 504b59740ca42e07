import type { Db } from '../platform/db.ts';
import { hasRole, isOperator } from './operators.repository.ts';
import type { OperatorRole } from './operators.schema.ts';

/**
 * The transport asks this before an `auth: 'operator'` route runs. Read on every such request (no
 * cache), so a revoked operator loses access at their next call, not at their next login.
 */
export function createOperatorAccess(db: Db) {
  return {
    isOperator: (userId: number) => isOperator(db, userId),
    hasRole: (userId: number, role: OperatorRole) => hasRole(db, userId, role),
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
