import { formatYuan } from '@labmall/rules';
import {
  BIO_BRANDS,
  BRAND_PREFIX,
  CHROMATOGRAPHY_BRANDS,
  CONSUMABLE_BRANDS,
  REAGENT_BRANDS,
} from './brands.ts';
import type { CatalogueRecord } from './catalogue-row.ts';
import { countsWeight, parseFormula } from './formula.ts';
import { packCode } from './pack.ts';
import { hashString, mulberry32, pick } from './prng.ts';
import {
  CONSUMABLES,
  CORES,
  type Core,
  ORTHO_META_PARA,
  PAIR_LOCANTS,
  PURITIES,
  SINGLE_LOCANTS,
  SUBSTITUENTS,
  type Substituent,
} from './synthetic-vocabulary.ts';

const BRANDS = [...new Set<string>([...REAGENT_BRANDS, ...CHROMATOGRAPHY_BRANDS, ...BIO_BRANDS])];
const VARIANTS_PER_CORE_AND_FIRST = SINGLE_LOCANTS.length + SUBSTITUENTS.length * PAIR_LOCANTS.length;
/** Distinct compound names the vocabulary can make (about 260,000). */
export const SYNTHETIC_COMPOUNDS = CORES.length * SUBSTITUENTS.length * VARIANTS_PER_CORE_AND_FIRST;
/** A prime above SYNTHETIC_COMPOUNDS: p → p·K mod N visits every compound once, in a scattered order. */
const SCATTER = 1_000_003;
const STORAGE = ['室温密封保存', '阴凉干燥处密封保存', '2–8 ℃ 冷藏保存', '避光，阴凉干燥处密封保存'];
const SOLID_SIZES = [1, 5, 25, 100, 500];
const LIQUID_SIZES = [5, 25, 100, 500];

/**
 * A deterministic synthetic catalogue of `skus` rows in the import file's shape, for the 1,000,000-SKU
 * search benchmark. Streams: rows are made as they are read, nothing is held. Every row passes the
 * import validator: 货号 unique, the rows of one product agree, CAS check digits and formula weights
 * are right (the CAS numbers are synthetic: valid in form, not real registrations).
 */
export function* generateCatalogue(
  skus: number,
  options: { seed?: number } = {},
): Generator<CatalogueRecord> {
  if (!Number.isSafeInteger(skus) || skus < 0) throw new RangeError('skus must be a non-negative integer');
  const seed = options.seed ?? 1;
  let emitted = 0;
  for (let p = 0; emitted < skus; p++) {
    const random = mulberry32(hashString(`${seed}:${p}`));
    const records = p % 10 === 9 ? consumableRecords(p, random) : compoundRecords(p, random);
    for (const record of records) {
      if (emitted === skus) return;
      emitted++;
      yield record;
    }
  }
}

interface Compound {
  name: string;
  nameEn: string;
  formula: string;
  mw: string;
  cas: string;
  mdl: string;
  core: Core;
  synonyms: string[];
}

function compoundRecords(p: number, random: () => number): CatalogueRecord[] {
  const c = (p * SCATTER) % SYNTHETIC_COMPOUNDS;
  const compound = describeCompound(c);
  // The same compound comes back from other brands and grades, never twice from one brand in one grade.
  const variant = Math.floor(p / SYNTHETIC_COMPOUNDS);
  const pair = (hashString(`c${c}`) + variant) % (BRANDS.length * PURITIES.length);
  const brand = BRANDS[pair % BRANDS.length]!;
  const purity = PURITIES[Math.floor(pair / BRANDS.length)]!;
  const hazardous = random() < 0.15;
  const product: CatalogueRecord = {
    name: compound.name,
    name_en: compound.nameEn,
    cas: compound.cas,
    formula: compound.formula,
    mw: compound.mw,
    purity,
    category: compound.core.category,
    brand,
    synonyms: compound.synonyms.join('|'),
    controlled: hazardous ? 'hazardous' : '',
    mdl: compound.mdl,
    storage: pick(random, STORAGE),
    hazards: hazardous ? 'H302|H315|H319|H335' : '',
  };
  const sizes = compound.core.liquid ? LIQUID_SIZES : SOLID_SIZES;
  const unit = compound.core.liquid ? 'mL' : 'g';
  const count = Math.min(sizes.length, 1 + Math.floor(random() * 5));
  const first = Math.floor(random() * (sizes.length - count + 1));
  const basePrice = 15 * 40 ** random();
  const code = `${BRAND_PREFIX[brand]}-G${p.toString(36).toUpperCase().padStart(6, '0')}`;
  return sizes.slice(first, first + count).map((size) => {
    const pack = `${size} ${unit}`;
    return {
      ...product,
      sku: `${code}-${packCode(pack)}`,
      pack,
      spec: '',
      ...stockAndPrice(random, basePrice * (size / sizes[first]!) ** 0.7),
    };
  });
}

function consumableRecords(p: number, random: () => number): CatalogueRecord[] {
  const template = pick(random, CONSUMABLES);
  const brand = pick(random, CONSUMABLE_BRANDS);
  const series = p.toString(36).toUpperCase().padStart(5, '0');
  const code = `${BRAND_PREFIX[brand]}-E${series}`;
  const basePrice = 20 * 15 ** random();
  return template.specs.map((spec, i) => ({
    sku: `${code}-${packCode(spec)}`,
    name: `${template.zh} ${BRAND_PREFIX[brand]}${series}`,
    name_en: '',
    cas: '',
    formula: '',
    mw: '',
    purity: '',
    spec,
    pack: template.pack,
    category: template.category,
    brand,
    synonyms: '',
    controlled: '',
    ...stockAndPrice(random, basePrice * (1 + i * 0.3)),
  }));
}

function stockAndPrice(random: () => number, yuan: number): CatalogueRecord {
  const stock = random() < 0.08 ? 0 : Math.floor(random() * 500);
  return {
    price: formatYuan(Math.max(100, Math.round(yuan * 2) * 50)),
    stock: String(stock),
    min_qty: '1',
    step: '1',
    lead_days: String(stock === 0 ? 7 + Math.floor(random() * 8) : 1 + Math.floor(random() * 3)),
  };
}

/** Compound number c → its name, formula, synthetic CAS and MDL; the same c always gives the same. */
export function describeCompound(c: number): Compound {
  const core = CORES[c % CORES.length]!;
  const rest = Math.floor(c / CORES.length);
  const first = SUBSTITUENTS[rest % SUBSTITUENTS.length]!;
  const variant = Math.floor(rest / SUBSTITUENTS.length);
  let prefixZh: string;
  let prefixEn: string;
  let groups: Substituent[];
  const synonyms: string[] = [];
  if (variant < SINGLE_LOCANTS.length) {
    const at = SINGLE_LOCANTS[variant]!;
    prefixZh = `${at}-${first.zh}`;
    prefixEn = `${at}-${first.en}`;
    groups = [first];
    const omp = ORTHO_META_PARA[at];
    if (core.benzene && omp) synonyms.push(`${omp}${first.zh}${core.zh}`);
  } else {
    const second = SUBSTITUENTS[Math.floor((variant - SINGLE_LOCANTS.length) / PAIR_LOCANTS.length)]!;
    const [a, b] = PAIR_LOCANTS[(variant - SINGLE_LOCANTS.length) % PAIR_LOCANTS.length]!;
    groups = [first, second];
    if (first === second) {
      prefixZh = `${a},${b}-二${first.zh}`;
      prefixEn = `${a},${b}-di${first.en}`;
    } else {
      prefixZh = `${a}-${first.zh}-${b}-${second.zh}`;
      prefixEn = `${a}-${first.en}-${b}-${second.en}`;
    }
  }
  const en = core.en.includes('{}') ? core.en.replace('{}', prefixEn) : prefixEn + core.en;
  const { formula, mw } = substitutedFormula(core.formula, groups);
  return {
    name: prefixZh + core.zh,
    nameEn: en.replace(/[a-z]/, (ch) => ch.toUpperCase()),
    formula,
    mw: mw.toFixed(2),
    cas: syntheticCas(c),
    mdl: `MFCD${String(20_000_000 + c).padStart(8, '0')}`,
    core,
    synonyms,
  };
}

const parsed = new Map<string, ReadonlyMap<string, number>>();
function countsOf(formula: string): ReadonlyMap<string, number> {
  let counts = parsed.get(formula);
  if (!counts) {
    counts = parseFormula(formula)!;
    parsed.set(formula, counts);
  }
  return counts;
}

/** Each group replaces one hydrogen of the parent; the result in Hill order (C, H, then A–Z). */
function substitutedFormula(parent: string, groups: readonly Substituent[]): { formula: string; mw: number } {
  const counts = new Map(countsOf(parent));
  for (const group of groups) {
    counts.set('H', (counts.get('H') ?? 0) - 1);
    for (const [element, n] of countsOf(group.group)) counts.set(element, (counts.get(element) ?? 0) + n);
  }
  const order = [...counts.keys()].filter((e) => e !== 'C' && e !== 'H').sort();
  const formula = ['C', 'H', ...order]
    .filter((e) => (counts.get(e) ?? 0) > 0)
    .map((e) => `${e}${counts.get(e) === 1 ? '' : counts.get(e)}`)
    .join('');
  return { formula, mw: countsWeight(counts) };
}

function syntheticCas(c: number): string {
  const body = `${1000 + Math.floor(c / 100)}${String(c % 100).padStart(2, '0')}`;
  let sum = 0;
  for (let i = body.length - 1, weight = 1; i >= 0; i--, weight++) sum += Number(body[i]) * weight;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${sum % 10}`;
}
