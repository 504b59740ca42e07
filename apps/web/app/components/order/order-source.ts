/**
 * What /order reads from the request: the source in the URL and the cached order list (`order_list`,
 * lib/order-list.ts) in the cookie. Nothing here is trusted: the server prices and checks every line.
 */
export interface OrderLinesRequest {
  source: 1 | 2 | 3;
  /** Sources 1 and 3: the cached lines. Source 2 orders the member's ticked cart lines (server side). */
  items?: { sku_id: number; quantity: number }[];
}

const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The `order_list` cookie's value, parsed; null when absent or not the documented shape. */
export function readOrderList(cookieHeader: string | null): { source: number; items?: unknown } | null {
  const match = /(?:^|;\s*)order_list=([^;]+)/.exec(cookieHeader ?? '');
  if (!match?.[1]) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(match[1]));
    if (typeof value !== 'object' || value === null || !('source' in value)) return null;
    return value as { source: number; items?: unknown };
  } catch {
    return null;
  }
}

/** SPEC §4: where /order sends the buyer when there is nothing to order from this source. */
export function orderFallback(search: URLSearchParams): string {
  const source = search.get('source');
  const id = search.get('id');
  const validId = id && /^[1-9]\d{0,17}$/.test(id) ? id : null;
  if (source === '2') return '/cart';
  if (source === '3') return '/quick';
  if (source === '1' && validId) return `/item/${validId}`;
  if (source === '4' && validId) return `/points/${validId}`;
  return '/';
}

/**
 * The lines to ask the server about, or null when there are none (the page then follows the guard).
 * Source 4 (积分兑换) has its own request: `redemptionRequest`.
 */
export function orderLinesRequest(
  search: URLSearchParams,
  cookieHeader: string | null,
): OrderLinesRequest | null {
  const source = Number(search.get('source'));
  const list = readOrderList(cookieHeader);
  if (!list) return null;
  if (source === 2) return list.source === 2 ? { source: 2 } : null;
  if (source !== 1 && source !== 3) return null;
  if (list.source !== source || !Array.isArray(list.items) || list.items.length === 0) return null;
  const items = list.items.filter(
    (item): item is { sku_id: number; quantity: number } =>
      typeof item === 'object' &&
      item !== null &&
      positiveInt((item as { sku_id?: unknown }).sku_id) &&
      positiveInt((item as { quantity?: unknown }).quantity),
  );
  if (items.length !== list.items.length) return null;
  return { source, items: items.map(({ sku_id, quantity }) => ({ sku_id, quantity })) };
}

/** Forgets the cached order list once the order is placed (a session cookie: expire it now). */
export function clearOrderList() {
  // biome-ignore lint/suspicious/noDocumentCookie: one session cookie, no need for the Cookie Store API
  document.cookie = 'order_list=; path=/; SameSite=Lax; Max-Age=0';
}

/**
 * Source 4 (积分兑换): the gift and quantity of the cached list, when the URL names the same gift;
 * null otherwise (the page then goes back to /points/{id}, SPEC §4).
 */
export function redemptionRequest(
  search: URLSearchParams,
  cookieHeader: string | null,
): { id: number; quantity: number } | null {
  const list = readOrderList(cookieHeader);
  if (search.get('source') !== '4' || list?.source !== 4 || !Array.isArray(list.items)) return null;
  const [item] = list.items as { points_item_id?: unknown; quantity?: unknown }[];
  if (list.items.length !== 1 || !item || !positiveInt(item.points_item_id) || !positiveInt(item.quantity)) {
    return null;
  }
  const id = search.get('id');
  if (id !== null && id !== String(item.points_item_id)) return null;
  return { id: item.points_item_id, quantity: item.quantity };
}
