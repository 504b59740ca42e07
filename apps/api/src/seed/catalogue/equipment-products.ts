import { brandPrefix } from '../../catalogue/import/brands.ts';
import type { CatalogueItem } from '../../catalogue/import/catalogue-row.ts';
import { packCode, parsePack } from '../../catalogue/import/pack.ts';
import { hashString } from '../../catalogue/import/prng.ts';
import type { EquipmentProduct } from './equipment-types.ts';
import { nextCode, type Serials } from './reagent-products.ts';

const LETTERS: Record<string, string> = { 实验耗材: 'G', 仪器设备: 'I', 安全防护: 'P', 化学试剂: 'S' };

export function equipmentItems(products: readonly EquipmentProduct[], serials: Serials): CatalogueItem[] {
  return products.flatMap((product) => {
    const top = product.category.split('/')[0]!;
    const letter = LETTERS[top];
    if (!letter) throw new Error(`no 货号 letter for category ${product.category}`);
    const code = `${brandPrefix(product.brand)}-${nextCode(serials, letter)}`;
    const suffixes = variantSuffixes(product);
    return product.variants.map(([spec, packText, yuan], i): CatalogueItem => {
      const pack = parsePack(packText);
      if (!pack) throw new Error(`bad pack ${packText} for ${product.name}`);
      const sku = suffixes[i] ? `${code}-${suffixes[i]}` : code;
      const h = hashString(sku);
      const stock = h % 100 < 5 ? 0 : 5 + ((h >>> 8) % 300);
      const lead = product.leadDays ?? 1 + (h % 2);
      return {
        sku,
        name: product.name,
        nameEn: product.nameEn,
        cas: null,
        formula: null,
        mw: null,
        purity: product.purity ?? '',
        spec,
        pack,
        priceFen: Math.round(yuan * 100),
        stock,
        category: product.category.split('/'),
        brand: product.brand,
        synonyms: product.synonyms ?? [],
        controlled: [],
        mdl: null,
        storage: product.storage ?? '',
        hazards: [],
        precautions: [],
        minQty: product.minQty ?? 1,
        step: product.step ?? 1,
        leadDays: stock === 0 ? lead + 7 : lead,
      };
    });
  });
}

/**
 * 货号 suffixes: the spec (`250ML`, `0.22UM`), with the pack count where one spec comes in two packs
 * (`15ML-50`, `15ML-500`); a variant index where the spec has no Latin letters or digits (双孔 → V1);
 * none for a product sold one way only.
 */
function variantSuffixes(product: EquipmentProduct): string[] {
  if (product.variants.length === 1) return [''];
  const used = new Set<string>();
  return product.variants.map(([spec, packText], i) => {
    const base = packCode(spec);
    const size = parsePack(packText)?.size ?? i + 1;
    for (const candidate of base ? [base, `${base}-${size}`, `V${i + 1}`] : [`V${i + 1}`]) {
      if (candidate && !used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
    throw new Error(`no unique 货号 suffix for ${product.name} variant ${i + 1}`);
  });
}
