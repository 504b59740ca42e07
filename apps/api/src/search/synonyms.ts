/**
 * Curated groups of names that mean exactly the same substance. Used on the INDEX side: a product whose
 * name (or one of its own synonyms) is a member gets every member indexed, so an imported catalogue that
 * never lists "MeCN" is still found by it, and a query stays a plain AND of its own tokens.
 *
 * Only true synonyms belong here. Left out on purpose: grades (无水乙醇 is a grade of 乙醇, not another
 * name), and abbreviations that name more than one reagent: EA (ethyl acetate / ethanolamine …), TEA
 * (triethylamine / triethanolamine), DMA (dimethylacetamide / dimethylamine), IPA, HCl (hydrogen
 * chloride, not hydrochloric acid), "ether" (also petroleum ether).
 */
const GROUPS: readonly (readonly string[])[] = [
  ['乙腈', '甲基氰', '氰甲烷', 'acetonitrile', 'MeCN', 'ACN', 'methyl cyanide'],
  ['甲醇', '木醇', 'methanol', 'MeOH', 'methyl alcohol'],
  ['乙醇', '酒精', 'ethanol', 'EtOH', 'ethyl alcohol'],
  ['异丙醇', '2-丙醇', 'isopropanol', '2-propanol', 'isopropyl alcohol'],
  ['丙酮', '二甲基酮', 'acetone', '2-propanone'],
  ['二甲基亚砜', 'DMSO', 'dimethyl sulfoxide', 'dimethyl sulphoxide'],
  ['四氢呋喃', 'THF', 'tetrahydrofuran', 'oxolane'],
  ['二氯甲烷', '亚甲基氯', 'DCM', 'dichloromethane', 'methylene chloride'],
  ['三氯甲烷', '氯仿', 'chloroform', 'trichloromethane'],
  ['乙酸乙酯', '醋酸乙酯', 'EtOAc', 'ethyl acetate'],
  ['N,N-二甲基甲酰胺', '二甲基甲酰胺', 'DMF', 'N,N-dimethylformamide', 'dimethylformamide'],
  ['N,N-二甲基乙酰胺', '二甲基乙酰胺', 'DMAc', 'N,N-dimethylacetamide', 'dimethylacetamide'],
  ['N-甲基吡咯烷酮', 'NMP', 'N-methyl-2-pyrrolidone', '1-methyl-2-pyrrolidinone'],
  ['甲基叔丁基醚', 'MTBE', 'methyl tert-butyl ether', 'tert-butyl methyl ether'],
  ['乙醚', '二乙醚', 'Et2O', 'diethyl ether'],
  ['三羟甲基氨基甲烷', '氨丁三醇', 'Tris', 'tromethamine', 'THAM', 'tris(hydroxymethyl)aminomethane'],
  ['乙酸', '醋酸', '冰乙酸', '冰醋酸', 'acetic acid', 'AcOH', 'HOAc'],
  ['三氟乙酸', 'TFA', 'trifluoroacetic acid'],
  ['乙二胺四乙酸', 'EDTA', 'edetic acid'],
  ['十二烷基硫酸钠', '月桂基硫酸钠', 'SDS', 'SLS', 'sodium dodecyl sulfate', 'sodium lauryl sulfate'],
  ['N,N-二异丙基乙胺', 'DIPEA', 'DIEA', 'N,N-diisopropylethylamine'],
  ['三乙胺', 'Et3N', 'triethylamine'],
  ['4-二甲氨基吡啶', 'DMAP', '4-dimethylaminopyridine'],
  ['甲苯', '甲基苯', 'toluene', 'methylbenzene'],
  ['过氧化氢', '双氧水', 'hydrogen peroxide'],
  ['碳酸氢钠', '小苏打', 'sodium bicarbonate', 'sodium hydrogen carbonate'],
  ['氢氧化钠', '烧碱', '苛性钠', 'sodium hydroxide'],
  ['丙三醇', '甘油', 'glycerol', 'glycerin'],
  ['苯甲醇', '苄醇', 'benzyl alcohol'],
  ['牛血清白蛋白', 'BSA', 'bovine serum albumin'],
];

function key(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const byName = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const name of group) byName.set(key(name), group);

/** The curated group a name belongs to, or nothing. Whole names only: 乙腈 yes, 乙腈 HPLC no. */
export function synonymGroup(name: string): readonly string[] | undefined {
  return byName.get(key(name));
}

/** The names plus every curated synonym of any of them, without duplicates. */
export function expandSynonyms(names: readonly string[]): string[] {
  const out = new Set(names);
  for (const name of names) for (const synonym of synonymGroup(name) ?? []) out.add(synonym);
  return [...out];
}
