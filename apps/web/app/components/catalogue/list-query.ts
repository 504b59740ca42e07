import { formatListFilter, type ListFilter, parseListFilter } from '@labmall/rules';
import type { ListSort } from './types';

/** What a /list URL asks for, besides the page. */
export interface ListQuery {
  keyword: string;
  filter: ListFilter;
  /** Molecular weight range as typed (`mw_min`, `mw_max`); '' when not set. The API checks them. */
  mwMin: string;
  mwMax: string;
  sort: ListSort;
}

/** Longer than any weight: what is past this is not read from the URL. */
const MW_TEXT_MAX = 20;

const mwText = (value: string | null) => (value ?? '').trim().slice(0, MW_TEXT_MAX);

/**
 * A typed weight as the API takes it: a number when it reads as one, else the text itself, so the
 * API's Chinese message says what is wrong with it (a GET form sends whatever was typed).
 */
export function mwPayload(text: string): number | string | undefined {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

export const hasMwRange = (query: ListQuery) => query.mwMin !== '' || query.mwMax !== '';

export function withoutMw(query: ListQuery): ListQuery {
  return { ...query, mwMin: '', mwMax: '' };
}

const SORTS: readonly ListSort[] = ['relevance', 'newest', 'price_asc', 'price_desc'];

export const isPriceSort = (sort: ListSort) => sort === 'price_asc' || sort === 'price_desc';

/** The query of a /list URL; an unknown sort reads as relevance (the default). */
export function readListQuery(search: URLSearchParams): ListQuery {
  const sort = search.get('sort') as ListSort | null;
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    filter: parseListFilter(search.get('filter')),
    mwMin: mwText(search.get('mw_min')),
    mwMax: mwText(search.get('mw_max')),
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
  };
}

/**
 * The /list address of a query, always from page 1 (a changed filter or order starts over), with
 * defaults left out so one result set has one URL: `/list?keyword=…&filter=…&mw_min=…&mw_max=…&sort=…`.
 */
export function listHref(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  const filter = formatListFilter(query.filter);
  if (filter) params.set('filter', filter);
  if (query.mwMin) params.set('mw_min', query.mwMin);
  if (query.mwMax) params.set('mw_max', query.mwMax);
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
