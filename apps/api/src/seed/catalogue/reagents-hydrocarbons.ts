import { reagentTable, withSmiles } from './reagent-table.ts';
import { HYDROCARBONS_SMILES } from './smiles/hydrocarbons.ts';

const AROMATICS = '化学试剂/有机试剂/芳香烃';
const ALKANES = '化学试剂/有机试剂/烷烃与烯烃';
const HALIDES = '化学试剂/有机试剂/卤代烃';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const hydrocarbons = withSmiles(HYDROCARBONS_SMILES, [
  ...reagentTable(
    AROMATICS,
    `
71-43-2   | 苯 | Benzene | C6H6 | 78.11 | AR | L2 | flam | H225 H304 H315 H319 H340 H350 H372 | - | 纯苯
108-88-3  | 甲苯 | Toluene | C7H8 | 92.14 | HPLC AR | L1 | flam | H225 H304 H315 H336 H361 H373 | precursor-3 | 甲基苯;Methylbenzene
1330-20-7 | 二甲苯 | Xylenes | C8H10 | 106.17 | AR | L1 | flam | H226 H304 H312 H332 H315 H319 H335 H373 | - | 混合二甲苯;Dimethylbenzene
95-47-6   | 邻二甲苯 | o-Xylene | C8H10 | 106.17 | 98% | L3 | flam | H226 H304 H312 H332 H315 H319 H335 H373 | - | 1,2-二甲苯
108-38-3  | 间二甲苯 | m-Xylene | C8H10 | 106.17 | 99% | L3 | flam | H226 H304 H312 H332 H315 H319 H335 H373 | - | 1,3-二甲苯
106-42-3  | 对二甲苯 | p-Xylene | C8H10 | 106.17 | AR | L3 | flam | H226 H304 H312 H332 H315 H319 H335 H373 | - | 1,4-二甲苯;PX
100-41-4  | 乙苯 | Ethylbenzene | C8H10 | 106.17 | AR | L2 | flam | H225 H304 H332 H373 | - | 乙基苯
100-42-5  | 苯乙烯 | Styrene | C8H8 | 104.15 | 99% | L2 | flam | H226 H315 H319 H332 H361 H372 | - | 乙烯基苯;Vinylbenzene
98-82-8   | 异丙苯 | Cumene | C9H12 | 120.19 | 99% | L3 | flam | H226 H304 H335 H411 | - | 枯烯;异丙基苯;Isopropylbenzene
108-67-8  | 均三甲苯 | Mesitylene | C9H12 | 120.19 | 98% | L3 | flam | H226 H335 H411 | - | 1,3,5-三甲苯;1,3,5-Trimethylbenzene
119-64-2  | 四氢萘 | 1,2,3,4-Tetrahydronaphthalene | C10H12 | 132.20 | 98% | L3 | cool | H304 H315 H319 H351 H411 | - | 萘满;Tetralin
91-20-3   | 萘 | Naphthalene | C10H8 | 128.17 | AR | S2 | cool | H228 H302 H351 H410 | - | 精萘;臭樟脑
92-52-4   | 联苯 | Biphenyl | C12H10 | 154.21 | 99% | S3 | cool | H315 H319 H335 H410 | - | 联二苯;Diphenyl
120-12-7  | 蒽 | Anthracene | C14H10 | 178.23 | 98% | S3 | dark | H410 | - | 绿油脑
85-01-8   | 菲 | Phenanthrene | C14H10 | 178.23 | 98% | S3 | dark | H302 H410 | - | -
`,
  ),
  ...reagentTable(
    ALKANES,
    `
110-54-3  | 正己烷 | n-Hexane | C6H14 | 86.18 | HPLC AR | L1 | flam | H225 H304 H315 H336 H361 H373 H411 | - | 己烷;Hexane
142-82-5  | 正庚烷 | n-Heptane | C7H16 | 100.20 | HPLC AR | L2 | flam | H225 H304 H315 H336 H410 | - | 庚烷;Heptane
109-66-0  | 正戊烷 | n-Pentane | C5H12 | 72.15 | AR | L2 | flam | H225 H304 H336 H411 | - | 戊烷;Pentane
110-82-7  | 环己烷 | Cyclohexane | C6H12 | 84.16 | AR HPLC | L1 | flam | H225 H304 H315 H336 H410 | - | 六氢化苯
540-84-1  | 异辛烷 | 2,2,4-Trimethylpentane | C8H18 | 114.23 | HPLC AR | L2 | flam | H225 H304 H315 H336 H410 | - | 2,2,4-三甲基戊烷;Isooctane
111-65-9  | 正辛烷 | n-Octane | C8H18 | 114.23 | 98% | L3 | flam | H225 H304 H315 H336 H410 | - | 辛烷;Octane
124-18-5  | 正癸烷 | n-Decane | C10H22 | 142.28 | 98% | L3 | flam | H226 H304 | - | 癸烷;Decane
112-40-3  | 正十二烷 | n-Dodecane | C12H26 | 170.33 | 99% | L3 | cool | H304 | - | 十二烷;Dodecane
544-76-3  | 正十六烷 | n-Hexadecane | C16H34 | 226.44 | 99% | L3 | cool | H304 | - | 十六烷;鲸蜡烷;Cetane
287-92-3  | 环戊烷 | Cyclopentane | C5H10 | 70.13 | 98% | L3 | flam | H225 H412 | - | -
108-87-2  | 甲基环己烷 | Methylcyclohexane | C7H14 | 98.19 | 99% | L2 | flam | H225 H304 H315 H336 H411 | - | 环己基甲烷
8032-32-4 | 石油醚 | Petroleum ether | - | - | AR | L1 | flam | H225 H304 H315 H336 H411 | - | 石油精;Ligroin | 沸程 60~90 ℃
8012-95-1 | 液体石蜡 | Paraffin oil | - | - | CP | L2 | rt | H304 | - | 石蜡油;白油;Mineral oil
`,
  ),
  ...reagentTable(
    HALIDES,
    `
75-09-2   | 二氯甲烷 | Dichloromethane | CH2Cl2 | 84.93 | HPLC AR | L1 | cool | H315 H319 H336 H351 H373 | - | 亚甲基氯;DCM;Methylene chloride
67-66-3   | 三氯甲烷 | Chloroform | CHCl3 | 119.38 | HPLC AR | L1 | dark | H302 H315 H319 H331 H336 H351 H361 H372 | precursor-2 | 氯仿;Trichloromethane
56-23-5   | 四氯化碳 | Carbon tetrachloride | CCl4 | 153.82 | AR | L2 | cool | H301 H311 H331 H351 H372 H412 | - | 四氯甲烷;Tetrachloromethane
107-06-2  | 1,2-二氯乙烷 | 1,2-Dichloroethane | C2H4Cl2 | 98.96 | AR | L2 | flam | H225 H302 H315 H319 H335 H350 | - | 二氯化乙烯;Ethylene dichloride
79-01-6   | 三氯乙烯 | Trichloroethylene | C2HCl3 | 131.39 | AR | L2 | dark | H315 H319 H336 H341 H350 H412 | - | TCE
127-18-4  | 四氯乙烯 | Tetrachloroethylene | C2Cl4 | 165.83 | AR | L2 | cool | H315 H317 H319 H336 H351 H411 | - | 全氯乙烯;PCE;Perchloroethylene
108-90-7  | 氯苯 | Chlorobenzene | C6H5Cl | 112.56 | AR | L2 | flam | H226 H332 H411 | - | 一氯代苯
95-50-1   | 邻二氯苯 | 1,2-Dichlorobenzene | C6H4Cl2 | 147.00 | AR | L2 | cool | H302 H315 H319 H335 H410 | - | 1,2-二氯苯
108-86-1  | 溴苯 | Bromobenzene | C6H5Br | 157.01 | 99% | L3 | flam | H226 H315 H411 | - | 一溴代苯
74-88-4   | 碘甲烷 | Iodomethane | CH3I | 141.94 | 99% | L4 | dark | H301 H312 H331 H315 H335 H351 | - | 甲基碘;Methyl iodide
74-96-4   | 溴乙烷 | Bromoethane | C2H5Br | 108.97 | 99% | L3 | flam | H225 H302 H332 H351 | - | 乙基溴;Ethyl bromide
109-65-9  | 1-溴丁烷 | 1-Bromobutane | C4H9Br | 137.02 | 99% | L3 | flam | H225 H315 H319 H335 H411 | - | 正溴丁烷;n-Butyl bromide
100-44-7  | 苄氯 | Benzyl chloride | C7H7Cl | 126.58 | 99% | L3 | cool | H302 H331 H315 H318 H335 H350 H373 | - | 氯化苄;苄基氯;α-氯甲苯
`,
  ),
]);
