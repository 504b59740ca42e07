import { homeNavList, sysConfig } from '@labmall/contract/content';
import { defineRoute } from '../platform/route.ts';

export const contentRoutes = [
  defineRoute({
    ...sysConfig,
    handler: ({ deps }) => deps.content.sysConfig(),
  }),
  defineRoute({
    ...homeNavList,
    handler: ({ deps }) => deps.content.navTree(),
  }),
];
