import { productSuggest, SUGGEST_OPTIONS, SUGGEST_PRODUCTS } from '@labmall/contract/suggest';
import { defineRoute } from '../platform/route.ts';
import { normalizeText } from '../search/text-tokens.ts';
import { engineContext } from './catalogue.routes.ts';
import { suggestList } from './search-engine.ts';

/**
 * What the header box offers as the buyer types (issue 6 item 8). Never a price. The products are the
 * first of what the list shows for the same text (one engine, search-engine.ts): a half-typed word is
 * matched as a prefix there too, so whatever the box offers, pressing Enter finds.
 */
export const suggestRoutes = [
  defineRoute({
    ...productSuggest,
    handler: async ({ payload, deps }) => {
      const needle = normalizeText(payload.keyword).toLowerCase();
      const [found, types, brands] = await Promise.all([
        suggestList(deps.db, payload.keyword, engineContext(deps), SUGGEST_PRODUCTS),
        deps.catalogueOptions.productTypes(),
        deps.catalogueOptions.brandWall(),
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
          .slice(0, SUGGEST_OPTIONS)
          .map((t) => ({ id: t.id, name: t.name })),
        brands: brands
          .filter((b) => b.name.toLowerCase().includes(needle) || b.nameEn.toLowerCase().includes(needle))
          .slice(0, SUGGEST_OPTIONS)
          .map((b) => ({ id: b.id, name: b.name })),
      };
    },
  }),
];
