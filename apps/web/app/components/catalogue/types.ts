/** The catalogue answers as the API contract gives them (prices in yuan, present only for members). */

export interface ListFacet {
  id: number;
  name: string;
  count: number;
}

export interface ListProduct {
  id: number;
  name: string;
  name_en: string;
  cas: string | null;
  grade: string;
  brand_name: string;
  min_price?: string | null;
}

export interface ProductListAnswer {
  list: ListProduct[];
  total: number;
  total_text: string;
  truncated: boolean;
  /** `sampled`: more matches than the API counted; the counts are then left out. */
  facets: { categories: ListFacet[]; brands: ListFacet[]; sampled: boolean };
}

export type ListSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

export interface ProductSku {
  id: number;
  sku: string;
  spec: string;
  pack: string;
  stock: number;
  min_qty: number;
  step: number;
  lead_days: number;
  on_sale: boolean;
  price?: string;
}

export interface ProductDocument {
  kind: 'SDS' | 'COA' | 'TDS' | 'OTHER';
  name: string;
  url: string;
}

export interface ProductDetail {
  id: number;
  name: string;
  name_en: string;
  synonyms: string[];
  cas: string | null;
  mdl: string | null;
  formula: string | null;
  mw: string | null;
  grade: string;
  storage: string;
  hazards: { code: string; text: string }[];
  controlled: { code: string; label: string }[];
  description: string;
  product_type_id: number;
  brand_id: number;
  brand_name: string;
  skus: ProductSku[];
  images: string[];
  documents: ProductDocument[];
  category_path: { id: number; name: string }[];
  related: { id: number; name: string; cas: string | null; grade: string; brand_name: string }[];
}

export interface BrandEntry {
  id: number;
  name: string;
  name_en: string;
  initial: string;
  logo: string | null;
  product_count: number;
}
