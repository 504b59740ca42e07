import { allPermissions, type Permission, permissionGroups, permissionList } from '@labmall/contract';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { conflict, fieldConflict, notFound } from '../platform/errors.ts';
import { isAdministrator, staffManagers } from './built-in-roles.ts';
import { insertRole, listRoles, lockRoles, roleHolders, updateRole } from './operators.repository.ts';
import { roleAnswer } from './roles.answers.ts';

export const roleMessages = {
  notFound: '角色不存在',
  nameTaken: '已有同名角色',
  builtInName: '内置角色不能改名',
  administrator: '管理员始终拥有全部权限，不能修改',
  lastManager: '修改后将没有任何运营人员拥有“角色与权限管理”权限，请先把该权限交给其他角色或人员',
} as const;

export interface RoleInput {
  id?: number | undefined;
  name: string;
  permissions: Permission[];
}

/** Roles as data (ADR 37): administrators list them and create or edit them; operators get them by CLI. */
export function createRolesService({ db }: { db: Db }) {
  return {
    permissions() {
      return {
        groups: Object.entries(permissionGroups).map(([code, label]) => ({ code, label })),
        list: permissionList.map(({ code, label, group }) => ({ code, label, group })),
      };
    },

    async list() {
      return { list: (await listRoles(db)).map(roleAnswer) };
    },

    /**
     * Creates a role (no id) or replaces an existing one's name and permissions. Built-in roles keep
     * their names, and 管理员 its permissions (all of them). The guard for the last administrator: with
     * every role row locked, the edit is refused if some operator could manage roles before it and
     * none could after it, so roles can never be locked away from everyone by a role edit.
     */
    async save(input: RoleInput) {
      const permissions = allPermissions.filter((code) => input.permissions.includes(code));
      return db.transaction(async (tx) => {
        const locked = await lockRoles(tx);
        const target = input.id === undefined ? undefined : locked.find((r) => r.id === input.id);
        if (input.id !== undefined && !target) throw notFound(roleMessages.notFound);
        if (target?.builtIn && target.name !== input.name)
          throw fieldConflict('name', roleMessages.builtInName);
        if (locked.some((r) => r.name === input.name && r.id !== target?.id))
          throw fieldConflict('name', roleMessages.nameTaken);
        if (target && isAdministrator(target)) throw conflict(roleMessages.administrator);

        const holders = await roleHolders(tx);
        if (target) {
          const after = locked.map((r) => (r.id === target.id ? { ...r, permissions } : r));
          if (staffManagers(locked, holders).size > 0 && staffManagers(after, holders).size === 0)
            throw conflict(roleMessages.lastManager);
        }
        const row = target
          ? await updateRole(tx, target.id, { name: input.name, permissions })
          : await insertRole(tx, { name: input.name, permissions });
        if (!row) throw fieldConflict('name', roleMessages.nameTaken);
        recordChange(
          { role: row.id },
          target ? { name: target.name, permissions: target.permissions } : null,
          { name: row.name, permissions: row.permissions },
        );
        const operatorCount = holders.filter((h) => h.roleId === row.id).length;
        return roleAnswer({ ...row, operatorCount });
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
