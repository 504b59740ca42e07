import { z } from 'zod';
import { defineContract } from './define.ts';

export const productGroup = defineContract({
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
});

export const productTypeOptions = defineContract({
  method: 'GET',
  path: '/product_type/options',
  summary: '商品分类选项（全部层级，pid 为 0 表示顶级）',
  auth: 'public',
  payload: z.object({}),
  answer: z.array(z.object({ id: z.number().int(), pid: z.number().int(), option: z.string() })),
});

export const couponInfoBrandOptions = defineContract({
  method: 'GET',
  path: '/couponInfo/brandOptions',
  summary: '品牌选项',
  auth: 'public',
  payload: z.object({}),
  answer: z.array(z.object({ id: z.number().int(), brand_name: z.string() })),
});

export const brandList = defineContract({
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
});
