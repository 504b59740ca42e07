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

/** One row of GET /user/collect/list. */
export interface CollectEntry {
  id: number;
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
  lead_days: number;
  quantity: number;
  created_at: string;
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
