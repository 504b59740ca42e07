import type { Db } from '../platform/db.ts';
import { isOperator } from './operators.repository.ts';

/**
 * The transport asks this before an `auth: 'operator'` route runs. Read on every such request (no
 * cache), so a revoked operator loses access at their next call, not at their next login.
 */
export function createOperatorAccess(db: Db) {
  return {
    isOperator: (userId: number) => isOperator(db, userId),
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
