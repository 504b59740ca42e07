/**
 * Parts the synthetic catalogue builds names from: real parent compounds and substituents, combined
 * into plausible (and mostly real) derivatives such as 2-氯-4-硝基苯甲酸, so the benchmark's index sees
 * the bigrams, words and pinyin of a real catalogue rather than random characters.
 */

const ORGANIC = '化学试剂/有机试剂';

export interface Core {
  zh: string;
  /** `{}` marks where substituents go when it is not the front (methyl {}benzoate). */
  en: string;
  formula: string;
  category: string;
  liquid?: boolean;
  /** Benzene ring with one substituent: 2/3/4 also read 邻/间/对 (2-氯苯甲酸 = 邻氯苯甲酸). */
  benzene?: boolean;
}

export const CORES: readonly Core[] = [
  {
    zh: '苯甲酸',
    en: 'benzoic acid',
    formula: 'C7H6O2',
    category: `${ORGANIC}/有机酸及衍生物`,
    benzene: true,
  },
  { zh: '苯丙酸', en: 'phenylpropionic acid', formula: 'C9H10O2', category: `${ORGANIC}/有机酸及衍生物` },
  { zh: '苯氧乙酸', en: 'phenoxyacetic acid', formula: 'C8H8O3', category: `${ORGANIC}/有机酸及衍生物` },
  {
    zh: '苯硼酸',
    en: 'phenylboronic acid',
    formula: 'C6H7BO2',
    category: `${ORGANIC}/有机酸及衍生物`,
    benzene: true,
  },
  {
    zh: '苯磺酰氯',
    en: 'benzenesulfonyl chloride',
    formula: 'C6H5ClO2S',
    category: `${ORGANIC}/有机酸及衍生物`,
  },
  {
    zh: '苯甲酰氯',
    en: 'benzoyl chloride',
    formula: 'C7H5ClO',
    category: `${ORGANIC}/有机酸及衍生物`,
    liquid: true,
  },
  { zh: '苯胺', en: 'aniline', formula: 'C6H7N', category: `${ORGANIC}/胺类`, benzene: true },
  { zh: '苄胺', en: 'benzylamine', formula: 'C7H9N', category: `${ORGANIC}/胺类`, liquid: true },
  { zh: '苯酚', en: 'phenol', formula: 'C6H6O', category: `${ORGANIC}/酚类`, benzene: true },
  {
    zh: '苯甲醛',
    en: 'benzaldehyde',
    formula: 'C7H6O',
    category: `${ORGANIC}/醛类`,
    liquid: true,
    benzene: true,
  },
  { zh: '苯乙酮', en: 'acetophenone', formula: 'C8H8O', category: `${ORGANIC}/酮类`, liquid: true },
  { zh: '环己酮', en: 'cyclohexanone', formula: 'C6H10O', category: `${ORGANIC}/酮类`, liquid: true },
  { zh: '苯甲腈', en: 'benzonitrile', formula: 'C7H5N', category: `${ORGANIC}/腈类`, benzene: true },
  { zh: '苯甲醇', en: 'benzyl alcohol', formula: 'C7H8O', category: `${ORGANIC}/醇类`, liquid: true },
  { zh: '苯甲酸甲酯', en: 'methyl {}benzoate', formula: 'C8H8O2', category: `${ORGANIC}/酯类`, liquid: true },
  { zh: '苯甲酸乙酯', en: 'ethyl {}benzoate', formula: 'C9H10O2', category: `${ORGANIC}/酯类`, liquid: true },
  { zh: '苯甲酰胺', en: 'benzamide', formula: 'C7H7NO', category: `${ORGANIC}/酰胺与亚砜`, benzene: true },
  { zh: '硝基苯', en: 'nitrobenzene', formula: 'C6H5NO2', category: `${ORGANIC}/硝基化合物`, liquid: true },
  { zh: '甲苯', en: 'toluene', formula: 'C7H8', category: `${ORGANIC}/芳香烃`, liquid: true },
  { zh: '萘', en: 'naphthalene', formula: 'C10H8', category: `${ORGANIC}/芳香烃` },
  { zh: '联苯', en: 'biphenyl', formula: 'C12H10', category: `${ORGANIC}/芳香烃` },
  { zh: '苯乙烯', en: 'styrene', formula: 'C8H8', category: `${ORGANIC}/芳香烃`, liquid: true },
  { zh: '吡啶', en: 'pyridine', formula: 'C5H5N', category: `${ORGANIC}/杂环化合物`, liquid: true },
  { zh: '嘧啶', en: 'pyrimidine', formula: 'C4H4N2', category: `${ORGANIC}/杂环化合物` },
  { zh: '吲哚', en: 'indole', formula: 'C8H7N', category: `${ORGANIC}/杂环化合物` },
  { zh: '喹啉', en: 'quinoline', formula: 'C9H7N', category: `${ORGANIC}/杂环化合物` },
  { zh: '噻吩', en: 'thiophene', formula: 'C4H4S', category: `${ORGANIC}/杂环化合物`, liquid: true },
  { zh: '呋喃', en: 'furan', formula: 'C4H4O', category: `${ORGANIC}/杂环化合物`, liquid: true },
  { zh: '咪唑', en: 'imidazole', formula: 'C3H4N2', category: `${ORGANIC}/杂环化合物` },
  { zh: '吡唑', en: 'pyrazole', formula: 'C3H4N2', category: `${ORGANIC}/杂环化合物` },
  { zh: '苯并咪唑', en: 'benzimidazole', formula: 'C7H6N2', category: `${ORGANIC}/杂环化合物` },
  { zh: '苯并噻唑', en: 'benzothiazole', formula: 'C7H5NS', category: `${ORGANIC}/杂环化合物` },
  { zh: '苯并呋喃', en: 'benzofuran', formula: 'C8H6O', category: `${ORGANIC}/杂环化合物`, liquid: true },
];

export interface Substituent {
  zh: string;
  en: string;
  /** The group that replaces one hydrogen. */
  group: string;
}

export const SUBSTITUENTS: readonly Substituent[] = [
  { zh: '氯', en: 'chloro', group: 'Cl' },
  { zh: '溴', en: 'bromo', group: 'Br' },
  { zh: '氟', en: 'fluoro', group: 'F' },
  { zh: '碘', en: 'iodo', group: 'I' },
  { zh: '甲基', en: 'methyl', group: 'CH3' },
  { zh: '乙基', en: 'ethyl', group: 'C2H5' },
  { zh: '丙基', en: 'propyl', group: 'C3H7' },
  { zh: '异丙基', en: 'isopropyl', group: 'C3H7' },
  { zh: '叔丁基', en: 'tert-butyl', group: 'C4H9' },
  { zh: '环丙基', en: 'cyclopropyl', group: 'C3H5' },
  { zh: '乙烯基', en: 'vinyl', group: 'C2H3' },
  { zh: '苯基', en: 'phenyl', group: 'C6H5' },
  { zh: '甲氧基', en: 'methoxy', group: 'CH3O' },
  { zh: '乙氧基', en: 'ethoxy', group: 'C2H5O' },
  { zh: '丁氧基', en: 'butoxy', group: 'C4H9O' },
  { zh: '苯氧基', en: 'phenoxy', group: 'C6H5O' },
  { zh: '苄氧基', en: 'benzyloxy', group: 'C7H7O' },
  { zh: '三氟甲基', en: 'trifluoromethyl', group: 'CF3' },
  { zh: '二氟甲基', en: 'difluoromethyl', group: 'CHF2' },
  { zh: '三氟甲氧基', en: 'trifluoromethoxy', group: 'CF3O' },
  { zh: '硝基', en: 'nitro', group: 'NO2' },
  { zh: '氨基', en: 'amino', group: 'NH2' },
  { zh: '二甲氨基', en: 'dimethylamino', group: 'C2H6N' },
  { zh: '乙酰氨基', en: 'acetamido', group: 'C2H4NO' },
  { zh: '羟基', en: 'hydroxy', group: 'OH' },
  { zh: '巯基', en: 'mercapto', group: 'SH' },
  { zh: '甲硫基', en: 'methylthio', group: 'CH3S' },
  { zh: '氰基', en: 'cyano', group: 'CN' },
  { zh: '甲酰基', en: 'formyl', group: 'CHO' },
  { zh: '乙酰基', en: 'acetyl', group: 'C2H3O' },
  { zh: '羧基', en: 'carboxy', group: 'CHO2' },
  { zh: '甲氧羰基', en: 'methoxycarbonyl', group: 'C2H3O2' },
  { zh: '氨甲酰基', en: 'carbamoyl', group: 'CH2NO' },
  { zh: '甲磺酰基', en: 'methylsulfonyl', group: 'CH3O2S' },
  { zh: '吗啉基', en: 'morpholino', group: 'C4H8NO' },
  { zh: '哌啶基', en: 'piperidino', group: 'C5H10N' },
];

/** Locants for one substituent, and for two. */
export const SINGLE_LOCANTS = ['2', '3', '4', '5', '6'] as const;
export const PAIR_LOCANTS = [
  ['2', '4'],
  ['3', '5'],
  ['2', '5'],
  ['2', '6'],
  ['3', '4'],
  ['2', '3'],
] as const;

export const ORTHO_META_PARA: Record<string, string> = { '2': '邻', '3': '间', '4': '对' };

export const PURITIES = ['分析纯 AR', '优级纯 GR', '化学纯 CP', '98%', '99%', '≥97%', '色谱纯 HPLC'] as const;

export interface ConsumableTemplate {
  zh: string;
  category: string;
  specs: readonly string[];
  pack: string;
}

export const CONSUMABLES: readonly ConsumableTemplate[] = [
  {
    zh: '微量离心管',
    category: '实验耗材/塑料耗材/离心管',
    specs: ['0.5 mL', '1.5 mL', '2.0 mL'],
    pack: '500 支/包',
  },
  {
    zh: '移液器吸头',
    category: '实验耗材/塑料耗材/移液器吸头',
    specs: ['10 μL', '200 μL', '1000 μL'],
    pack: '1000 支/包',
  },
  {
    zh: '针式滤器',
    category: '实验耗材/过滤与分离/针式滤器',
    specs: ['0.22 μm', '0.45 μm'],
    pack: '100 个/盒',
  },
  {
    zh: '定性滤纸',
    category: '实验耗材/过滤与分离/滤纸',
    specs: ['φ9 cm', 'φ11 cm', 'φ15 cm'],
    pack: '100 张/盒',
  },
  { zh: '烧杯', category: '实验耗材/玻璃器皿/烧杯', specs: ['100 mL', '250 mL', '500 mL'], pack: '1 只' },
  { zh: '容量瓶', category: '实验耗材/玻璃器皿/容量瓶', specs: ['50 mL', '100 mL', '250 mL'], pack: '1 只' },
  { zh: '丁腈手套', category: '安全防护/个人防护/防护手套', specs: ['S', 'M', 'L'], pack: '100 只/盒' },
];
