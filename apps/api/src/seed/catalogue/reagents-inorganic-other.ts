import { reagentTable, withSmiles } from './reagent-table.ts';
import { INORGANIC_OTHER_SMILES } from './smiles/inorganic-other.ts';

const ACIDS = '化学试剂/无机试剂/无机酸';
const BASES = '化学试剂/无机试剂/碱类';
const OXIDES = '化学试剂/无机试剂/氧化物与过氧化物';
const ELEMENTS = '化学试剂/无机试剂/单质';
const ADSORBENTS = '化学试剂/无机试剂/吸附剂与干燥剂';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const inorganicOther = withSmiles(INORGANIC_OTHER_SMILES, [
  ...reagentTable(
    ACIDS,
    `
7647-01-0  | 盐酸 | Hydrochloric acid | HCl | 36.46 | AR GR | L1 | acid | H290 H314 H335 | precursor-3 | 氢氯酸 | 36%~38%
7664-93-9  | 硫酸 | Sulfuric acid | H2SO4 | 98.08 | AR GR | L1 | acid | H290 H314 | precursor-3 | 硫镪水 | 95%~98%
7697-37-2  | 硝酸 | Nitric acid | HNO3 | 63.01 | AR GR | L1 | acid | H272 H290 H314 H331 | explosive-precursor | 硝镪水 | 65%~68%
7664-38-2  | 磷酸 | Phosphoric acid | H3PO4 | 98.00 | AR GR | L2 | acid | H290 H314 | - | 正磷酸 | ≥85%
7601-90-3  | 高氯酸 | Perchloric acid | HClO4 | 100.46 | AR GR | L3 | acid | H271 H290 H314 | explosive-precursor | 过氯酸 | 70%~72%
7664-39-3  | 氢氟酸 | Hydrofluoric acid | HF | 20.01 | AR GR | L2 | acid | H300 H310 H330 H314 | - | 氟化氢溶液 | ≥40%
10035-10-6 | 氢溴酸 | Hydrobromic acid | HBr | 80.91 | AR | L3 | acid | H290 H314 H335 | - | 溴化氢溶液 | 40%
10034-85-2 | 氢碘酸 | Hydroiodic acid | HI | 127.91 | AR | L4 | dark | H290 H314 | - | 碘化氢溶液 | ≥45%
6303-21-5  | 次磷酸 | Hypophosphorous acid | H3PO2 | 66.00 | AR | L3 | acid | H290 H314 | - | 次亚磷酸 | 50%
10043-35-3 | 硼酸 | Boric acid | H3BO3 | 61.83 | AR GR | S1 | dry | H360 | - | 原硼酸
7790-94-5  | 氯磺酸 | Chlorosulfonic acid | ClHO3S | 116.52 | 99% | L3 | acid | H314 H335 | - | 氯磺酰氢
`,
  ),
  ...reagentTable(
    BASES,
    `
1310-73-2  | 氢氧化钠 | Sodium hydroxide | NaOH | 40.00 | AR GR | S1 | base | H290 H314 | - | 烧碱;苛性钠;火碱
1310-58-3  | 氢氧化钾 | Potassium hydroxide | KOH | 56.11 | AR GR | S1 | base | H290 H302 H314 | - | 苛性钾
1336-21-6  | 氨水 | Ammonia solution | NH3·H2O | 35.05 | AR GR | L1 | base | H290 H302 H314 H335 H400 | - | 氢氧化铵;氨溶液 | 25%~28%
1305-62-0  | 氢氧化钙 | Calcium hydroxide | Ca(OH)2 | 74.09 | AR | S1 | base | H315 H318 H335 | - | 熟石灰;消石灰
12230-71-6 | 八水氢氧化钡 | Barium hydroxide octahydrate | Ba(OH)2·8H2O | 315.46 | AR | S2 | base | H302 H332 H314 | - | 氢氧化钡
1310-66-3  | 一水氢氧化锂 | Lithium hydroxide monohydrate | LiOH·H2O | 41.96 | AR | S2 | base | H302 H314 | - | 氢氧化锂
1309-42-8  | 氢氧化镁 | Magnesium hydroxide | Mg(OH)2 | 58.32 | AR | S2 | rt | - | - | -
124-41-4   | 甲醇钠 | Sodium methoxide | CH3NaO | 54.02 | 98% | S3 | inert | H228 H251 H314 | - | 甲氧基钠
141-52-6   | 乙醇钠 | Sodium ethoxide | C2H5NaO | 68.05 | 96% | S3 | inert | H228 H251 H314 | - | 乙氧基钠
865-47-4   | 叔丁醇钾 | Potassium tert-butoxide | C4H9KO | 112.21 | 98% | S3 | inert | H228 H251 H314 | - | t-BuOK;叔丁氧基钾
7646-69-7  | 氢化钠 | Sodium hydride | NaH | 24.00 | 60% | S3 | inert | H260 | - | - | 分散于矿物油
75-59-2    | 四甲基氢氧化铵 | Tetramethylammonium hydroxide | C4H13NO | 91.15 | AR | L3 | base | H300 H310 H314 H370 | - | TMAH | 25% 水溶液
2052-49-5  | 四丁基氢氧化铵 | Tetrabutylammonium hydroxide | C16H37NO | 259.47 | AR | L3 | base | H302 H314 | - | TBAH | 40% 水溶液
`,
  ),
  ...reagentTable(
    OXIDES,
    `
7722-84-1  | 过氧化氢 | Hydrogen peroxide | H2O2 | 34.01 | AR GR | L2 | oxid | H302 H318 H412 | explosive-precursor | 双氧水 | 30%
1313-60-6  | 过氧化钠 | Sodium peroxide | Na2O2 | 77.98 | AR | S3 | oxid | H271 H314 | explosive-precursor | 二氧化钠
1314-13-2  | 氧化锌 | Zinc oxide | ZnO | 81.38 | AR | S2 | rt | H410 | - | 锌白;锌氧粉
1317-38-0  | 氧化铜 | Copper(II) oxide | CuO | 79.55 | AR | S2 | rt | H400 H410 | - | -
1309-48-4  | 氧化镁 | Magnesium oxide | MgO | 40.30 | AR | S2 | dry | - | - | 苦土
1305-78-8  | 氧化钙 | Calcium oxide | CaO | 56.08 | AR | S1 | dry | H315 H318 H335 | - | 生石灰
1313-13-9  | 二氧化锰 | Manganese dioxide | MnO2 | 86.94 | AR | S2 | rt | H302 H332 | - | 软锰矿粉
13463-67-7 | 二氧化钛 | Titanium dioxide | TiO2 | 79.87 | AR | S2 | rt | - | - | 钛白粉
1309-37-1  | 三氧化二铁 | Iron(III) oxide | Fe2O3 | 159.69 | AR | S2 | rt | - | - | 氧化铁;铁红
1317-61-9  | 四氧化三铁 | Iron(II,III) oxide | Fe3O4 | 231.53 | 99% | S2 | rt | - | - | 磁性氧化铁
7631-86-9  | 二氧化硅 | Silicon dioxide | SiO2 | 60.08 | AR | S2 | rt | - | - | 白炭黑;硅石
1314-56-3  | 五氧化二磷 | Phosphorus pentoxide | P2O5 | 141.94 | AR | S2 | dry | H314 | - | 磷酸酐
1313-27-5  | 三氧化钼 | Molybdenum trioxide | MoO3 | 143.95 | AR | S3 | rt | H319 H335 H351 | - | 钼酸酐
1306-38-3  | 二氧化铈 | Cerium(IV) oxide | CeO2 | 172.11 | 99.9% | S3 | rt | - | - | 氧化铈
1314-23-4  | 二氧化锆 | Zirconium(IV) oxide | ZrO2 | 123.22 | 99% | S3 | rt | - | - | 氧化锆
1327-53-3  | 三氧化二砷 | Arsenic trioxide | As2O3 | 197.84 | PT | S3 | toxic | H300 H314 H350 H410 | highly-toxic | 砒霜;亚砷酸酐
`,
  ),
  ...reagentTable(
    ELEMENTS,
    `
7553-56-2  | 碘 | Iodine | I2 | 253.81 | AR | S3 | dark | H312 H332 H315 H319 H335 H372 H400 | - | 碘片;碘单质
7726-95-6  | 溴 | Bromine | Br2 | 159.81 | AR | L4 | acid | H314 H330 H400 | precursor-2 | 溴素;液溴
7704-34-9  | 硫磺 | Sulfur | S | 32.06 | CP | S1 | cool | H228 H315 | explosive-precursor | 硫;硫粉
7440-23-5  | 金属钠 | Sodium | Na | 22.99 | 99.5% | S3 | oil | H260 H314 | explosive-precursor | 钠
7439-93-2  | 金属锂 | Lithium | Li | 6.94 | 99.9% | S4 | oil | H260 H314 | explosive-precursor | 锂;锂片
7439-95-4  | 镁屑 | Magnesium turnings | Mg | 24.31 | 99.5% | S2 | dry | H228 H251 H261 | explosive-precursor | 镁;金属镁
7429-90-5  | 铝粉 | Aluminium powder | Al | 26.98 | 99% | S2 | dry | H228 H261 | explosive-precursor | 铝;金属铝粉
7440-66-6  | 锌粉 | Zinc powder | Zn | 65.38 | AR | S2 | dry | H250 H260 H410 | explosive-precursor | 锌;金属锌粉
7439-89-6  | 还原铁粉 | Iron powder | Fe | 55.85 | AR | S2 | dry | H228 | - | 铁粉
7440-50-8  | 铜粉 | Copper powder | Cu | 63.55 | AR | S2 | dry | H410 | - | 铜;电解铜粉
7440-31-5  | 锡粒 | Tin granules | Sn | 118.71 | AR | S2 | rt | - | - | 锡;金属锡
7782-49-2  | 硒粉 | Selenium powder | Se | 78.97 | 99.9% | S3 | rt | H301 H331 H373 H413 | - | 硒
7439-97-6  | 汞 | Mercury | Hg | 200.59 | AR | S3 | cool | H330 H360 H372 H410 | - | 水银
7440-05-3  | 钯碳 | Palladium on carbon | Pd | 106.42 | 10% | S5 | inert | H228 | - | 钯/碳;Pd/C
7782-42-5  | 石墨粉 | Graphite powder | C | 12.01 | 99.9% | S2 | rt | - | - | 石墨
`,
  ),
  ...reagentTable(
    ADSORBENTS,
    `
7440-44-0  | 活性炭 | Activated charcoal | C | 12.01 | AR | S2 | dry | - | - | 活性碳
70955-01-0 | 4A 分子筛 | Molecular sieves 4A | - | - | CP | S1 | dry | - | - | 4Å分子筛;沸石分子筛 | 3~5 mm 球状
61790-53-2 | 硅藻土 | Diatomaceous earth | - | - | CP | S1 | dry | - | - | 硅藻石;Kieselguhr
`,
  ),
]);
