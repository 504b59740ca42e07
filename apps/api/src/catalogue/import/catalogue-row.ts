import type { ControlledClass } from './controlled-classes.ts';
import type { PictogramCode, SignalWord } from './ghs-label.ts';

/** Every import file must have these columns (a cell may still be empty where the column allows it). */
export const REQUIRED_COLUMNS = [
  'sku',
  'name',
  'name_en',
  'cas',
  'formula',
  'mw',
  'purity',
  'pack',
  'price',
  'stock',
  'category',
  'brand',
  'synonyms',
  'controlled',
] as const;

/** Read when present; a file without them gets the defaults. */
export const OPTIONAL_COLUMNS = [
  'spec',
  'mdl',
  'storage',
  'hazards',
  'min_qty',
  'step',
  'lead_days',
  /** A SMILES or an MDL molfile (ADR 0058); `molfile` and 结构式 are accepted as its heading. */
  'smiles',
  /** GHS label (ADR 0061): P codes, and pictograms and signal word where the SDS names them. */
  'p_statements',
  'ghs_pictograms',
  'signal_word',
] as const;

export const COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;
export type Column = (typeof COLUMNS)[number];

/** One row as text, as it stands in the file. */
export type CatalogueRecord = { [C in Column]?: string };

export interface Pack {
  size: number;
  /** One of PACK_UNITS, in its canonical spelling (mL, not ml). */
  unit: string;
  /** What a pack of several pieces comes in (100 支/盒 → 盒). */
  container: string | null;
}

/** One SKU with the product it belongs to. */
export interface CatalogueItem {
  /** 货号: unique across the catalogue. */
  sku: string;
  name: string;
  nameEn: string;
  cas: string | null;
  formula: string | null;
  mw: number | null;
  /** Grade and purity as sold: 分析纯 AR, 色谱纯 HPLC, 98%. */
  purity: string;
  /** The variant when a product comes in several (烧杯 250 mL, 针式滤器 0.22 μm × 13 mm). */
  spec: string;
  pack: Pack;
  priceFen: number;
  stock: number;
  /** Category path, top level first. */
  category: string[];
  brand: string;
  synonyms: string[];
  controlled: ControlledClass[];
  mdl: string | null;
  storage: string;
  /** GHS H codes (H225, H301+H311). */
  hazards: string[];
  minQty: number;
  step: number;
  leadDays: number;
  /**
   * Read from the `smiles` column and checked against formula and MW; null when the cell is empty,
   * absent when the file has no such column (an update then keeps the product's structure).
   */
  structure?: ItemStructure | null;
  /**
   * GHS precautionary statements (P305+P351+P338), explicit pictograms (empty: derived from the H
   * codes) and signal word (null: derived). Each absent when the file has no such column: an update
   * then keeps the product's (ADR 0061, as ADR 0058 does for structures).
   */
  precautions?: string[];
  pictograms?: PictogramCode[];
  signalWord?: SignalWord | null;
}

export interface ItemStructure {
  /** Canonical SMILES. */
  smiles: string;
  inchikey: string;
}

/** The structures these rows carry (repeats included: storing draws each InChIKey once). */
export function structuresOf(items: readonly CatalogueItem[]): ItemStructure[] {
  return items.flatMap((item) => (item.structure ? [item.structure] : []));
}

export interface ValidRow extends CatalogueItem {
  /** Row in the file, the header being row 1: what Excel shows beside it. */
  row: number;
  productKey: string;
}

/**
 * Rows are one per SKU; the SKUs of one product share brand, name and purity (乙腈 色谱纯 HPLC by 蓝标
 * in 1 L and 4 L). Product-level columns must then agree between those rows.
 */
export function productKeyOf(item: Pick<CatalogueItem, 'brand' | 'name' | 'purity'>): string {
  return [item.brand, item.name, item.purity].join('\u001f');
}

/** Columns that describe the product rather than the SKU: rows of one product must agree on them. */
export const PRODUCT_COLUMNS = [
  'name_en',
  'cas',
  'formula',
  'mw',
  'category',
  'synonyms',
  'controlled',
  'mdl',
  'storage',
  'hazards',
  'smiles',
  'p_statements',
  'ghs_pictograms',
  'signal_word',
] as const satisfies readonly Column[];
