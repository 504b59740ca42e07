import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, inputMessages, textField } from './input-rules.ts';
import { permissionGroups, permissionList } from './permissions.ts';

/** Roles and permissions (ADR 37): what administrators see and change; operators get roles by CLI. */

const permissionCode = z.enum(
  permissionList.map((p) => p.code),
  { error: '没有这个权限' },
);

const role = z.object({
  id: z.number().int(),
  name: z.string(),
  built_in: z.boolean().describe('内置角色：名称不可改；管理员始终拥有全部权限，不可修改'),
  permissions: z.array(permissionCode).describe('权限代码；管理员为全部'),
  operator_count: z.number().int().describe('拥有该角色的运营人员数'),
  updated_at: z.string(),
});

export const adminPermissions = defineContract({
  method: 'GET',
  path: '/admin/permissions',
  summary: '运营：全部权限（代码、名称、分组），运营接口与后台菜单按此授权',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({}),
  answer: z.object({
    groups: z.array(z.object({ code: z.enum(Object.keys(permissionGroups)), label: z.string() })),
    list: z.array(z.object({ code: permissionCode, label: z.string(), group: z.string() })),
  }),
});

export const adminRoles = defineContract({
  method: 'GET',
  path: '/admin/roles',
  summary: '运营：全部角色及其权限与人数，内置角色在前',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({}),
  answer: z.object({ list: z.array(role) }),
});

export const adminRoleSave = defineContract({
  method: 'POST',
  path: '/admin/roles/save',
  summary:
    '运营：新建（不传 id）或修改角色的名称与权限（整体替换）。内置角色不可改名，管理员的权限不可修改；若修改后没有任何运营人员拥有“角色与权限管理”，拒绝（409）',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({
    id: idField('角色编号须为正整数').optional(),
    name: textField({ max: 20, trim: true, displayName: true, tooLong: '角色名称不能超过20个字符' }).min(
      1,
      '请填写角色名称',
    ),
    permissions: z
      .array(permissionCode, { error: inputMessages.array })
      .max(permissionList.length, inputMessages.manyItems(permissionList.length)),
  }),
  answer: role,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminMe = defineContract({
  method: 'GET',
  path: '/admin/me',
  summary: '运营：当前运营人员本人、其角色与权限（后台据此显示菜单与按钮）',
  auth: 'operator',
  permission: null,
  payload: z.object({}),
  answer: z.object({
    id: z.number().int(),
    name: z.string().describe('显示名称'),
    roles: z.array(z.string()).describe('角色名称'),
    permissions: z.array(permissionCode).describe('权限代码，各角色权限的并集'),
  }),
});
