import { and, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { type OperatorRole, operators } from './operators.schema.ts';

export async function isOperator(db: DbOrTx, userId: number): Promise<boolean> {
  if (userId === 0) return false;
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Whether this member is an operator holding `role`; read on every call, like isOperator. */
export async function hasRole(db: DbOrTx, userId: number, role: OperatorRole): Promise<boolean> {
  if (userId === 0) return false;
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(and(eq(operators.userId, userId), sql`${role}::text = any(${operators.roles})`))
    .limit(1);
  return row !== undefined;
}

export type GrantOutcome = 'granted' | 'already' | 'revoked' | 'not-operator' | 'no-member';

/** Makes the member with this mobile number an operator (or, with `revoke`, an ordinary member again). */
export async function setOperator(db: DbOrTx, phone: string, revoke = false): Promise<GrantOutcome> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!member) return 'no-member';
  if (revoke) {
    const removed = await db
      .delete(operators)
      .where(eq(operators.userId, member.id))
      .returning({ userId: operators.userId });
    return removed.length > 0 ? 'revoked' : 'not-operator';
  }
  const added = await db
    .insert(operators)
    .values({ userId: member.id })
    .onConflictDoNothing()
    .returning({ userId: operators.userId });
  return added.length > 0 ? 'granted' : 'already';
}

/**
 * Gives the member with this number `role` (making them an operator first if need be), or with
 * `revoke` takes just that role away; they stay an operator.
 */
export async function setOperatorRole(
  db: DbOrTx,
  phone: string,
  role: OperatorRole,
  revoke = false,
): Promise<GrantOutcome> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!member) return 'no-member';
  const holds = sql`${role}::text = any(${operators.roles})`;
  if (revoke) {
    const changed = await db
      .update(operators)
      .set({ roles: sql`array_remove(${operators.roles}, ${role}::text)` })
      .where(and(eq(operators.userId, member.id), holds))
      .returning({ userId: operators.userId });
    return changed.length > 0 ? 'revoked' : 'not-operator';
  }
  const added = await db
    .insert(operators)
    .values({ userId: member.id, roles: [role] })
    .onConflictDoUpdate({
      target: operators.userId,
      set: { roles: sql`array_append(${operators.roles}, ${role}::text)` },
      setWhere: sql`not (${holds})`,
    })
    .returning({ userId: operators.userId });
  return added.length > 0 ? 'granted' : 'already';
}
