import { reagentTable, withSmiles } from './reagent-table.ts';
import { ALCOHOLS_KETONES_NITRILES_SMILES } from './smiles/alcohols-ketones-nitriles.ts';

const ALCOHOLS = '化学试剂/有机试剂/醇类';
const KETONES = '化学试剂/有机试剂/酮类';
const NITRILES = '化学试剂/有机试剂/腈类';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const alcoholsKetonesNitriles = withSmiles(ALCOHOLS_KETONES_NITRILES_SMILES, [
  ...reagentTable(
    ALCOHOLS,
    `
67-56-1   | 甲醇 | Methanol | CH4O | 32.04 | HPLC LCMS AR | L1 | flam | H225 H301 H311 H331 H370 | - | 木醇;MeOH;Methyl alcohol
64-17-5   | 无水乙醇 | Ethanol absolute | C2H6O | 46.07 | AR HPLC | L1 | flam | H225 H319 | - | 乙醇;酒精;EtOH;Ethanol | ≥99.7%
67-63-0   | 异丙醇 | 2-Propanol | C3H8O | 60.10 | HPLC AR | L1 | flam | H225 H319 H336 | - | 2-丙醇;Isopropyl alcohol;Isopropanol
71-23-8   | 正丙醇 | 1-Propanol | C3H8O | 60.10 | AR | L2 | flam | H225 H318 H336 | - | 1-丙醇;n-Propanol
71-36-3   | 正丁醇 | 1-Butanol | C4H10O | 74.12 | AR HPLC | L2 | flam | H226 H302 H315 H318 H335 H336 | - | 1-丁醇;n-Butanol
78-83-1   | 异丁醇 | 2-Methyl-1-propanol | C4H10O | 74.12 | AR | L2 | flam | H226 H315 H318 H335 H336 | - | 2-甲基-1-丙醇;Isobutanol
78-92-2   | 仲丁醇 | 2-Butanol | C4H10O | 74.12 | AR | L2 | flam | H226 H319 H335 H336 | - | 2-丁醇;sec-Butanol
75-65-0   | 叔丁醇 | tert-Butanol | C4H10O | 74.12 | AR | L2 | flam | H225 H319 H332 H335 H336 | - | 2-甲基-2-丙醇;t-BuOH;2-Methyl-2-propanol
71-41-0   | 正戊醇 | 1-Pentanol | C5H12O | 88.15 | AR | L3 | flam | H226 H315 H332 H335 | - | 1-戊醇;n-Amyl alcohol
123-51-3  | 异戊醇 | 3-Methyl-1-butanol | C5H12O | 88.15 | AR | L2 | flam | H226 H332 H335 | - | 3-甲基-1-丁醇;Isoamyl alcohol
111-27-3  | 正己醇 | 1-Hexanol | C6H14O | 102.17 | AR | L3 | cool | H302 H319 | - | 1-己醇;n-Hexanol
111-70-6  | 正庚醇 | 1-Heptanol | C7H16O | 116.20 | 98% | L3 | cool | H302 H319 | - | 1-庚醇
111-87-5  | 正辛醇 | 1-Octanol | C8H18O | 130.23 | AR | L3 | cool | H319 H412 | - | 1-辛醇;n-Octanol
104-76-7  | 2-乙基己醇 | 2-Ethyl-1-hexanol | C8H18O | 130.23 | AR | L2 | cool | H315 H319 H332 H335 | - | 异辛醇;2-Ethylhexanol
112-30-1  | 正癸醇 | 1-Decanol | C10H22O | 158.28 | 98% | L3 | cool | H319 H411 | - | 1-癸醇
112-53-8  | 正十二醇 | 1-Dodecanol | C12H26O | 186.33 | 98% | S3 | cool | H319 H410 | - | 月桂醇;1-十二醇;Lauryl alcohol
108-93-0  | 环己醇 | Cyclohexanol | C6H12O | 100.16 | AR | L2 | cool | H302 H315 H332 H335 | - | 六氢苯酚
100-51-6  | 苯甲醇 | Benzyl alcohol | C7H8O | 108.14 | AR | L2 | cool | H302 H319 H332 | - | 苄醇
60-12-8   | 苯乙醇 | 2-Phenylethanol | C8H10O | 122.16 | 99% | L3 | cool | H302 H319 | - | 2-苯乙醇;β-苯乙醇;Phenethyl alcohol
107-21-1  | 乙二醇 | Ethylene glycol | C2H6O2 | 62.07 | AR | L2 | rt | H302 H373 | - | 1,2-乙二醇;Ethane-1,2-diol
111-46-6  | 二甘醇 | Diethylene glycol | C4H10O3 | 106.12 | AR | L2 | rt | H302 H373 | - | 二乙二醇;一缩二乙二醇
112-27-6  | 三甘醇 | Triethylene glycol | C6H14O4 | 150.17 | AR | L2 | rt | - | - | 三乙二醇;二缩三乙二醇
57-55-6   | 1,2-丙二醇 | 1,2-Propanediol | C3H8O2 | 76.09 | AR | L2 | rt | - | - | 丙二醇;Propylene glycol
504-63-2  | 1,3-丙二醇 | 1,3-Propanediol | C3H8O2 | 76.09 | 98% | L3 | rt | - | - | 三亚甲基二醇
56-81-5   | 丙三醇 | Glycerol | C3H8O3 | 92.09 | AR BR | L2 | dry | - | - | 甘油;Glycerin
109-86-4  | 乙二醇甲醚 | 2-Methoxyethanol | C3H8O2 | 76.09 | AR | L2 | flam | H226 H302 H312 H332 H360 | - | 2-甲氧基乙醇;乙二醇单甲醚
111-76-2  | 乙二醇丁醚 | 2-Butoxyethanol | C6H14O2 | 118.17 | AR | L2 | cool | H302 H312 H332 H315 H319 | - | 2-丁氧基乙醇;乙二醇单丁醚
98-00-0   | 糠醇 | Furfuryl alcohol | C5H6O2 | 98.10 | 98% | L2 | cool | H302 H312 H331 H319 H335 H351 H373 | - | 2-呋喃甲醇;呋喃甲醇
115-77-5  | 季戊四醇 | Pentaerythritol | C5H12O4 | 136.15 | 98% | S2 | dry | - | - | 四羟甲基甲烷
2216-51-5 | L-薄荷醇 | L-Menthol | C10H20O | 156.27 | 99% | S3 | cool | H315 H319 | - | 薄荷脑;左旋薄荷醇
920-66-1  | 六氟异丙醇 | 1,1,1,3,3,3-Hexafluoro-2-propanol | C3H2F6O | 168.04 | 99% | L4 | cool | H302 H314 H332 H361 H373 | - | HFIP
`,
  ),
  ...reagentTable(
    KETONES,
    `
67-64-1   | 丙酮 | Acetone | C3H6O | 58.08 | HPLC AR | L1 | flam | H225 H319 H336 | precursor-3 | 二甲基酮;2-丙酮;2-Propanone
78-93-3   | 丁酮 | 2-Butanone | C4H8O | 72.11 | AR | L2 | flam | H225 H319 H336 | precursor-3 | 甲乙酮;甲基乙基酮;2-丁酮;MEK;Methyl ethyl ketone
108-10-1  | 甲基异丁基酮 | 4-Methyl-2-pentanone | C6H12O | 100.16 | AR | L2 | flam | H225 H319 H332 H335 | - | 4-甲基-2-戊酮;MIBK;Methyl isobutyl ketone
108-94-1  | 环己酮 | Cyclohexanone | C6H10O | 98.14 | AR | L2 | flam | H226 H302 H312 H332 H315 H318 | - | 安酮
120-92-3  | 环戊酮 | Cyclopentanone | C5H8O | 84.12 | 99% | L3 | flam | H226 H315 H319 | - | -
98-86-2   | 苯乙酮 | Acetophenone | C8H8O | 120.15 | AR | L2 | cool | H302 H319 | - | 乙酰苯;甲基苯基酮
93-55-0   | 苯丙酮 | Propiophenone | C9H10O | 134.18 | 99% | L3 | cool | - | precursor-2 | 1-苯基-1-丙酮;苯基乙基酮
78-59-1   | 异佛尔酮 | Isophorone | C9H14O | 138.21 | 97% | L3 | cool | H302 H312 H319 H335 H351 | - | 3,5,5-三甲基-2-环己烯-1-酮
123-42-2  | 二丙酮醇 | Diacetone alcohol | C6H12O2 | 116.16 | AR | L2 | cool | H319 | - | 4-羟基-4-甲基-2-戊酮
76-22-2   | 樟脑 | Camphor | C10H16O | 152.23 | 96% | S3 | cool | H228 H302 H332 H371 | - | 2-莰酮;DL-樟脑
`,
  ),
  ...reagentTable(
    NITRILES,
    `
75-05-8   | 乙腈 | Acetonitrile | C2H3N | 41.05 | HPLC LCMS AR | L2 | flam | H225 H302 H312 H319 H332 | - | 甲基氰;氰甲烷;MeCN;ACN;Methyl cyanide
100-47-0  | 苯甲腈 | Benzonitrile | C7H5N | 103.12 | 99% | L3 | cool | H302 H312 | - | 苯腈;氰基苯
107-13-1  | 丙烯腈 | Acrylonitrile | C3H3N | 53.06 | 99% | L3 | flam | H225 H301 H311 H331 H315 H317 H318 H335 H350 H411 | - | 乙烯基氰;Vinyl cyanide
109-77-3  | 丙二腈 | Malononitrile | C3H2N2 | 66.06 | 99% | S4 | cool | H301 H311 H331 H410 | - | 二氰基甲烷;Propanedinitrile
`,
  ),
]);
