import { allPermissions } from '@labmall/contract';
import { staffPasswordProblem } from '@labmall/contract/staff';
import type { Db, DbOrTx } from '../platform/db.ts';
import { conflict, fieldConflict, invalid, notFound } from '../platform/errors.ts';
import { permissionsOfRoles, staffManagers } from './built-in-roles.ts';
import { lockRoles, roleHolders, rolesOfOperator } from './operators.repository.ts';
import {
  endStaffSessions,
  endTickets,
  findStaffById,
  insertStaff,
  listStaff,
  lockStaff,
  replaceRecoveryCodes,
  roleNamesOf,
  type StaffRow,
  setStaffRoles,
  updateStaff,
} from './staff.repository.ts';
import { hashStaffPassword } from './staff-secrets.ts';

export const staffMessages = {
  notFound: '员工不存在',
  usernameTaken: '用户名已被使用',
  unknownRole: (name: string) => `没有名为“${name}”的角色`,
  lastManager: '操作后将没有任何员工拥有“角色与权限管理”权限，请先把该权限交给其他员工',
} as const;

export interface NewStaff {
  username: string;
  name: string;
  password: string;
  roles: readonly string[];
}

const answer = (row: StaffRow, roles: string[], now = Date.now()) => ({
  id: row.id,
  username: row.username,
  name: row.displayName,
  roles,
  disabled: row.disabledAt !== null,
  locked: row.lockedUntil !== null && row.lockedUntil.getTime() > now,
  totp_enrolled: row.totpEnabledAt !== null,
  password_set: row.passwordHash !== null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Staff accounts (ADR 42): created, given roles, disabled, their password or second factor reset, by
 * administrators through the API or by the `npm run ops` CLI. Each change of trust ends the staff
 * member's sessions and half-done logins. No change may leave the store without a live staff member
 * who can manage staff (the same guard as role edits, roles.service.ts).
 */
export function createStaffService({ db }: { db: Db }) {
  /** The role ids for these names, every role row locked for the transaction; refuses an unknown name. */
  async function rolesFor(tx: DbOrTx, names: readonly string[]) {
    const locked = await lockRoles(tx);
    const ids = [...new Set(names)].map((name) => {
      const role = locked.find((r) => r.name === name);
      if (!role) throw invalid({ roles: staffMessages.unknownRole(name) });
      return role.id;
    });
    return { locked, ids };
  }

  /** Refuses a change after which nobody live could manage staff, when someone could before. */
  async function guardManagers(
    tx: DbOrTx,
    locked: Awaited<ReturnType<typeof lockRoles>>,
    change: (holders: { staffId: number; roleId: number }[]) => { staffId: number; roleId: number }[],
  ) {
    const holders = await roleHolders(tx);
    if (staffManagers(locked, holders).size > 0 && staffManagers(locked, change(holders)).size === 0)
      throw conflict(staffMessages.lastManager);
  }

  async function shown(id: number) {
    const row = await findStaffById(db, id);
    if (!row) throw notFound(staffMessages.notFound);
    return answer(row, (await roleNamesOf(db, [id])).get(id) ?? []);
  }

  async function endAccess(tx: DbOrTx, id: number) {
    await endStaffSessions(tx, id);
    await endTickets(tx, id);
  }

  return {
    /** The staff member themselves, with what they may do: the console builds its menus from this. */
    async me(staffId: number) {
      const row = await findStaffById(db, staffId);
      const held = (await rolesOfOperator(db, staffId)) ?? [];
      const permissions = permissionsOfRoles(held);
      return {
        id: staffId,
        name: row?.displayName || row?.username || '',
        roles: held.map((role) => role.name),
        permissions: allPermissions.filter((p) => permissions.has(p)),
      };
    },

    async list() {
      const rows = await listStaff(db);
      const roles = await roleNamesOf(
        db,
        rows.map((r) => r.id),
      );
      return { list: rows.map((row) => answer(row, roles.get(row.id) ?? [])) };
    },

    async create(input: NewStaff) {
      const problem = staffPasswordProblem(input.username, input.password);
      if (problem) throw invalid({ password: problem });
      const passwordHash = await hashStaffPassword(input.password);
      const id = await db.transaction(async (tx) => {
        const { ids } = await rolesFor(tx, input.roles);
        const row = await insertStaff(tx, {
          username: input.username,
          displayName: input.name,
          passwordHash,
        });
        if (!row) throw fieldConflict('username', staffMessages.usernameTaken);
        await setStaffRoles(tx, row.id, ids);
        return row.id;
      });
      return shown(id);
    },

    async setRoles(id: number, names: readonly string[]) {
      await db.transaction(async (tx) => {
        const { locked, ids } = await rolesFor(tx, names);
        if (!(await lockStaff(tx, id))) throw notFound(staffMessages.notFound);
        await guardManagers(tx, locked, (holders) => [
          ...holders.filter((h) => h.staffId !== id),
          ...ids.map((roleId) => ({ staffId: id, roleId })),
        ]);
        await setStaffRoles(tx, id, ids);
        await endAccess(tx, id);
      });
      return shown(id);
    },

    async setDisabled(id: number, disabled: boolean) {
      await db.transaction(async (tx) => {
        const locked = await lockRoles(tx);
        const row = await lockStaff(tx, id);
        if (!row) throw notFound(staffMessages.notFound);
        if (disabled) {
          await guardManagers(tx, locked, (holders) => holders.filter((h) => h.staffId !== id));
          if (row.disabledAt === null) await updateStaff(tx, id, { disabledAt: new Date() });
          await endAccess(tx, id);
        } else {
          await updateStaff(tx, id, { disabledAt: null });
        }
      });
      return shown(id);
    },

    /** A new password, the lock lifted; every session and half-done login of theirs ends. */
    async resetPassword(id: number, password: string) {
      const row = await findStaffById(db, id);
      if (!row) throw notFound(staffMessages.notFound);
      const problem = staffPasswordProblem(row.username, password);
      if (problem) throw invalid({ password: problem });
      const passwordHash = await hashStaffPassword(password);
      await db.transaction(async (tx) => {
        await updateStaff(tx, id, {
          passwordHash,
          passwordChangedAt: new Date(),
          failedAttempts: 0,
          failuresSince: null,
          lockedUntil: null,
        });
        await endAccess(tx, id);
      });
      return shown(id);
    },

    /** The second factor off: enrolled again at the next login; the recovery codes are void. */
    async resetTotp(id: number) {
      await db.transaction(async (tx) => {
        if (!(await lockStaff(tx, id))) throw notFound(staffMessages.notFound);
        await updateStaff(tx, id, {
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          failedAttempts: 0,
          failuresSince: null,
          lockedUntil: null,
        });
        await replaceRecoveryCodes(tx, id, []);
        await endAccess(tx, id);
      });
      return shown(id);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
