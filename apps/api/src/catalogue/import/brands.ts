/**
 * The brands of both made-up catalogues, the generated one (generate.ts) and the seed's demo one, which
 * imports them from here: the seed is built from the catalogue, never the reverse.
 *
 * 货号 prefixes of the demo brands (their pinyin initials), and which brands sell what: a solvent's
 * chromatography grades come from the chromatography brand, tips and tubes from the bio brand, and so on.
 */
export const BRAND_PREFIX: Readonly<Record<string, string>> = {
  蓝标: 'LB',
  科睿: 'KR',
  华析: 'HX',
  申源: 'SY',
  泰诺: 'TN',
  博研: 'BY',
  安捷达: 'AJD',
  明谱: 'MP',
  瑞晶: 'RJ',
  德量: 'DL',
};

export const REAGENT_BRANDS = ['蓝标', '科睿', '华析', '申源', '泰诺'] as const;
export const CHROMATOGRAPHY_BRANDS = ['明谱', '华析'] as const;
export const BIO_BRANDS = ['博研', '泰诺'] as const;
export const CONSUMABLE_BRANDS = ['瑞晶', '安捷达', '博研', '明谱'] as const;

export function brandPrefix(brand: string): string {
  const prefix = BRAND_PREFIX[brand];
  if (!prefix) throw new Error(`no 货号 prefix for brand ${brand}`);
  return prefix;
}
