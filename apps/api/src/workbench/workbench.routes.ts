import { adminWorkbench } from '@labmall/contract/workbench';
import { defineRoute } from '../platform/route.ts';

export const workbenchRoutes = [
  defineRoute({ ...adminWorkbench, handler: ({ user, deps }) => deps.workbench.of(user.id) }),
];
