import { reagentTable, withSmiles } from './reagent-table.ts';
import { ANALYTICAL_SMILES } from './smiles/analytical.ts';

const INDICATORS = '化学试剂/指示剂与染料/指示剂';
const DYES = '化学试剂/指示剂与染料/染料';
const CHELATORS = '化学试剂/分析试剂/络合剂';
const ION_PAIR = '化学试剂/色谱试剂/离子对试剂';
const PACKINGS = '化学试剂/色谱试剂/色谱填料';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const analyticalReagents = withSmiles(ANALYTICAL_SMILES, [
  ...reagentTable(
    INDICATORS,
    `
77-09-8    | 酚酞 | Phenolphthalein | C20H14O4 | 318.32 | AR | S3 | rt | H341 H350 H361 | - | 非诺夫他林
547-58-0   | 甲基橙 | Methyl orange | C14H14N3NaO3S | 327.33 | AR | S3 | rt | H301 | - | 对二甲氨基偶氮苯磺酸钠
493-52-7   | 甲基红 | Methyl red | C15H15N3O2 | 269.30 | AR | S3 | rt | - | - | -
76-60-8    | 溴甲酚绿 | Bromocresol green | C21H14Br4O5S | 698.01 | AR | S4 | rt | - | - | 溴甲酚蓝
115-39-9   | 溴酚蓝 | Bromophenol blue | C19H10Br4O5S | 669.96 | AR | S4 | rt | - | - | 四溴苯酚磺酞
76-59-5    | 溴百里酚蓝 | Bromothymol blue | C27H28Br2O5S | 624.38 | AR | S4 | rt | - | - | 溴麝香草酚蓝
76-61-9    | 百里酚蓝 | Thymol blue | C27H30O5S | 466.59 | AR | S4 | rt | - | - | 麝香草酚蓝
115-40-2   | 溴甲酚紫 | Bromocresol purple | C21H16Br2O5S | 540.22 | AR | S4 | rt | - | - | -
143-74-8   | 酚红 | Phenol red | C19H14O5S | 354.38 | AR | S3 | rt | - | - | 苯酚磺酞;酚磺酞
1787-61-7  | 铬黑T | Eriochrome Black T | C20H12N3NaO7S | 461.38 | AR | S3 | dry | H319 H411 | - | EBT
5144-89-8  | 1,10-菲啰啉 | 1,10-Phenanthroline monohydrate | C12H8N2·H2O | 198.22 | AR | S3 | dark | H301 H410 | - | 邻二氮菲;邻菲罗啉
6152-67-6  | 二苯胺磺酸钠 | Sodium diphenylamine-4-sulfonate | C12H10NNaO3S | 271.27 | AR | S4 | dark | - | - | -
9005-84-9  | 可溶性淀粉 | Soluble starch | - | - | AR | S1 | dry | - | - | 淀粉
1393-92-6  | 石蕊 | Litmus | - | - | AR | S4 | dry | - | - | -
485-47-2   | 水合茚三酮 | Ninhydrin | C9H6O4 | 178.14 | AR | S3 | dark | H302 H315 H319 H335 | - | 茚三酮
95-45-4    | 丁二酮肟 | Dimethylglyoxime | C4H8N2O2 | 116.12 | AR | S3 | rt | H228 H302 | - | 二甲基乙二肟;镍试剂
20624-25-3 | 二乙基二硫代氨基甲酸钠 | Sodium diethyldithiocarbamate trihydrate | C5H10NNaS2·3H2O | 225.31 | AR | S3 | cool | H302 H315 H319 H335 | - | 铜试剂;DDTC-Na
`,
  ),
  ...reagentTable(
    DYES,
    `
548-62-9   | 结晶紫 | Crystal violet | C25H30ClN3 | 407.98 | AR | S3 | rt | H302 H318 H351 H410 | - | 甲紫;龙胆紫
61-73-4    | 亚甲基蓝 | Methylene blue | C16H18ClN3S | 319.85 | AR BR | S3 | rt | H302 | - | 亚甲蓝;次甲基蓝
573-58-0   | 刚果红 | Congo red | C32H22N6Na2O6S2 | 696.66 | BR | S3 | rt | H350 H361 | - | 直接大红4B
553-24-2   | 中性红 | Neutral red | C15H17ClN4 | 288.78 | BR | S4 | rt | H302 | - | -
72-57-1    | 台盼蓝 | Trypan blue | C34H24N6Na4O14S4 | 960.81 | BR | S4 | rt | H350 | - | 锥虫蓝
17372-87-1 | 伊红Y | Eosin Y | C20H6Br4Na2O5 | 691.85 | BR | S3 | rt | H319 | - | 曙红Y;伊红
517-28-2   | 苏木精 | Hematoxylin | C16H14O6 | 302.28 | BR | S4 | dark | H302 | - | 苏木素
518-47-8   | 荧光素钠 | Fluorescein sodium | C20H10Na2O5 | 376.27 | AR | S3 | dark | - | - | 荧光黄;荧光素二钠
81-88-9    | 罗丹明B | Rhodamine B | C28H31ClN2O3 | 479.01 | AR | S3 | rt | H302 H318 H412 | - | 玫瑰红B
28718-90-3 | DAPI | 4',6-Diamidino-2-phenylindole dihydrochloride | C16H15N5·2HCl | 350.25 | BR | S6 | freezer | - | - | 4',6-二脒基-2-苯基吲哚二盐酸盐
`,
  ),
  ...reagentTable(
    CHELATORS,
    `
60-00-4    | 乙二胺四乙酸 | Ethylenediaminetetraacetic acid | C10H16N2O8 | 292.24 | AR | S2 | rt | H332 H373 | - | EDTA;依地酸
6381-92-6  | 乙二胺四乙酸二钠 | Disodium EDTA dihydrate | C10H14N2Na2O8·2H2O | 372.24 | AR BR | S2 | rt | H332 H373 | - | EDTA-2Na;EDTA二钠
67-42-5    | 乙二醇双(2-氨基乙基醚)四乙酸 | EGTA | C14H24N2O10 | 380.35 | BR | S4 | rt | - | - | EGTA
139-13-9   | 氨三乙酸 | Nitrilotriacetic acid | C6H9NO6 | 191.14 | AR | S2 | rt | H302 H319 H351 | - | NTA;次氮基三乙酸
`,
  ),
  ...reagentTable(
    ION_PAIR,
    `
22767-49-3 | 戊烷磺酸钠 | Sodium 1-pentanesulfonate | C5H11NaO3S | 174.19 | HPLC | S4 | dry | H315 H319 H335 | - | 1-戊烷磺酸钠
2832-45-3  | 己烷磺酸钠 | Sodium 1-hexanesulfonate | C6H13NaO3S | 188.22 | HPLC | S4 | dry | H315 H319 H335 | - | 1-己烷磺酸钠
22767-50-6 | 庚烷磺酸钠 | Sodium 1-heptanesulfonate | C7H15NaO3S | 202.25 | HPLC | S4 | dry | H315 H319 H335 | - | 1-庚烷磺酸钠
5324-84-5  | 辛烷磺酸钠 | Sodium 1-octanesulfonate | C8H17NaO3S | 216.27 | HPLC | S4 | dry | H315 H319 H335 | - | 1-辛烷磺酸钠
2386-53-0  | 十二烷基磺酸钠 | Sodium 1-dodecanesulfonate | C12H25NaO3S | 272.38 | AR | S3 | dry | H315 H319 H335 | - | 1-十二烷基磺酸钠
32503-27-8 | 四丁基硫酸氢铵 | Tetrabutylammonium hydrogen sulfate | C16H37NO4S | 339.53 | HPLC | S4 | dry | H302 H315 H318 H335 | - | TBAHS
1643-19-2  | 四丁基溴化铵 | Tetrabutylammonium bromide | C16H36BrN | 322.37 | AR | S3 | dry | H302 H315 H319 H335 H412 | - | TBAB
375-22-4   | 七氟丁酸 | Heptafluorobutyric acid | C4HF7O2 | 214.04 | HPLC | L4 | acid | H314 | - | HFBA;全氟丁酸
`,
  ),
  ...reagentTable(
    PACKINGS,
    `
112926-00-8 | 柱层析硅胶 | Silica gel for column chromatography | SiO2 | 60.08 | CC | S1 | dry | - | - | 层析硅胶;硅胶 | 200~300 目
1344-28-1   | 中性氧化铝 | Aluminium oxide neutral | Al2O3 | 101.96 | CC | S2 | dry | - | - | 层析用氧化铝;氧化铝 | 100~200 目
`,
  ),
]);
