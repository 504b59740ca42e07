import { SUGGEST_OPTIONS, SUGGEST_PRODUCTS } from '@labmall/contract/suggest';
import { parseListFilter } from '@labmall/rules';
import {
  type ChargedPrice,
  chargedPrices,
  nextActivityPriceChange,
} from '../activities/activities.service.ts';
import type { Db } from '../platform/db.ts';
import { invalid, notFound } from '../platform/errors.ts';
import type { PurgeSignal } from '../platform/ttl-cache.ts';
import { normalizeText } from '../search/text-tokens.ts';
import {
  brandOptionAnswer,
  brandWallAnswer,
  detailAnswer,
  groupAnswer,
  historyItemAnswer,
  listItemAnswer,
  type ProductCharged,
  productTypeOptionAnswer,
  type SkuSds,
  suggestedProductAnswer,
  totalText,
} from './catalogue.answers.ts';
import type { CatalogueOptions } from './catalogue-options.service.ts';
import { clearHistory, deleteVisit, listHistory, productExists, recordVisit } from './history.repository.ts';
import { createListAnswerCache } from './list-answer-cache.ts';
import { findProductDetail } from './product-detail.repository.ts';
import { type ListSort, listRowsByIds } from './product-query.ts';
import type { EngineContext } from './search/context.ts';
import { searchList } from './search/list.ts';
import { suggestList } from './search/suggest.ts';
import { productIdPage } from './sitemap.repository.ts';
import { onSaleSkuPrices } from './sku-prices.repository.ts';

/**
 * What other components use of the catalogue's data access as it is: a product's lowest on-sale price as
 * a column (the home page's product lists), and writing a catalogue of rows (the demo seed; the import
 * script) with its structures' search fingerprints.
 */
export { minPrice } from './product-query.ts';
export { fillStructureFingerprints } from './structure-search/fill-fingerprints.ts';
export { upsertCatalogue } from './upsert-catalogue.ts';

type ListQuery = {
  keyword?: string | undefined;
  filter?: string | undefined;
  mw_min?: number | undefined;
  mw_max?: number | undefined;
  sort: ListSort;
} & Page;

interface Page {
  index: number;
  pageSize: number;
}

/** Root → leaf, from the (cached) category list. The depth guard stops a corrupted tree from looping. */
function categoryPath(
  types: readonly { id: number; pid: number | null; name: string }[],
  leafId: number,
): { id: number; name: string }[] {
  const byId = new Map(types.map((t) => [t.id, t]));
  const path: { id: number; name: string }[] = [];
  for (
    let node = byId.get(leafId);
    node && path.length < 20;
    node = node.pid ? byId.get(node.pid) : undefined
  ) {
    path.unshift({ id: node.id, name: node.name });
  }
  return path;
}

/** Per product: the lowest charged price of its SKUs, and the lowest activity price among them. */
function productCharged(
  skus: { id: number; productId: number }[],
  charged: Map<number, ChargedPrice>,
): Map<number, ProductCharged> {
  const byProduct = new Map<number, ProductCharged>();
  for (const sku of skus) {
    const price = charged.get(sku.id)!;
    const held = byProduct.get(sku.productId);
    const activity = price.activity ? price : null;
    if (!held) {
      byProduct.set(sku.productId, { minPriceFen: price.priceFen, activity });
      continue;
    }
    held.minPriceFen = Math.min(held.minPriceFen, price.priceFen);
    if (activity && (!held.activity || activity.priceFen < held.activity.priceFen)) held.activity = activity;
  }
  return byProduct;
}

/**
 * The catalogue as buyers read it: the list and its search, a product, the header's suggestions, the
 * category and brand options, the sitemap's pages and each member's browsing history. Category and
 * brand lists come from `catalogueOptions` (cached per instance); everything else from the repositories.
 */
export function createCatalogueService({
  db,
  catalogueOptions,
  sdsOf = async () => new Map(),
  now = () => new Date(),
  listCache = { ttlMs: 0 },
}: {
  db: Db;
  catalogueOptions: CatalogueOptions;
  /** Each pack size's safety data sheet (the lots component), linked on the item page. */
  sdsOf?: (skuIds: number[]) => Promise<Map<number, SkuSds>>;
  /** The clock activity prices are read by (a test fixes it). */
  now?: () => Date;
  /** How long each instance keeps a list answer per query, and what makes it forget (list-answer-cache.ts). */
  listCache?: { ttlMs: number; forgetOn?: PurgeSignal };
}) {
  const keptLists = createListAnswerCache<Awaited<ReturnType<typeof listAnswer>>>({
    ...listCache,
    nextPriceChange: (at) => nextActivityPriceChange(db, at),
    now: () => now().getTime(),
  });

  /** A page of products at the prices a member is charged now: one query for the SKUs, one for activities. */
  async function chargedOfProducts(productIds: number[]) {
    const skus = await onSaleSkuPrices(db, productIds);
    return productCharged(skus, await chargedPrices(db, skus, now()));
  }

  /** A new one per search: the vocabulary look-ups it caches belong to one request. */
  const engineContext = (): EngineContext => ({
    productTypes: () => catalogueOptions.productTypes(),
    brandNames: async () =>
      (await catalogueOptions.brandWall()).flatMap((b) =>
        [b.name, b.nameEn].filter(Boolean).map((n) => normalizeText(n).toLowerCase()),
      ),
  });

  /** A page of products as `list` answers it, read afresh. */
  async function listAnswer(visitor: boolean, query: ListQuery) {
    const filter = parseListFilter(query.filter);
    const { rows, total, facets, truncated, search } = await searchList(
      db,
      {
        keyword: query.keyword?.trim() ?? '',
        ...(filter.productTypeId !== undefined ? { productTypeId: filter.productTypeId } : {}),
        brandIds: filter.brandIds,
        mw: { min: query.mw_min, max: query.mw_max },
        sort: query.sort,
        offset: (query.index - 1) * query.pageSize,
        limit: query.pageSize,
      },
      engineContext(),
    );
    // A visitor's answer carries no price, so their page (and the page cache) skips the two reads.
    const charged = visitor ? null : await chargedOfProducts(rows.map((r) => r.id));
    return {
      list: rows.map((r) => listItemAnswer(r, charged?.get(r.id))),
      total,
      total_text: totalText(total),
      truncated,
      // Absent, not undefined, when the search was exact: pages get what JSON would carry.
      ...(search ? { search } : {}),
      facets,
    };
  }

  return {
    /** /product/list: a page of products, exact or widened (search/), with facets; kept per query. */
    async list(visitor: boolean, query: ListQuery) {
      // Prices are for members, and so is an order by price (SPEC §1).
      if (visitor && query.sort.startsWith('price')) throw invalid({ sort: '登录后才能按价格排序' });
      const { keyword, filter, mw_min, mw_max, sort, index, pageSize } = query;
      const key = JSON.stringify([
        visitor,
        keyword?.trim() ?? '',
        filter ?? '',
        mw_min,
        mw_max,
        sort,
        index,
        pageSize,
      ]);
      return keptLists(key, () => listAnswer(visitor, query));
    },

    /**
     * The list's cards of these products in this order, priced for a member (structure search: it
     * finds and ranks the products, the cards are the list's).
     */
    async cards(visitor: boolean, ids: readonly number[]) {
      const rows = await listRowsByIds(db, ids);
      const charged = visitor ? null : await chargedOfProducts(rows.map((r) => r.id));
      return rows.map((r) => listItemAnswer(r, charged?.get(r.id)));
    },

    async detail(id: number) {
      const found = await findProductDetail(db, id);
      if (!found) throw notFound('商品不存在');
      const [types, charged, sds] = await Promise.all([
        catalogueOptions.productTypes(),
        chargedPrices(db, found.skus, now()),
        sdsOf(found.skus.map((s) => s.id)),
      ]);
      return detailAnswer(found, categoryPath(types, found.product.productTypeId), charged, sds);
    },

    /**
     * What the header box offers as the buyer types (issue 6 item 8). Never a price. The products are the
     * first of what the list shows for the same text (one engine, search/): a half-typed word is matched
     * as a prefix there too, so whatever the box offers, pressing Enter finds.
     */
    async suggest(keyword: string) {
      const needle = normalizeText(keyword).toLowerCase();
      const [found, types, brands] = await Promise.all([
        suggestList(db, keyword, engineContext(), SUGGEST_PRODUCTS),
        catalogueOptions.productTypes(),
        catalogueOptions.brandWall(),
      ]);
      return {
        products: found.map(suggestedProductAnswer),
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

    groups: async () => (await catalogueOptions.groups()).map(groupAnswer),
    productTypeOptions: async () => (await catalogueOptions.productTypes()).map(productTypeOptionAnswer),
    brandOptions: async () => (await catalogueOptions.brands()).map(brandOptionAnswer),
    brandWall: async () => (await catalogueOptions.brandWall()).map(brandWallAnswer),

    /** Page `page` (from 1) of product ids, `pageSize` to a page, and how many pages there are (at least 1). */
    async sitemapPage(page: number, pageSize: number) {
      const { ids, total } = await productIdPage(db, { offset: (page - 1) * pageSize, limit: pageSize });
      return { ids, pages: Math.max(1, Math.ceil(total / pageSize)) };
    },

    /** Browsing history (/user/history): each member's own, newest first, at most HISTORY_LIMIT products. */
    async recordVisit(userId: number, productId: number) {
      if (!(await productExists(db, productId))) throw notFound('商品不存在');
      await recordVisit(db, userId, productId);
      return null;
    },
    async history(userId: number, page: Page) {
      const { rows, total } = await listHistory(db, userId, page);
      return { total, list: rows.map(historyItemAnswer) };
    },
    async forgetVisit(userId: number, productId: number) {
      await deleteVisit(db, userId, productId);
      return null;
    },
    async clearHistory(userId: number) {
      await clearHistory(db, userId);
      return null;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
