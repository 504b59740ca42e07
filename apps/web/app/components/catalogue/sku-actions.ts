import { api } from '../../lib/api/browser';

/** 加入采购单: resolves with the cart's new count (the header badge's number). */
export const addToCart = (skuId: number, quantity: number) =>
  api.post('/user/cart/add', { items: [{ sku_id: skuId, quantity }] });

/** 加入常购清单 with the quantity the member usually buys (a SKU already there gets it updated). */
export const collectSku = (skuId: number, quantity: number) =>
  api.post('/user/collect/add', { sku_id: skuId, quantity });

/**
 * SPEC §4: /order opens only with a cached order list (the guard sends the buyer back otherwise), so
 * 立即购买 caches its one line first. A session cookie, as the root guard reads it; the order page of the
 * purchasing issue decides what else it needs from it.
 */
export function cacheOrderList(skuId: number, quantity: number) {
  const value = encodeURIComponent(JSON.stringify({ source: 1, items: [{ sku_id: skuId, quantity }] }));
  // biome-ignore lint/suspicious/noDocumentCookie: one session cookie, no need for the Cookie Store API
  document.cookie = `order_list=${value}; path=/; SameSite=Lax`;
}

/** 立即购买: the order page for one SKU of this product (SPEC §2, source 1 = item page). */
export function buyNowHref(productId: number, skuId: number, quantity: number): string {
  const query = new URLSearchParams({
    source: '1',
    id: String(productId),
    sku: String(skuId),
    quantity: String(quantity),
  });
  return `/order?${query}`;
}

/** Records a member's visit in the browsing history. Decoration: a failure stays silent. */
export function recordVisit(productId: number) {
  api.post('/user/history/add', { product_id: productId }, { fail: () => false }).catch(() => {});
}
