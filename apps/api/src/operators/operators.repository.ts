import { eq } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { operators } from './operators.schema.ts';

export async function isOperator(db: DbOrTx, userId: number): Promise<boolean> {
  if (userId === 0) return false;
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId))
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
