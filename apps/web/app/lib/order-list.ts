/**
 * The cached order list (SPEC §4; ADR 13): the session cookie `order_list` that lets /order open, URI-
 * encoded JSON `{"source", "items"?}`. Nothing in it is trusted: the order page recomputes everything.
 * - source 1 (立即购买): `items: [{sku_id, quantity}]` (one line; components/catalogue/sku-actions.ts).
 * - source 2 (采购单): no items; the order page reads the member's selected cart lines on the server.
 * - source 3 (快速下单): `items: [{sku_id, quantity}]`, the resolved lines, one per SKU.
 * - source 4 (积分兑换): `items: [{points_item_id, quantity}]`, one gift (components/points).
 */
export type OrderList =
  | { source: 1 | 3; items: { sku_id: number; quantity: number }[] }
  | { source: 2; items?: undefined }
  | { source: 4; items: { points_item_id: number; quantity: number }[] };

export function orderListCookie(list: OrderList): string {
  return `order_list=${encodeURIComponent(JSON.stringify(list))}; path=/; SameSite=Lax`;
}

export function cacheOrderList(list: OrderList) {
  // biome-ignore lint/suspicious/noDocumentCookie: one session cookie, no need for the Cookie Store API
  document.cookie = orderListCookie(list);
}

/** Lines of one SKU merged (two rows of a quick order naming one 货号), quantities added. */
export function mergeItems(items: { sku_id: number; quantity: number }[]) {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.sku_id, (merged.get(item.sku_id) ?? 0) + item.quantity);
  return [...merged].map(([sku_id, quantity]) => ({ sku_id, quantity }));
}
