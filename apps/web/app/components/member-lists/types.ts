/** Wire shapes of the member-list endpoints (docs/api.md); prices are yuan strings, members only. */

/** One row of GET /user/history/list. */
export interface HistoryEntry {
  product_id: number;
  name: string;
  name_en: string;
  cas: string | null;
  grade: string;
  brand_name: string;
  /** ISO 8601. */
  viewed_at: string;
  /** The lowest on-sale price; null when nothing is on sale. */
  min_price?: string | null;
}

/** GET /user/collect/lookup: the SKU behind a 货号. */
export interface CollectLookup {
  sku_id: number;
  product_id: number;
  name: string;
  brand_name: string;
  sku: string;
  spec: string;
  pack: string;
  price: string;
  stock: number;
  min_qty: number;
  step: number;
  on_sale: boolean;
}

/** One row of GET /user/collect/list: the SKU as a lookup gives it, with the member's usual quantity. */
export interface CollectEntry extends CollectLookup {
  id: number;
  lead_days: number;
  quantity: number;
  created_at: string;
}
