import { findUserById } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db.ts';
import { type FullDataView, recordFullDataView } from './full-data-views.repository.ts';
import { hasRole, isOperator } from './operators.repository.ts';
import type { OperatorRole } from './operators.schema.ts';

/**
 * Who may act as an operator, and the audit log of what they were shown. The transport asks
 * `isOperator` before an `auth: 'operator'` route runs. Read on every such request (no cache), so a
 * revoked operator loses access at their next call, not at their next login.
 */
export function createOperatorAccess({ db, phones = [] }: { db: Db; phones?: readonly string[] }) {
  const bootstrap = new Set(phones);
  return {
    /** A granted operator, or a member whose number is in OPERATOR_PHONES (operator-config.ts). */
    async isOperator(userId: number) {
      if (await isOperator(db, userId)) return true;
      if (bootstrap.size === 0 || userId === 0) return false;
      const user = await findUserById(db, userId);
      return user !== undefined && bootstrap.has(user.phone);
    },
    hasRole: (userId: number, role: OperatorRole) => hasRole(db, userId, role),
    /** One line of the audit log: this operator was shown this member's `field` in full. */
    recordFullDataView: (view: FullDataView) => recordFullDataView(db, view),
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
