import { reagentTable, withSmiles } from './reagent-table.ts';
import { ETHERS_ESTERS_SMILES } from './smiles/ethers-esters.ts';

const ETHERS = '化学试剂/有机试剂/醚类';
const ESTERS = '化学试剂/有机试剂/酯类';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const ethersEsters = withSmiles(ETHERS_ESTERS_SMILES, [
  ...reagentTable(
    ETHERS,
    `
60-29-7    | 乙醚 | Diethyl ether | C4H10O | 74.12 | AR | L2 | flam | H224 H302 H336 | precursor-2 | 二乙醚;Et2O;Ethyl ether
109-99-9   | 四氢呋喃 | Tetrahydrofuran | C4H8O | 72.11 | HPLC AR | L2 | flam | H225 H302 H319 H335 H351 | - | THF;氧杂环戊烷;Oxolane
123-91-1   | 1,4-二氧六环 | 1,4-Dioxane | C4H8O2 | 88.11 | AR | L2 | flam | H225 H319 H335 H351 | - | 二噁烷;1,4-二噁烷;Dioxane
1634-04-4  | 甲基叔丁基醚 | Methyl tert-butyl ether | C5H12O | 88.15 | HPLC AR | L2 | flam | H225 H315 | - | MTBE;叔丁基甲基醚
108-20-3   | 异丙醚 | Diisopropyl ether | C6H14O | 102.17 | AR | L2 | flam | H225 H336 | - | 二异丙醚
142-96-1   | 正丁醚 | Dibutyl ether | C8H18O | 130.23 | AR | L2 | flam | H226 H315 H319 H335 H412 | - | 二正丁醚;丁醚
110-71-4   | 乙二醇二甲醚 | 1,2-Dimethoxyethane | C4H10O2 | 90.12 | 99% | L3 | flam | H225 H332 H360 | - | 1,2-二甲氧基乙烷;DME;Glyme
96-47-9    | 2-甲基四氢呋喃 | 2-Methyltetrahydrofuran | C5H10O | 86.13 | 99% | L3 | flam | H225 H302 H315 H318 | - | 2-MeTHF
100-66-3   | 苯甲醚 | Anisole | C7H8O | 108.14 | 99% | L3 | flam | H226 | - | 茴香醚;甲氧基苯;Methoxybenzene
101-84-8   | 二苯醚 | Diphenyl ether | C12H10O | 170.21 | 99% | L3 | cool | H411 | - | 苯醚;Phenyl ether
75-56-9    | 环氧丙烷 | Propylene oxide | C3H6O | 58.08 | 99% | L3 | flam | H224 H302 H311 H331 H319 H335 H340 H350 | - | 1,2-环氧丙烷;氧化丙烯
106-89-8   | 环氧氯丙烷 | Epichlorohydrin | C3H5ClO | 92.52 | 99% | L3 | flam | H226 H301 H311 H331 H314 H317 H350 | - | 表氯醇;3-氯-1,2-环氧丙烷
17455-13-9 | 18-冠-6 | 18-Crown-6 | C12H24O6 | 264.32 | 99% | S4 | dry | H302 | - | 1,4,7,10,13,16-六氧杂环十八烷
`,
  ),
  ...reagentTable(
    ESTERS,
    `
141-78-6   | 乙酸乙酯 | Ethyl acetate | C4H8O2 | 88.11 | HPLC AR | L1 | flam | H225 H319 H336 | - | 醋酸乙酯;EtOAc
79-20-9    | 乙酸甲酯 | Methyl acetate | C3H6O2 | 74.08 | AR | L2 | flam | H225 H319 H336 | - | 醋酸甲酯
109-60-4   | 乙酸正丙酯 | Propyl acetate | C5H10O2 | 102.13 | AR | L2 | flam | H225 H319 H336 | - | 醋酸丙酯;n-Propyl acetate
108-21-4   | 乙酸异丙酯 | Isopropyl acetate | C5H10O2 | 102.13 | AR | L2 | flam | H225 H319 H336 | - | 醋酸异丙酯
123-86-4   | 乙酸丁酯 | Butyl acetate | C6H12O2 | 116.16 | AR | L2 | flam | H226 H336 | - | 醋酸丁酯;乙酸正丁酯;n-Butyl acetate
123-92-2   | 乙酸异戊酯 | Isoamyl acetate | C7H14O2 | 130.18 | AR | L2 | flam | H226 | - | 醋酸异戊酯;香蕉油
107-31-3   | 甲酸甲酯 | Methyl formate | C2H4O2 | 60.05 | 98% | L3 | flam | H224 H302 H332 H319 H335 | - | 蚁酸甲酯
109-94-4   | 甲酸乙酯 | Ethyl formate | C3H6O2 | 74.08 | 98% | L3 | flam | H225 H302 H332 H319 H335 | - | 蚁酸乙酯
616-38-6   | 碳酸二甲酯 | Dimethyl carbonate | C3H6O3 | 90.08 | 99% | L2 | flam | H225 | - | DMC
108-32-7   | 碳酸丙烯酯 | Propylene carbonate | C4H6O3 | 102.09 | 99% | L2 | rt | H319 | - | 碳酸丙二醇酯;1,2-丙二醇碳酸酯
96-49-1    | 碳酸乙烯酯 | Ethylene carbonate | C3H4O3 | 88.06 | 99% | S3 | dry | H302 H319 H373 | - | 碳酸亚乙酯;1,3-二氧戊环-2-酮
96-33-3    | 丙烯酸甲酯 | Methyl acrylate | C4H6O2 | 86.09 | 99% | L3 | flam | H225 H302 H312 H332 H315 H317 H319 H335 H412 | - | 败脂酸甲酯
80-62-6    | 甲基丙烯酸甲酯 | Methyl methacrylate | C5H8O2 | 100.12 | 99% | L2 | flam | H225 H315 H317 H335 | - | MMA;异丁烯酸甲酯
108-05-4   | 乙酸乙烯酯 | Vinyl acetate | C4H6O2 | 86.09 | 99% | L3 | flam | H225 H332 H335 H351 | - | 醋酸乙烯酯
105-53-3   | 丙二酸二乙酯 | Diethyl malonate | C7H12O4 | 160.17 | 99% | L3 | cool | - | - | 丙二酸乙酯
141-97-9   | 乙酰乙酸乙酯 | Ethyl acetoacetate | C6H10O3 | 130.14 | 99% | L3 | cool | H319 | - | 乙酰醋酸乙酯;3-氧代丁酸乙酯
95-92-1    | 草酸二乙酯 | Diethyl oxalate | C6H10O4 | 146.14 | 99% | L3 | cool | H302 H319 | - | 乙二酸二乙酯
97-64-3    | 乳酸乙酯 | Ethyl lactate | C5H10O3 | 118.13 | 98% | L3 | flam | H226 H318 H335 | - | 2-羟基丙酸乙酯
541-41-3   | 氯甲酸乙酯 | Ethyl chloroformate | C3H5ClO2 | 108.52 | 98% | L3 | flam | H225 H302 H314 H330 | - | 氯碳酸乙酯
93-58-3    | 苯甲酸甲酯 | Methyl benzoate | C8H8O2 | 136.15 | 99% | L3 | cool | H302 | - | 安息香酸甲酯
120-51-4   | 苯甲酸苄酯 | Benzyl benzoate | C14H12O2 | 212.24 | 99% | L3 | cool | H302 H411 | - | 安息香酸苄酯
119-36-8   | 水杨酸甲酯 | Methyl salicylate | C8H8O3 | 152.15 | 99% | L3 | cool | H302 | - | 冬青油;邻羟基苯甲酸甲酯
84-74-2    | 邻苯二甲酸二丁酯 | Dibutyl phthalate | C16H22O4 | 278.34 | AR | L2 | cool | H360 H400 | - | DBP;酞酸二丁酯
117-81-7   | 邻苯二甲酸二(2-乙基己)酯 | Bis(2-ethylhexyl) phthalate | C24H38O4 | 390.56 | 99% | L2 | cool | H360 | - | DEHP;邻苯二甲酸二辛酯
77-93-0    | 柠檬酸三乙酯 | Triethyl citrate | C12H20O7 | 276.28 | 99% | L3 | rt | - | - | 枸橼酸三乙酯
102-76-1   | 三乙酸甘油酯 | Triacetin | C9H14O6 | 218.20 | 99% | L3 | rt | - | - | 甘油三乙酸酯;三醋精
126-73-8   | 磷酸三丁酯 | Tributyl phosphate | C12H27O4P | 266.31 | AR | L2 | cool | H302 H315 H351 | - | TBP;磷酸三正丁酯
122-51-0   | 原甲酸三乙酯 | Triethyl orthoformate | C7H16O3 | 148.20 | 98% | L3 | flam | H226 H319 | - | 原甲酸乙酯
`,
  ),
]);
