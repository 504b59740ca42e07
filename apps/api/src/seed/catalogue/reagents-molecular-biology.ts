import { reagentTable, withSmiles } from './reagent-table.ts';
import { MOLECULAR_BIOLOGY_SMILES } from './smiles/molecular-biology.ts';

const ELECTROPHORESIS = '生物试剂/分子生物学/电泳试剂';
const NUCLEIC_PROTEIN = '生物试剂/分子生物学/核酸与蛋白试剂';
const PROTEINS = '生物试剂/蛋白与酶/蛋白';
const ENZYMES = '生物试剂/蛋白与酶/酶';
const VITAMINS = '生物试剂/维生素与辅酶/维生素';
const ANTIBIOTICS = '生物试剂/细胞与微生物/抗生素';
const MEDIA = '生物试剂/细胞与微生物/培养基成分';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const molecularBiology = withSmiles(MOLECULAR_BIOLOGY_SMILES, [
  ...reagentTable(
    ELECTROPHORESIS,
    `
79-06-1    | 丙烯酰胺 | Acrylamide | C3H5NO | 71.08 | BR | S3 | dark | H301 H312 H332 H315 H317 H319 H340 H350 H361 H372 | - | Acr;丙烯酰胺单体
110-26-9   | N,N'-亚甲基双丙烯酰胺 | N,N'-Methylenebisacrylamide | C7H10N2O2 | 154.17 | BR | S4 | dark | H302 | - | 甲叉双丙烯酰胺;Bis
110-18-9   | 四甲基乙二胺 | N,N,N',N'-Tetramethylethylenediamine | C6H16N2 | 116.21 | BR | L4 | flam | H225 H302 H314 H332 | - | TEMED
151-21-3   | 十二烷基硫酸钠 | Sodium dodecyl sulfate | C12H25NaO4S | 288.38 | BR AR | S2 | dry | H228 H302 H332 H315 H318 H335 H412 | - | SDS;月桂基硫酸钠;SLS
6104-59-2  | 考马斯亮蓝 R-250 | Coomassie Brilliant Blue R-250 | C45H44N3NaO7S2 | 825.97 | BR | S4 | rt | - | - | 考马斯亮蓝R250;亮蓝R-250
6104-58-1  | 考马斯亮蓝 G-250 | Coomassie Brilliant Blue G-250 | C47H48N3NaO7S2 | 854.02 | BR | S4 | rt | - | - | 考马斯亮蓝G250;亮蓝G-250
1239-45-8  | 溴化乙锭 | Ethidium bromide | C21H20BrN3 | 394.31 | BR | S5 | dark | H302 H330 H341 | - | EB;溴化3,8-二氨基-5-乙基-6-苯基菲啶
`,
  ),
  ...reagentTable(
    NUCLEIC_PROTEIN,
    `
3483-12-3  | DL-二硫苏糖醇 | DL-Dithiothreitol | C4H10O2S2 | 154.25 | BR | S4 | fridge | H302 H315 H319 H335 | - | DTT;克列兰试剂
60-24-2    | 2-巯基乙醇 | 2-Mercaptoethanol | C2H6OS | 78.13 | BR | L3 | cool | H301 H310 H330 H315 H317 H318 H373 H410 | - | β-巯基乙醇;β-ME
329-98-6   | 苯甲基磺酰氟 | Phenylmethanesulfonyl fluoride | C7H7FO2S | 174.19 | BR | S4 | fridge | H301 H314 | - | PMSF
50-01-1    | 盐酸胍 | Guanidine hydrochloride | CH5N3·HCl | 95.53 | BR | S2 | dry | H302 H332 H315 H319 | - | 氯化胍;胍盐酸盐
593-84-0   | 异硫氰酸胍 | Guanidine thiocyanate | C2H6N4S | 118.16 | BR | S3 | dry | H302 H312 H332 H412 | - | 硫氰酸胍;GITC
1609-47-8  | 焦碳酸二乙酯 | Diethyl pyrocarbonate | C6H10O5 | 162.14 | BR | L4 | fridge | H302 H315 H319 H335 | - | DEPC
367-93-1   | IPTG | Isopropyl β-D-1-thiogalactopyranoside | C9H18O5S | 238.30 | BR | S5 | freezer | - | - | 异丙基-β-D-硫代半乳糖苷
7240-90-6  | X-Gal | 5-Bromo-4-chloro-3-indolyl β-D-galactopyranoside | C14H15BrClNO6 | 408.63 | BR | S5 | freezer | - | - | 5-溴-4-氯-3-吲哚-β-D-半乳糖苷
57-09-0    | 十六烷基三甲基溴化铵 | Cetyltrimethylammonium bromide | C19H42BrN | 364.45 | BR | S3 | dry | H302 H315 H318 H335 H373 H410 | - | CTAB;溴化十六烷基三甲铵
9002-93-1  | 聚乙二醇辛基苯基醚 | Triton X-100 | - | - | BR | L3 | rt | H302 H318 H411 | - | Triton X-100;曲拉通X-100
9005-64-5  | 吐温 20 | Polysorbate 20 | - | - | BR | L3 | rt | - | - | Tween 20;聚山梨酯20
9005-65-6  | 吐温 80 | Polysorbate 80 | - | - | BR | L3 | rt | - | - | Tween 80;聚山梨酯80
73-24-5    | 腺嘌呤 | Adenine | C5H5N5 | 135.13 | BR | S4 | dry | H302 | - | 6-氨基嘌呤
`,
  ),
  ...reagentTable(
    PROTEINS,
    `
9048-46-8  | 牛血清白蛋白 | Bovine serum albumin | - | - | BR | S4 | fridge | - | - | BSA;牛白蛋白 | 组分 V
`,
  ),
  ...reagentTable(
    ENZYMES,
    `
9002-07-7  | 胰蛋白酶 | Trypsin | - | - | BR | S5 | freezer | H315 H319 H334 H335 | - | 胰酶 | 1:250
12650-88-3 | 溶菌酶 | Lysozyme from chicken egg white | - | - | BR | S4 | freezer | H334 | - | 胞壁质酶
39450-01-6 | 蛋白酶 K | Proteinase K | - | - | BR | S5 | freezer | H334 | - | Proteinase K
9000-90-2  | α-淀粉酶 | α-Amylase | - | - | BR | S4 | fridge | H334 | - | 淀粉酶
`,
  ),
  ...reagentTable(
    VITAMINS,
    `
50-81-7    | L-抗坏血酸 | L-Ascorbic acid | C6H8O6 | 176.12 | AR BR | S2 | dark | - | - | 维生素C;Vitamin C
58-85-5    | D-生物素 | D-Biotin | C10H16N2O3S | 244.31 | BR | S5 | fridge | - | - | 生物素;维生素H;维生素B7
67-03-8    | 盐酸硫胺 | Thiamine hydrochloride | C12H17ClN4OS·HCl | 337.27 | BR | S3 | dark | - | - | 维生素B1;盐酸硫胺素
83-88-5    | 核黄素 | Riboflavin | C17H20N4O6 | 376.36 | BR | S3 | dark | - | - | 维生素B2
98-92-0    | 烟酰胺 | Nicotinamide | C6H6N2O | 122.12 | BR | S3 | dry | H319 | - | 维生素B3;尼克酰胺
59-67-6    | 烟酸 | Nicotinic acid | C6H5NO2 | 123.11 | BR | S3 | dry | H319 | - | 尼克酸;维生素PP
58-56-0    | 盐酸吡哆醇 | Pyridoxine hydrochloride | C8H11NO3·HCl | 205.64 | BR | S3 | dark | - | - | 维生素B6
137-08-6   | D-泛酸钙 | Calcium D-pantothenate | C18H32CaN2O10 | 476.53 | BR | S3 | dry | - | - | 维生素B5;泛酸钙
59-30-3    | 叶酸 | Folic acid | C19H19N7O6 | 441.40 | BR | S3 | dark | - | - | 维生素B9;蝶酰谷氨酸
68-19-9    | 氰钴胺 | Cyanocobalamin | C63H88CoN14O14P | 1355.37 | BR | S5 | dark | - | - | 维生素B12
`,
  ),
  ...reagentTable(
    ANTIBIOTICS,
    `
69-52-3    | 氨苄青霉素钠 | Ampicillin sodium | C16H18N3NaO4S | 371.39 | BR | S4 | fridge | H317 H334 | - | 氨苄西林钠;Amp
25389-94-0 | 硫酸卡那霉素 | Kanamycin sulfate | C18H36N4O11·H2SO4 | 582.58 | BR | S4 | fridge | H360 | - | 卡那霉素;Kan
3810-74-0  | 硫酸链霉素 | Streptomycin sulfate | (C21H39N7O12)2·3H2SO4 | 1457.38 | BR | S4 | fridge | H302 H361 | - | 链霉素
113-98-4   | 青霉素 G 钾 | Penicillin G potassium | C16H17KN2O4S | 372.48 | BR | S4 | fridge | H317 H334 | - | 青霉素钾;苄青霉素钾
56-75-7    | 氯霉素 | Chloramphenicol | C11H12Cl2N2O5 | 323.13 | BR | S3 | dark | H351 | - | 左霉素;Cm
64-75-5    | 盐酸四环素 | Tetracycline hydrochloride | C22H24N2O8·HCl | 480.90 | BR | S4 | dark | H361 | - | 四环素盐酸盐;Tet
`,
  ),
  ...reagentTable(
    MEDIA,
    `
8013-01-2  | 酵母提取物 | Yeast extract | - | - | BR | S2 | dry | - | - | 酵母浸粉;酵母浸出粉
91079-40-2 | 胰蛋白胨 | Tryptone | - | - | BR | S2 | dry | - | - | 胰化蛋白胨
`,
  ),
]);
