import {
  BIO_BRANDS,
  brandPrefix,
  CHROMATOGRAPHY_BRANDS,
  REAGENT_BRANDS,
} from '../../catalogue/import/brands.ts';
import type { CatalogueItem, ItemStructure } from '../../catalogue/import/catalogue-row.ts';
import { sortControlled } from '../../catalogue/import/controlled-classes.ts';
import { packCode } from '../../catalogue/import/pack.ts';
import { hashString } from '../../catalogue/import/prng.ts';
import { CHROMATOGRAPHY_GRADES, CHROMATOGRAPHY_SOLVENTS, GRADES, isGradeCode } from './grades.ts';
import { meetsHazardousCriteria } from './hazardous.ts';
import {
  CHROMATOGRAPHY_SIZES,
  displayPack,
  PACK_TIERS,
  packLabel,
  roundPriceFen,
  scaledPrice,
} from './packs.ts';
import { STORAGE } from './storage.ts';
import type { ReagentFact } from './types.ts';

/** Products numbered per top category: C00001 for 化学试剂, B00001 for 生物试剂. */
export type Serials = Map<string, number>;

export function nextCode(serials: Serials, letter: string): string {
  const n = (serials.get(letter) ?? 0) + 1;
  serials.set(letter, n);
  return `${letter}${String(n).padStart(5, '0')}`;
}

/** One product per substance and grade, one SKU per pack size: prices, stock and lead times by rule. */
export function reagentItems(
  facts: readonly ReagentFact[],
  serials: Serials,
  /** Read structures by the tables' SMILES (demo-structures.ts); without it the items carry none. */
  structures?: ReadonlyMap<string, ItemStructure>,
): CatalogueItem[] {
  return facts.flatMap((fact) => {
    const structure = fact.smiles ? structures?.get(fact.smiles) : undefined;
    return fact.grades.flatMap((grade) =>
      gradeItems(fact, grade, serials).map((item) => (structure ? { ...item, structure } : item)),
    );
  });
}

function gradeItems(fact: ReagentFact, grade: string, serials: Serials): CatalogueItem[] {
  const tier = PACK_TIERS[fact.tier];
  const chromatography = CHROMATOGRAPHY_GRADES.includes(grade) && fact.tier.startsWith('L');
  const category =
    chromatography && !fact.category.includes('/色谱试剂/') ? CHROMATOGRAPHY_SOLVENTS : fact.category;
  const bio = fact.category.startsWith('生物试剂') || grade === 'BR';
  const brand = pickBrand(
    fact.cas + grade,
    chromatography ? CHROMATOGRAPHY_BRANDS : bio ? BIO_BRANDS : REAGENT_BRANDS,
  );
  const label = isGradeCode(grade) ? GRADES[grade].label : grade;
  const purity = fact.assay ? `${label}, ${fact.assay}` : label;
  const multiplier = isGradeCode(grade) ? GRADES[grade].price : 1.2;
  // ±25% per substance, so two salts of one tier do not cost the same to the fen.
  const jitter = 0.8 + (hashString(fact.cas) % 1000) / 2200;
  const controlled = sortControlled([
    ...(meetsHazardousCriteria(fact.hazards) ? (['hazardous'] as const) : []),
    ...fact.controlled,
  ]);
  const regulated = controlled.some((c) => c !== 'hazardous');
  const sizes =
    chromatography && (fact.tier === 'L1' || fact.tier === 'L2') ? CHROMATOGRAPHY_SIZES : tier.sizes;
  const code = `${brandPrefix(brand)}-${nextCode(serials, category.startsWith('生物试剂') ? 'B' : 'C')}`;
  return sizes.map((size): CatalogueItem => {
    const pack = displayPack(size, tier.unit);
    const sku = `${code}-${packCode(packLabel(pack))}`;
    const h = hashString(sku);
    const stock = h % 100 < 6 ? 0 : (h >>> 8) % 400;
    return {
      sku,
      name: fact.name,
      nameEn: fact.nameEn,
      cas: fact.cas,
      formula: fact.formula,
      mw: fact.mw,
      purity,
      spec: '',
      pack: { ...pack, container: null },
      priceFen: roundPriceFen(scaledPrice(tier.ref, tier.sizes[0]!, size) * multiplier * jitter),
      stock,
      category: category.split('/'),
      brand,
      synonyms: fact.synonyms,
      controlled,
      mdl: null,
      storage: STORAGE[fact.storage],
      hazards: fact.hazards,
      precautions: fact.precautions ?? [],
      minQty: 1,
      step: 1,
      // Out of stock means a production run; 易制毒/易制爆/剧毒 need the buyer's permits checked first.
      leadDays: stock === 0 ? 7 + (h % 8) : regulated ? 5 + (h % 3) : 1 + (h % 3),
    };
  });
}

function pickBrand(key: string, brands: readonly string[]): string {
  return brands[hashString(key) % brands.length]!;
}
