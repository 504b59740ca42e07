import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import type { RoleGrant } from './built-in-roles.ts';
import { operatorRoles, roles } from './operators.schema.ts';
import { staff } from './staff.schema.ts';

/**
 * The roles this staff member holds, in one query; undefined when there is no such staff member or
 * they are disabled (a staff member may hold no role, and then may do nothing).
 */
export async function rolesOfOperator(db: DbOrTx, staffId: number): Promise<RoleGrant[] | undefined> {
  if (staffId === 0) return undefined;
  const rows = await db
    .select({
      name: roles.name,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
    })
    .from(staff)
    .leftJoin(operatorRoles, eq(operatorRoles.staffId, staff.id))
    .leftJoin(roles, eq(roles.id, operatorRoles.roleId))
    .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)));
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) =>
    r.name === null || r.builtIn === null || r.permissions === null
      ? []
      : [{ name: r.name, builtIn: r.builtIn, permissions: r.permissions }],
  );
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  builtIn: roles.builtIn,
  permissions: roles.permissions,
  updatedAt: roles.updatedAt,
};
export type RoleRow = { id: number; name: string; builtIn: boolean; permissions: string[]; updatedAt: Date };

/** Every role with how many staff members (disabled ones too) hold it, built-in first. */
export async function listRoles(db: DbOrTx) {
  return db
    .select({ ...roleColumns, operatorCount: count(operatorRoles.staffId) })
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

/**
 * Which staff members hold each role: (staff, role) pairs, for counting who holds a permission. A
 * disabled staff member holds nothing: they cannot log in to use it.
 */
export async function roleHolders(db: DbOrTx) {
  return db
    .select({ staffId: operatorRoles.staffId, roleId: operatorRoles.roleId })
    .from(operatorRoles)
    .innerJoin(staff, and(eq(staff.id, operatorRoles.staffId), isNull(staff.disabledAt)));
}

/** Whether this is a staff member who may still log in (an inquiry is assigned only to one). */
export async function isActiveStaff(db: DbOrTx, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)))
    .limit(1);
  return row !== undefined;
}

/** The names people read for these staff members (display name, else username); unknown ids are left out. */
export async function operatorNames(
  db: DbOrTx,
  operatorIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(operatorIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, displayName: staff.displayName, username: staff.username })
    .from(staff)
    .where(inArray(staff.id, ids));
  return new Map(rows.map((r) => [r.id, r.displayName || r.username]));
}

/** Every staff member who may log in, with the roles they hold (none: an empty list), by id. */
export async function activeStaffRoles(db: DbOrTx) {
  const rows = await db
    .select({
      id: staff.id,
      displayName: staff.displayName,
      username: staff.username,
      name: roles.name,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
    })
    .from(staff)
    .leftJoin(operatorRoles, eq(operatorRoles.staffId, staff.id))
    .leftJoin(roles, eq(roles.id, operatorRoles.roleId))
    .where(isNull(staff.disabledAt))
    .orderBy(asc(staff.id));
  const byId = new Map<number, { id: number; name: string; roles: RoleGrant[] }>();
  for (const row of rows) {
    const one = byId.get(row.id) ?? { id: row.id, name: row.displayName || row.username, roles: [] };
    byId.set(row.id, one);
    if (row.name !== null && row.builtIn !== null && row.permissions !== null) {
      one.roles.push({ name: row.name, builtIn: row.builtIn, permissions: row.permissions });
    }
  }
  return [...byId.values()];
}
