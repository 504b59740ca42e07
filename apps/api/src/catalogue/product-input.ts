import { formatYuan } from '@labmall/rules';
import { invalid } from '../platform/errors.ts';
import type { CatalogueRecord, Column } from './import/catalogue-row.ts';
import { formatPack } from './import/pack.ts';
import { validateRecord } from './import/validate-row.ts';

/** A product as the console sends it (contract adminProductSave; prices already in fen). */
export interface ProductInput {
  id?: number;
  version?: number;
  name: string;
  name_en: string;
  synonyms: string[];
  cas: string;
  mdl: string;
  formula: string;
  mw: string;
  grade: string;
  storage: string;
  hazards: string[];
  precautions: string[];
  ghs_pictograms: string[];
  signal_word: string;
  controlled: string[];
  description: string;
  images: string[];
  category_id: number;
  brand_id: number;
  skus: {
    id?: number;
    sku: string;
    spec: string;
    pack: string;
    price: number;
    min_qty: number;
    step: number;
    lead_days: number;
    on_sale: boolean;
    initial_stock: number;
  }[];
}

/** The import's column → the console's field; SKU columns are under `skus.{n}.` */
const PRODUCT_FIELDS: Partial<Record<Column, string>> = {
  name: 'name',
  name_en: 'name_en',
  cas: 'cas',
  formula: 'formula',
  mw: 'mw',
  purity: 'grade',
  storage: 'storage',
  synonyms: 'synonyms',
  controlled: 'controlled',
  mdl: 'mdl',
  hazards: 'hazards',
  p_statements: 'precautions',
  ghs_pictograms: 'ghs_pictograms',
  signal_word: 'signal_word',
  brand: 'brand_id',
  category: 'category_id',
};
const SKU_FIELDS: Partial<Record<Column, string>> = {
  sku: 'sku',
  spec: 'spec',
  pack: 'pack',
  price: 'price',
  stock: 'initial_stock',
  min_qty: 'min_qty',
  step: 'step',
  lead_days: 'lead_days',
};

/**
 * Checks a product and its SKUs exactly as the import checks its rows (validate-row.ts: CAS check
 * digit, formula against molecular weight, pack, price, controlled classes, hazard codes, lengths), one
 * row per SKU, and answers the values to store; a refusal names the console's fields.
 */
export function validateProduct(input: ProductInput, brandName: string) {
  const fields: Record<string, string> = {};
  const items = input.skus.map((s, n) => {
    const record: CatalogueRecord = {
      sku: s.sku,
      name: input.name,
      name_en: input.name_en,
      cas: input.cas,
      formula: input.formula,
      mw: input.mw,
      purity: input.grade,
      pack: s.pack,
      price: formatYuan(s.price),
      stock: String(s.initial_stock),
      // The product's category and brand are ids, checked by the service.
      category: 'x',
      brand: brandName,
      synonyms: input.synonyms.join('|'),
      controlled: input.controlled.join('|'),
      spec: s.spec,
      mdl: input.mdl,
      storage: input.storage,
      hazards: input.hazards.join(' '),
      p_statements: input.precautions.join(' '),
      ghs_pictograms: input.ghs_pictograms.join(' '),
      signal_word: input.signal_word,
      min_qty: String(s.min_qty),
      step: String(s.step),
      lead_days: String(s.lead_days),
    };
    const result = validateRecord(record);
    if ('errors' in result) {
      for (const e of result.errors) {
        const sku = SKU_FIELDS[e.column];
        const field = sku ? `skus.${n}.${sku}` : (PRODUCT_FIELDS[e.column] ?? e.column);
        fields[field] ??= e.reason;
      }
      return null;
    }
    return result.item;
  });
  const seen = new Map<string, number>();
  input.skus.forEach((s, n) => {
    const key = s.sku.normalize('NFKC').trim().toLowerCase();
    if (seen.has(key)) fields[`skus.${n}.sku`] ??= `货号 ${s.sku} 与第 ${seen.get(key)! + 1} 个规格重复`;
    else seen.set(key, n);
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const first = items[0]!;
  return {
    product: {
      name: first.name,
      nameEn: first.nameEn,
      synonyms: first.synonyms,
      cas: first.cas,
      mdl: first.mdl,
      formula: first.formula,
      mw: first.mw === null ? null : String(first.mw),
      grade: first.purity,
      storage: first.storage,
      hazards: first.hazards,
      precautions: first.precautions ?? [],
      ghsPictograms: first.pictograms ?? [],
      signalWord: first.signalWord ?? null,
      controlled: first.controlled,
      description: input.description,
    },
    skus: items.map((item, n) => ({
      id: input.skus[n]!.id,
      initialStock: input.skus[n]!.id === undefined ? item!.stock : 0,
      values: {
        sku: item!.sku,
        spec: item!.spec,
        pack: formatPack(item!.pack),
        priceFen: item!.priceFen,
        minQty: item!.minQty,
        step: item!.step,
        leadDays: item!.leadDays,
        onSale: input.skus[n]!.on_sale,
      },
    })),
  };
}
