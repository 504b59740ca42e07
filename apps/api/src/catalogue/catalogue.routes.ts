import { productDetail, productList } from '@labmall/contract/catalogue';
import { formatYuan, parseListFilter } from '@labmall/rules';
import { invalid, notFound } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import { normalizeText } from '../search/text-tokens.ts';
import { categoryPath, findProductDetail } from './product-detail.repository.ts';
import { controlledLabel, hazardText, sanitizeDescription } from './product-labels.ts';
import { MAX_TOTAL } from './product-query.ts';
import { type EngineContext, searchList } from './search-engine.ts';

function totalText(total: number): string {
  return total > MAX_TOTAL ? `${MAX_TOTAL.toLocaleString('en-US')}+` : total.toLocaleString('en-US');
}

/** What the search engine needs besides the database: the brand names, from the cached brand wall. */
export function engineContext(deps: {
  catalogueOptions: {
    brandWall: () => Promise<{ name: string; nameEn: string }[]>;
    productTypes: () => Promise<{ id: number; name: string }[]>;
  };
}): EngineContext {
  return {
    productTypes: () => deps.catalogueOptions.productTypes(),
    brandNames: async () =>
      (await deps.catalogueOptions.brandWall()).flatMap((b) =>
        [b.name, b.nameEn].filter(Boolean).map((n) => normalizeText(n).toLowerCase()),
      ),
  };
}

export const catalogueRoutes = [
  defineRoute({
    ...productList,
    handler: async ({ payload, user, deps }) => {
      if (user.id === 0 && payload.sort.startsWith('price')) throw invalid({ sort: '登录后才能按价格排序' });
      const filter = parseListFilter(payload.filter);
      const keyword = payload.keyword?.trim() ?? '';
      const found = await searchList(
        deps.db,
        {
          keyword,
          ...(filter.productTypeId !== undefined ? { productTypeId: filter.productTypeId } : {}),
          brandIds: filter.brandIds,
          sort: payload.sort,
          offset: (payload.index - 1) * payload.pageSize,
          limit: payload.pageSize,
        },
        engineContext(deps),
      );
      const { rows, total, facets, truncated, search } = found;
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          name_en: r.nameEn,
          cas: r.cas,
          grade: r.grade,
          brand_name: r.brandName,
          min_price: r.minPriceFen === null ? null : formatYuan(r.minPriceFen),
        })),
        total,
        total_text: totalText(total),
        truncated,
        // Absent, not undefined, when the search was exact: pages get what JSON would carry.
        ...(search ? { search } : {}),
        facets,
      };
    },
  }),
  defineRoute({
    ...productDetail,
    handler: async ({ payload, deps }) => {
      const found = await findProductDetail(deps.db, payload.id);
      if (!found) throw notFound('商品不存在');
      const { product: p } = found;
      const answer = {
        id: p.id,
        name: p.name,
        name_en: p.nameEn,
        synonyms: p.synonyms,
        cas: p.cas,
        mdl: p.mdl,
        formula: p.formula,
        mw: p.mw,
        grade: p.grade,
        storage: p.storage,
        hazards: p.hazards.map((code) => ({ code, text: hazardText(code) })),
        controlled: p.controlled.map((code) => ({ code, label: controlledLabel(code) })),
        description: sanitizeDescription(p.description),
        images: p.images,
        documents: p.documents,
        product_type_id: p.productTypeId,
        category_path: categoryPath(await deps.catalogueOptions.productTypes(), p.productTypeId),
        brand_id: p.brandId,
        brand_name: p.brandName,
        skus: found.skus.map((s) => ({
          id: s.id,
          sku: s.sku,
          spec: s.spec,
          pack: s.pack,
          stock: s.stock,
          min_qty: s.minQty,
          step: s.step,
          lead_days: s.leadDays,
          on_sale: s.onSale,
          price: formatYuan(s.priceFen),
        })),
        related: found.related.map((r) => ({
          id: r.id,
          name: r.name,
          cas: r.cas,
          grade: r.grade,
          brand_name: r.brandName,
        })),
      };
      return answer;
    },
  }),
];
