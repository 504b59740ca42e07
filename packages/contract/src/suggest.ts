import { z } from 'zod';
import { MAX_QUERY_CHARS } from './catalogue.ts';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';

/** How many products, and how many categories and brands, the header box offers. */
export const SUGGEST_PRODUCTS = 8;
export const SUGGEST_OPTIONS = 4;

const option = z.object({ id: z.number().int(), name: z.string() });

export const productSuggest = defineContract({
  method: 'GET',
  path: '/product/suggest',
  summary: '搜索框联想：商品、分类、品牌（输入时调用，不含价格）',
  auth: 'public',
  payload: z.object({
    keyword: textField({
      max: MAX_QUERY_CHARS,
      trim: true,
      tooLong: `关键词不能超过 ${MAX_QUERY_CHARS} 字`,
    }).min(1, '请输入关键词'),
  }),
  answer: z.object({
    products: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          name_en: z.string(),
          cas: z.string().nullable(),
          grade: z.string().describe('规格/纯度：同名商品以此区分'),
        }),
      )
      .describe(`最多 ${SUGGEST_PRODUCTS} 个`),
    categories: z.array(option).describe(`最多 ${SUGGEST_OPTIONS} 个`),
    brands: z.array(option).describe(`最多 ${SUGGEST_OPTIONS} 个`),
  }),
});
