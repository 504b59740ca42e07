import { formatListFilter, type ListFilter, parseListFilter } from '@labmall/rules';
import type { ListSort } from './types';

/** What a /list URL asks for, besides the page. */
export interface ListQuery {
  keyword: string;
  filter: ListFilter;
  sort: ListSort;
}

const SORTS: readonly ListSort[] = ['relevance', 'newest', 'price_asc', 'price_desc'];

export const isPriceSort = (sort: ListSort) => sort === 'price_asc' || sort === 'price_desc';

/** The query of a /list URL; an unknown sort reads as relevance (the default). */
export function readListQuery(search: URLSearchParams): ListQuery {
  const sort = search.get('sort') as ListSort | null;
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    filter: parseListFilter(search.get('filter')),
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
  };
}

/**
 * The /list address of a query, always from page 1 (a changed filter or order starts over), with
 * defaults left out so one result set has one URL: `/list?keyword=…&filter=…&sort=…`.
 */
export function listHref(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  const filter = formatListFilter(query.filter);
  if (filter) params.set('filter', filter);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  const text = params.toString();
  return text ? `/list?${text}` : '/list';
}

export function withCategory(query: ListQuery, productTypeId: number | undefined): ListQuery {
  return { ...query, filter: { ...query.filter, productTypeId } };
}

/** Brands are a multi-select: a chosen brand is dropped, another one is added. */
export function toggleBrand(query: ListQuery, brandId: number): ListQuery {
  const { brandIds } = query.filter;
  const next = brandIds.includes(brandId) ? brandIds.filter((id) => id !== brandId) : [...brandIds, brandId];
  return { ...query, filter: { ...query.filter, brandIds: next } };
}

export function withSort(query: ListQuery, sort: ListSort): ListQuery {
  return { ...query, sort };
}

/** The list of one brand's products (the brand wall and the suggestions link here). */
export function brandListHref(brandId: number): string {
  return `/list?${new URLSearchParams({ filter: formatListFilter({ brandIds: [brandId] }) })}`;
}
