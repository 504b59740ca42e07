import { z } from 'zod';
import { textField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';
import { normalizeText } from '../search/text-tokens.ts';
import { MAX_QUERY_CHARS, queryTokens } from '../search/tokenizer.ts';
import { toTsQueryText } from '../search/tsquery.ts';
import { suggestProducts } from './suggest.repository.ts';

/** What the header box offers as the buyer types (issue 6 item 8). Never a price. */

const PRODUCTS = 8;
const OPTIONS = 4;

const option = z.object({ id: z.number().int(), name: z.string() });

export const suggestRoutes = [
  defineRoute({
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
        .describe(`最多 ${PRODUCTS} 个`),
      categories: z.array(option).describe(`最多 ${OPTIONS} 个`),
      brands: z.array(option).describe(`最多 ${OPTIONS} 个`),
    }),
    handler: async ({ payload, deps }) => {
      const tsquery = toTsQueryText(queryTokens(payload.keyword), { prefixPartial: true });
      const needle = normalizeText(payload.keyword).toLowerCase();
      const [found, types, brands] = await Promise.all([
        tsquery ? suggestProducts(deps.db, tsquery, PRODUCTS) : [],
        deps.catalogOptions.productTypes(),
        deps.catalogOptions.brandWall(),
      ]);
      return {
        products: found.map((p) => ({
          id: p.id,
          name: p.name,
          name_en: p.nameEn,
          cas: p.cas,
          grade: p.grade,
        })),
        categories: types
          .filter((t) => t.name.toLowerCase().includes(needle))
          .slice(0, OPTIONS)
          .map((t) => ({ id: t.id, name: t.name })),
        brands: brands
          .filter((b) => b.name.toLowerCase().includes(needle) || b.nameEn.toLowerCase().includes(needle))
          .slice(0, OPTIONS)
          .map((b) => ({ id: b.id, name: b.name })),
      };
    },
  }),
];
