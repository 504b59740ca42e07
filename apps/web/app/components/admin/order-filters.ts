import type { GetPayload } from '@labmall/contract';

export type OrderFilters = Omit<GetPayload<'/admin/orders'>, 'index' | 'pageSize'>;

/** The 订单 list's filters as they stand in the URL (so a link can be shared), and back. */
const TEXT_KEYS = ['number', 'phone', 'from', 'until', 'company', 'sku'] as const;

export const ORDER_PAGE_SIZE = 20;

const STATES = ['all', 'pending_payment', 'paid', 'shipped', 'completed', 'cancelled'] as const;
const CONTROLLED = ['all', 'yes', 'no'] as const;
const METHODS = ['all', 'credit', 'transfer', 'online'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T =>
  list.includes(value as T) ? (value as T) : list[0]!;

/** What the URL asks for; unknown values fall back to 全部, text is passed on for the API to judge. */
export function filtersFromUrl(search: URLSearchParams): OrderFilters & { index: number } {
  const filters: OrderFilters & { index: number } = {
    state: oneOf(STATES, search.get('state')),
    controlled: oneOf(CONTROLLED, search.get('controlled')),
    pay_method: oneOf(METHODS, search.get('pay_method')),
    overdue: search.get('overdue') === '1',
    index: Math.max(1, Number.parseInt(search.get('index') ?? '1', 10) || 1),
  };
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The URL's query for these filters: defaults left out, so a plain list is a plain address. */
export function filtersToSearch(filters: OrderFilters & { index?: number }): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === 'all' || value === false) continue;
    if (key === 'index' && value === 1) continue;
    search.set(key, value === true ? '1' : String(value));
  }
  return search;
}
