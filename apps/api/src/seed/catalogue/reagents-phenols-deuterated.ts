import { reagentTable, withSmiles } from './reagent-table.ts';
import { PHENOLS_DEUTERATED_SMILES } from './smiles/phenols-deuterated.ts';

const PHENOLS = '化学试剂/有机试剂/酚类';
const DEUTERATED = '化学试剂/有机试剂/氘代试剂';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const phenolsDeuterated = withSmiles(PHENOLS_DEUTERATED_SMILES, [
  ...reagentTable(
    PHENOLS,
    `
108-95-2  | 苯酚 | Phenol | C6H6O | 94.11 | AR | S2 | dark | H301 H311 H331 H314 H341 H373 H411 | - | 石炭酸;酚
95-48-7   | 邻甲酚 | o-Cresol | C7H8O | 108.14 | 99% | S3 | dark | H301 H311 H314 | - | 2-甲基苯酚
108-39-4  | 间甲酚 | m-Cresol | C7H8O | 108.14 | 99% | L3 | dark | H301 H311 H314 | - | 3-甲基苯酚
106-44-5  | 对甲酚 | p-Cresol | C7H8O | 108.14 | 99% | S3 | dark | H301 H311 H314 | - | 4-甲基苯酚
120-80-9  | 邻苯二酚 | Catechol | C6H6O2 | 110.11 | AR | S2 | dark | H301 H311 H315 H319 H341 H350 | - | 儿茶酚;1,2-苯二酚;焦儿茶酚
108-46-3  | 间苯二酚 | Resorcinol | C6H6O2 | 110.11 | AR | S2 | dark | H302 H315 H319 H400 | - | 雷琐酚;1,3-苯二酚
123-31-9  | 对苯二酚 | Hydroquinone | C6H6O2 | 110.11 | AR | S2 | dark | H302 H317 H318 H341 H351 H400 | - | 氢醌;1,4-苯二酚
87-66-1   | 邻苯三酚 | Pyrogallol | C6H6O3 | 126.11 | AR | S3 | dark | H302 H312 H332 H341 H412 | - | 焦性没食子酸;焦棓酚;1,2,3-苯三酚
90-15-3   | 1-萘酚 | 1-Naphthol | C10H8O | 144.17 | AR | S3 | dark | H302 H312 H315 H318 H335 | - | α-萘酚
135-19-3  | 2-萘酚 | 2-Naphthol | C10H8O | 144.17 | AR | S3 | dark | H302 H332 H400 | - | β-萘酚
89-83-8   | 百里酚 | Thymol | C10H14O | 150.22 | 99% | S3 | cool | H302 H314 H411 | - | 麝香草酚;5-甲基-2-异丙基苯酚
128-37-0  | 2,6-二叔丁基对甲酚 | Butylated hydroxytoluene | C15H24O | 220.35 | 99% | S2 | rt | H410 | - | BHT;抗氧剂264;2,6-二叔丁基-4-甲基苯酚
80-05-7   | 双酚A | Bisphenol A | C15H16O2 | 228.29 | 99% | S2 | rt | H317 H318 H335 H360 | - | BPA;4,4'-二羟基二苯基丙烷
123-30-8  | 对氨基苯酚 | 4-Aminophenol | C6H7NO | 109.13 | 98% | S3 | dark | H302 H332 H341 H410 | - | 4-氨基苯酚
`,
  ),
  ...reagentTable(
    DEUTERATED,
    `
2206-27-1 | 氘代二甲基亚砜 | Dimethyl sulfoxide-d6 | C2D6OS | 84.17 | NMR | L5 | dry | - | - | DMSO-d6;六氘代二甲基亚砜 | 99.9 atom% D
7789-20-0 | 重水 | Deuterium oxide | D2O | 20.03 | NMR | L4 | dry | - | - | 氧化氘;D2O | 99.9 atom% D
811-98-3  | 氘代甲醇 | Methanol-d4 | CD4O | 36.07 | NMR | L5 | flam | H225 H301 H311 H331 H370 | - | 甲醇-d4;CD3OD | 99.8 atom% D
2206-26-0 | 氘代乙腈 | Acetonitrile-d3 | C2D3N | 44.07 | NMR | L5 | flam | H225 H302 H312 H319 H332 | - | 乙腈-d3;CD3CN | 99.8 atom% D
`,
  ),
]);
