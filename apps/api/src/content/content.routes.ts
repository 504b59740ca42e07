import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import { listNavEntries, type NavRow, readConfig } from './content.repository.ts';

const linkSchema = z.object({
  type: z.number().int().describe('业务链接类型（SPEC §2 链接类型）'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe('链接参数，如 product_type_id'),
});
const namedLink = z.object({ name: z.string(), url: z.string() });

export const sysConfigSchema = z.object({
  pc_bottom_nav: z.array(z.object({ title: z.string(), list: z.array(namedLink) })).describe('页脚导航分组'),
  pc_copyright_info: z.string().describe('版权信息（纯文本）'),
  pc_login_bottom_nav: z.array(namedLink).describe('登录页底部链接'),
  pc_selling_points: z.array(z.object({ title: z.string(), desc: z.string() })).describe('页脚三大卖点'),
  qr_codes: z
    .array(z.object({ name: z.string(), image: z.string() }))
    .describe('二维码：小程序、公众号、手机版'),
  customer_service: z.object({ name: z.string(), url: z.string() }).describe('在线客服入口'),
});
type SysConfig = z.infer<typeof sysConfigSchema>;

/** What the storefront shows when the merchant has not configured a key yet. */
const configDefaults: SysConfig = {
  pc_bottom_nav: [],
  pc_copyright_info: '',
  pc_login_bottom_nav: [],
  pc_selling_points: [],
  qr_codes: [],
  customer_service: { name: '在线客服', url: '' },
};
const configKeys = Object.keys(configDefaults) as (keyof SysConfig)[];

interface NavNode {
  name: string;
  code: string;
  link: z.infer<typeof linkSchema>;
  list: { name: string; link: z.infer<typeof linkSchema> }[];
  promotion_img: string;
  children: NavNode[];
}
const navNode: z.ZodType<NavNode> = z.lazy(() =>
  z.object({
    name: z.string().describe('菜单名称'),
    code: z.string().describe('菜单编码（唯一）'),
    link: linkSchema,
    list: z.array(z.object({ name: z.string(), link: linkSchema })).describe('下拉面板中的快捷链接'),
    promotion_img: z.string().describe('推广图地址，可为空'),
    children: z.array(navNode).describe('子菜单'),
  }),
);

function toTree(rows: NavRow[]): NavNode[] {
  const nodes = new Map<number, NavNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      name: row.name,
      code: row.code,
      link: row.link,
      list: row.list,
      promotion_img: row.promotionImg ?? '',
      children: [],
    });
  }
  const roots: NavNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export const contentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/sys/config',
    summary: '系统配置：页脚导航、版权、登录页底部链接、卖点、二维码、客服',
    auth: 'public',
    payload: z.object({}),
    answer: sysConfigSchema,
    handler: async ({ deps }) => {
      const stored = await readConfig(deps.db, configKeys);
      const result: Record<string, unknown> = { ...configDefaults };
      for (const key of configKeys) {
        const parsed = sysConfigSchema.shape[key].safeParse(stored.get(key));
        // A malformed stored value falls back to the default rather than breaking every page.
        if (parsed.success) result[key] = parsed.data;
      }
      return result as SysConfig;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/home/nav/list',
    summary: '顶部导航菜单（树形）',
    auth: 'public',
    payload: z.object({}),
    answer: z.array(navNode),
    handler: async ({ deps }) => toTree(await listNavEntries(deps.db)),
  }),
];
