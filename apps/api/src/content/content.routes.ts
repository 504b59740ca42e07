import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import { navNode, sysConfigSchema } from './content.contract.ts';

export const contentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/sys/config',
    summary: '系统配置：页脚导航、版权、登录页底部链接、卖点、二维码、客服',
    auth: 'public',
    payload: z.object({}),
    answer: sysConfigSchema,
    handler: ({ deps }) => deps.content.sysConfig(),
  }),
  defineRoute({
    method: 'GET',
    path: '/home/nav/list',
    summary: '顶部导航菜单（树形）',
    auth: 'public',
    payload: z.object({}),
    answer: z.array(navNode),
    handler: ({ deps }) => deps.content.navTree(),
  }),
];
