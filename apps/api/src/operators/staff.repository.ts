import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { operatorRoles, roles } from './operators.schema.ts';
import { staff, staffLoginTickets, staffRecoveryCodes, staffSessions } from './staff.schema.ts';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** The row, locked for the rest of the transaction: one login step at a time per account. */
export async function lockStaff(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/** Inserts a staff member unless the user name is taken (in any case); undefined when it is. */
export async function insertStaff(
  db: DbOrTx,
  values: { username: string; displayName: string; passwordHash: string | null },
): Promise<StaffRow | undefined> {
  const [row] = await db
    .insert(staff)
    .values({ ...values, passwordChangedAt: values.passwordHash ? sql`now()` : null })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateStaff(db: DbOrTx, id: number, change: Partial<typeof staff.$inferInsert>) {
  await db.update(staff).set(change).where(eq(staff.id, id));
}

export async function listStaff(db: DbOrTx) {
  return db.select().from(staff).orderBy(asc(staff.id));
}

/** Role names of each of these staff members, by staff id. */
export async function roleNamesOf(db: DbOrTx, staffIds: number[]): Promise<Map<number, string[]>> {
  const byStaff = new Map<number, string[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select({ staffId: operatorRoles.staffId, name: roles.name })
    .from(operatorRoles)
    .innerJoin(roles, eq(roles.id, operatorRoles.roleId))
    .where(inArray(operatorRoles.staffId, staffIds))
    .orderBy(asc(roles.id));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.name);
  return byStaff;
}

export async function rolesByName(db: DbOrTx, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...names]));
}

/** Replaces the staff member's roles with these. */
export async function setStaffRoles(db: DbOrTx, staffId: number, roleIds: number[]) {
  await db.delete(operatorRoles).where(eq(operatorRoles.staffId, staffId));
  if (roleIds.length > 0)
    await db.insert(operatorRoles).values(roleIds.map((roleId) => ({ staffId, roleId })));
}

// Recovery codes

export async function replaceRecoveryCodes(db: DbOrTx, staffId: number, codeHashes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (codeHashes.length > 0)
    await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Spends the unused code with this hash; false when there is none (wrong, or already used). */
export async function spendRecoveryCode(db: DbOrTx, staffId: number, codeHash: string): Promise<boolean> {
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}

// Login tickets (between the password and the second factor)

export async function insertTicket(db: DbOrTx, values: typeof staffLoginTickets.$inferInsert) {
  await db.insert(staffLoginTickets).values(values);
}

export async function findLiveTicket(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffLoginTickets)
    .where(
      and(
        eq(staffLoginTickets.tokenHash, tokenHash),
        isNull(staffLoginTickets.usedAt),
        gt(staffLoginTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function updateTicket(
  db: DbOrTx,
  id: number,
  change: Partial<typeof staffLoginTickets.$inferInsert>,
) {
  await db.update(staffLoginTickets).set(change).where(eq(staffLoginTickets.id, id));
}

/** Every ticket of the staff member is spent: a password change or a reset leaves none half-way. */
export async function endTickets(db: DbOrTx, staffId: number) {
  await db
    .update(staffLoginTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffLoginTickets.staffId, staffId), isNull(staffLoginTickets.usedAt)));
}

// Sessions

export async function insertStaffSession(db: DbOrTx, values: typeof staffSessions.$inferInsert) {
  const [row] = await db.insert(staffSessions).values(values).returning({ id: staffSessions.id });
  return row!.id;
}

/** The session unless revoked, past its absolute expiry or idle since `seenSince`, with a staff member not disabled. */
export async function findLiveStaffSession(
  db: DbOrTx,
  tokenHash: string,
  at: { now: Date; seenSince: Date },
) {
  const [row] = await db
    .select({ id: staffSessions.id, staffId: staffSessions.staffId, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, at.now),
        gt(staffSessions.lastSeenAt, at.seenSince),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

export async function touchStaffSession(db: DbOrTx, id: number, at: Date) {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export async function revokeStaffSession(db: DbOrTx, id: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Ends every session of the staff member (password, roles, disabling or second factor changed). */
export async function endStaffSessions(db: DbOrTx, staffId: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
