import { ADMIN_ROLE } from '@labmall/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { RoleGrant } from './built-in-roles.ts';
import { operatorRoles, operators, roles } from './operators.schema.ts';

export async function isOperator(db: DbOrTx, userId: number): Promise<boolean> {
  if (userId === 0) return false;
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * The roles this member holds as an operator, in one query; undefined when they are no operator
 * (an operator may hold no role, and then may do nothing).
 */
export async function rolesOfOperator(db: DbOrTx, userId: number): Promise<RoleGrant[] | undefined> {
  if (userId === 0) return undefined;
  const rows = await db
    .select({
      userId: operators.userId,
      name: roles.name,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
    })
    .from(operators)
    .leftJoin(operatorRoles, eq(operatorRoles.userId, operators.userId))
    .leftJoin(roles, eq(roles.id, operatorRoles.roleId))
    .where(eq(operators.userId, userId));
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) =>
    r.name === null || r.builtIn === null || r.permissions === null
      ? []
      : [{ name: r.name, builtIn: r.builtIn, permissions: r.permissions }],
  );
}

export type GrantOutcome = 'granted' | 'already' | 'revoked' | 'not-operator' | 'no-member' | 'no-role';

const memberByPhone = async (db: DbOrTx, phone: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1))[0];

const roleByName = async (db: DbOrTx, name: string) =>
  (await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1))[0];

/**
 * Makes the member with this mobile number an operator holding 管理员 (or, with `revoke`, an ordinary
 * member again). An existing operator keeps the roles they have.
 */
export async function setOperator(db: DbOrTx, phone: string, revoke = false): Promise<GrantOutcome> {
  const member = await memberByPhone(db, phone);
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
  if (added.length === 0) return 'already';
  const admin = await roleByName(db, ADMIN_ROLE);
  if (admin)
    await db.insert(operatorRoles).values({ userId: member.id, roleId: admin.id }).onConflictDoNothing();
  return 'granted';
}

/**
 * Gives the member with this number the role named `roleName` (making them an operator first if need
 * be), or with `revoke` takes just that role away; they stay an operator.
 */
export async function setOperatorRole(
  db: DbOrTx,
  phone: string,
  roleName: string,
  revoke = false,
): Promise<GrantOutcome> {
  const member = await memberByPhone(db, phone);
  if (!member) return 'no-member';
  const role = await roleByName(db, roleName);
  if (!role) return 'no-role';
  if (revoke) {
    const removed = await db
      .delete(operatorRoles)
      .where(and(eq(operatorRoles.userId, member.id), eq(operatorRoles.roleId, role.id)))
      .returning({ userId: operatorRoles.userId });
    return removed.length > 0 ? 'revoked' : 'not-operator';
  }
  await db.insert(operators).values({ userId: member.id }).onConflictDoNothing();
  const added = await db
    .insert(operatorRoles)
    .values({ userId: member.id, roleId: role.id })
    .onConflictDoNothing()
    .returning({ userId: operatorRoles.userId });
  return added.length > 0 ? 'granted' : 'already';
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  builtIn: roles.builtIn,
  permissions: roles.permissions,
  updatedAt: roles.updatedAt,
};
export type RoleRow = { id: number; name: string; builtIn: boolean; permissions: string[]; updatedAt: Date };

/** Every role with how many operators hold it, built-in first. */
export async function listRoles(db: DbOrTx) {
  return db
    .select({ ...roleColumns, operatorCount: count(operatorRoles.userId) })
    .from(roles)
    .leftJoin(operatorRoles, eq(operatorRoles.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(sql`${roles.builtIn} desc`, asc(roles.id));
}

/**
 * Every role's row, locked in id order for the rest of the transaction: role edits run one after
 * another, so two of them cannot each take `staff.manage` from the last holder's two roles.
 */
export async function lockRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select(roleColumns).from(roles).orderBy(asc(roles.id)).for('update');
}

export async function insertRole(db: DbOrTx, role: { name: string; permissions: string[] }) {
  const [row] = await db
    .insert(roles)
    .values(role)
    .onConflictDoNothing({ target: roles.name })
    .returning(roleColumns);
  return row;
}

export async function updateRole(db: DbOrTx, id: number, change: { name: string; permissions: string[] }) {
  const [row] = await db
    .update(roles)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(roles.id, id))
    .returning(roleColumns);
  return row;
}

/** Which operators hold each role: (user, role) pairs, for counting who holds a permission. */
export async function roleHolders(db: DbOrTx) {
  return db.select({ userId: operatorRoles.userId, roleId: operatorRoles.roleId }).from(operatorRoles);
}

/** The names people read for these operators (nickname, else username): ids that are no operator's are left out. */
export async function operatorNames(
  db: DbOrTx,
  operatorIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(operatorIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.userId, nickname: users.nickname, username: users.username })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(inArray(operators.userId, ids));
  return new Map(rows.map((r) => [r.id, r.nickname || r.username || `运营${r.id}`]));
}
