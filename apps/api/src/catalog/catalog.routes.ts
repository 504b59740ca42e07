import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';

export const catalogOptionRoutes = [
  defineRoute({
    method: 'GET',
    path: '/product/group',
    summary: '首页与页头的商品分组（一级类目）',
    auth: 'public',
    payload: z.object({}),
    answer: z.array(
      z.object({
        group_name: z.string().describe('分组名称'),
        link: z.object({ params: z.object({ product_type_id: z.number().int() }) }),
      }),
    ),
    handler: async ({ deps }) =>
      (await deps.catalogOptions.groups()).map((g) => ({
        group_name: g.name,
        link: { params: { product_type_id: g.id } },
      })),
  }),
  defineRoute({
    method: 'GET',
    path: '/product_type/options',
    summary: '商品分类选项（全部层级，pid 为 0 表示顶级）',
    auth: 'public',
    payload: z.object({}),
    answer: z.array(z.object({ id: z.number().int(), pid: z.number().int(), option: z.string() })),
    handler: async ({ deps }) =>
      (await deps.catalogOptions.productTypes()).map((t) => ({ id: t.id, pid: t.pid ?? 0, option: t.name })),
  }),
  defineRoute({
    method: 'GET',
    path: '/couponInfo/brandOptions',
    summary: '品牌选项',
    auth: 'public',
    payload: z.object({}),
    answer: z.array(z.object({ id: z.number().int(), brand_name: z.string() })),
    handler: async ({ deps }) =>
      (await deps.catalogOptions.brands()).map((b) => ({ id: b.id, brand_name: b.name })),
  }),
  defineRoute({
    method: 'GET',
    path: '/brand/list',
    summary: '品牌馆：全部品牌，按拼音首字母排列，附商品数',
    auth: 'public',
    payload: z.object({}),
    answer: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        name_en: z.string(),
        initial: z.string().describe('拼音首字母 A–Z，其他为 #'),
        logo: z.string().nullable(),
        product_count: z.number().int(),
      }),
    ),
    handler: async ({ deps }) =>
      (await deps.catalogOptions.brandWall()).map((b) => ({
        id: b.id,
        name: b.name,
        name_en: b.nameEn,
        initial: b.initial,
        logo: b.logo,
        product_count: Number(b.productCount),
      })),
  }),
];
