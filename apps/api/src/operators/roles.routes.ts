import { adminMe, adminPermissions, adminRoleSave, adminRoles } from '@labmall/contract/roles';
import { defineRoute } from '../platform/route.ts';

export const roleRoutes = [
  defineRoute({ ...adminMe, handler: ({ user, deps }) => deps.staff.me(user.id) }),
  defineRoute({ ...adminPermissions, handler: async ({ deps }) => deps.roles.permissions() }),
  defineRoute({ ...adminRoles, handler: ({ deps }) => deps.roles.list() }),
  defineRoute({ ...adminRoleSave, handler: ({ payload, deps }) => deps.roles.save(payload) }),
];
