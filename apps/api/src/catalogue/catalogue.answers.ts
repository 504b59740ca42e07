import { formatYuan } from '@labmall/rules';
import { chargedPriceAnswer } from '../activities/charged-price.answers.ts';
import type { ChargedPrice } from '../activities/charged-price.ts';
import type { listBrandWall } from './catalogue-options.repository.ts';
import type { listHistory } from './history.repository.ts';
import type { findProductDetail } from './product-detail.repository.ts';
import { controlledLabel, ghsAnswer, hazardText, sanitizeDescription } from './product-labels.ts';
import { MAX_TOTAL } from './product-query.ts';

/**
 * Wire shapes of the catalogue (packages/contract/src/catalogue.ts, history.ts, suggest.ts,
 * catalogue-options.ts): money as 元 strings, times as ISO 8601. Prices are always here; the contract's
 * visitor answer drops them (SPEC §1).
 */

type ProductDetail = NonNullable<Awaited<ReturnType<typeof findProductDetail>>>;
type HistoryRow = Awaited<ReturnType<typeof listHistory>>['rows'][number];
type BrandWallRow = Awaited<ReturnType<typeof listBrandWall>>[number];
/** A product as the list and the suggestion box read it (product-query.ts). */
interface ProductListRow {
  id: number;
  name: string;
  nameEn: string;
  cas: string | null;
  grade: string;
  brandName: string;
  /** The first photo, else the structure's picture (catalogue.schema.ts, cardPictureSql). */
  picture?: string | null;
  minPriceFen: number | null;
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : formatYuan(fen));

/** 10,000+ past the bounded count. */
export function totalText(total: number): string {
  return total > MAX_TOTAL ? `${MAX_TOTAL.toLocaleString('en-US')}+` : total.toLocaleString('en-US');
}

/**
 * What a member is charged for a product on the list: the lowest charged price of its SKUs on sale,
 * and the lowest of them that an activity gives (catalogue.service.ts `chargedProductPrices`).
 */
export interface ProductCharged {
  minPriceFen: number;
  activity: ChargedPrice | null;
}

/** A product of the list; `charged` is absent for a visitor (their schema drops prices anyway). */
export function listItemAnswer(r: ProductListRow, charged?: ProductCharged) {
  const offer = charged?.activity;
  return {
    id: r.id,
    name: r.name,
    name_en: r.nameEn,
    cas: r.cas,
    grade: r.grade,
    brand_name: r.brandName,
    picture: r.picture ?? null,
    min_price: yuanOrNull(charged ? charged.minPriceFen : r.minPriceFen),
    activity: offer?.activity
      ? {
          id: offer.activity.activityId,
          title: offer.activity.title,
          ends_at: offer.activity.endsAt.toISOString(),
          price: formatYuan(offer.priceFen),
          list_price: formatYuan(offer.listPriceFen),
        }
      : null,
  };
}

/** A pack size's safety data sheet as the item page links it (no price, for everyone). */
export interface SkuSds {
  url: string;
  file_name: string;
  revised_on: string;
}

/**
 * A product and its SKUs, each at the price a member is charged now (`charged`, by SKU id) and with
 * its SDS when there is one (`sds`, by SKU id).
 */
export function detailAnswer(
  { product: p, skus, related }: ProductDetail,
  path: { id: number; name: string }[],
  charged: Map<number, ChargedPrice>,
  sds: Map<number, SkuSds>,
) {
  return {
    id: p.id,
    name: p.name,
    name_en: p.nameEn,
    synonyms: p.synonyms,
    cas: p.cas,
    mdl: p.mdl,
    formula: p.formula,
    mw: p.mw,
    grade: p.grade,
    storage: p.storage,
    hazards: p.hazards.map((code) => ({ code, text: hazardText(code) })),
    ghs: ghsAnswer(p),
    controlled: p.controlled.map((code) => ({ code, label: controlledLabel(code) })),
    description: sanitizeDescription(p.description),
    images: p.images,
    structure_picture: p.structurePicture,
    documents: p.documents,
    product_type_id: p.productTypeId,
    category_path: path,
    brand_id: p.brandId,
    brand_name: p.brandName,
    skus: skus.map((s) => ({
      id: s.id,
      sku: s.sku,
      spec: s.spec,
      pack: s.pack,
      stock: s.stock,
      min_qty: s.minQty,
      step: s.step,
      lead_days: s.leadDays,
      on_sale: s.onSale,
      sds: sds.get(s.id) ?? null,
      ...chargedPriceAnswer(charged.get(s.id)!),
    })),
    related: related.map((r) => ({
      id: r.id,
      name: r.name,
      cas: r.cas,
      grade: r.grade,
      brand_name: r.brandName,
    })),
  };
}

export function suggestedProductAnswer(p: ProductListRow) {
  return { id: p.id, name: p.name, name_en: p.nameEn, cas: p.cas, grade: p.grade };
}

export function historyItemAnswer(r: HistoryRow) {
  return {
    product_id: r.productId,
    name: r.name,
    name_en: r.nameEn,
    cas: r.cas,
    grade: r.grade,
    brand_name: r.brandName,
    viewed_at: r.viewedAt.toISOString(),
    min_price: yuanOrNull(r.minPriceFen),
  };
}

export function groupAnswer(g: { id: number; name: string }) {
  return { group_name: g.name, link: { params: { product_type_id: g.id } } };
}

export function productTypeOptionAnswer(t: { id: number; pid: number | null; name: string }) {
  return { id: t.id, pid: t.pid ?? 0, option: t.name };
}

export function brandOptionAnswer(b: { id: number; name: string }) {
  return { id: b.id, brand_name: b.name };
}

export function brandWallAnswer(b: BrandWallRow) {
  return {
    id: b.id,
    name: b.name,
    name_en: b.nameEn,
    initial: b.initial,
    logo: b.logo,
    product_count: Number(b.productCount),
  };
}
