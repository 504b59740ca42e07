import { formatListFilter, type IdLike, toId } from './list-filter.ts';

export { formatListFilter, type ListFilter, parseListFilter } from './list-filter.ts';

/** Link types the back office attaches to banners, menus and articles. */
export const LinkType = {
  ProductList: 7,
  Product: 8,
  Activity: 20,
  Solution: 21,
  NewsList: 22,
  News: 23,
  Problem: 24,
  Page: 25,
  SolutionList: 26,
  Points: 36,
  Coupons: 37,
  ActivityTheme: 40,
  /** Not in SPEC's table (which has no link to /brand); ours, so a menu can lead to the brand wall. */
  Brands: 41,
} as const;

export type LinkType = (typeof LinkType)[keyof typeof LinkType];

export interface LinkParams {
  product_type_id?: IdLike;
  /** One id, an array, or the back office's comma-separated string. */
  product_brand_id?: IdLike | readonly IdLike[];
  keyword?: string | null;
  product_id?: IdLike;
  activity_id?: IdLike;
  solution_id?: IdLike;
  news_id?: IdLike;
  problem_id?: IdLike;
  page_id?: IdLike;
  activity_theme_id?: IdLike;
}

const HOME = '/';

function withId(prefix: string, id: IdLike): string {
  // Only positive integers reach the path, so a bad id cannot smuggle in `../` or a query.
  const n = toId(id);
  return n === undefined ? HOME : `${prefix}/${n}`;
}

function productListLink(params: LinkParams): string {
  const query = new URLSearchParams();
  const keyword = params.keyword?.trim();
  if (keyword) query.set('keyword', keyword);
  const filter = formatListFilter({
    productTypeId: params.product_type_id,
    brandIds: params.product_brand_id,
  });
  if (filter) query.set('filter', filter);
  const search = query.toString();
  return search ? `/list?${search}` : '/list';
}

/** The storefront path for a link type; unknown types and missing ids fall back to the home page. */
export function resolveLink(type: number, params: LinkParams = {}): string {
  switch (type) {
    case LinkType.ProductList:
      return productListLink(params);
    case LinkType.Product:
      return withId('/item', params.product_id);
    case LinkType.Activity:
      return withId('/sales', params.activity_id);
    case LinkType.Solution:
      return withId('/programme', params.solution_id);
    case LinkType.NewsList:
      return '/article';
    case LinkType.News:
      return withId('/article', params.news_id);
    case LinkType.Problem:
      return withId('/issue', params.problem_id);
    case LinkType.Page:
      return withId('/about', params.page_id);
    case LinkType.SolutionList:
      return '/programme';
    case LinkType.Points:
      return '/points';
    case LinkType.Coupons:
      return '/coupon';
    case LinkType.ActivityTheme:
      return withId('/sales/theme', params.activity_theme_id);
    case LinkType.Brands:
      return '/brand';
    default:
      return HOME;
  }
}
