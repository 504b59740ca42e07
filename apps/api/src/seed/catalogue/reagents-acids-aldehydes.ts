import { reagentTable, withSmiles } from './reagent-table.ts';
import { ACIDS_ALDEHYDES_SMILES } from './smiles/acids-aldehydes.ts';

const ACIDS = '化学试剂/有机试剂/有机酸及衍生物';
const ALDEHYDES = '化学试剂/有机试剂/醛类';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const acidsAldehydes = withSmiles(ACIDS_ALDEHYDES_SMILES, [
  ...reagentTable(
    ACIDS,
    `
64-19-7    | 冰乙酸 | Acetic acid glacial | C2H4O2 | 60.05 | AR GR | L2 | acid | H226 H314 | - | 乙酸;醋酸;冰醋酸;AcOH;Acetic acid | ≥99.5%
64-18-6    | 甲酸 | Formic acid | CH2O2 | 46.03 | AR | L3 | acid | H226 H302 H314 H331 | - | 蚁酸 | ≥88%
79-09-4    | 丙酸 | Propionic acid | C3H6O2 | 74.08 | AR | L2 | acid | H226 H314 H335 | - | 初油酸
107-92-6   | 正丁酸 | Butyric acid | C4H8O2 | 88.11 | 99% | L3 | acid | H302 H314 | - | 丁酸
79-10-7    | 丙烯酸 | Acrylic acid | C3H4O2 | 72.06 | 99% | L2 | acid | H226 H302 H312 H332 H314 H335 H400 | - | 败脂酸
79-41-4    | 甲基丙烯酸 | Methacrylic acid | C4H6O2 | 86.09 | 99% | L3 | acid | H302 H312 H314 H335 | - | 异丁烯酸
76-05-1    | 三氟乙酸 | Trifluoroacetic acid | C2HF3O2 | 114.02 | 99.5% | L3 | acid | H314 H332 H412 | - | TFA
76-03-9    | 三氯乙酸 | Trichloroacetic acid | C2HCl3O2 | 163.38 | AR | S2 | acid | H314 H410 | - | TCA
79-11-8    | 氯乙酸 | Chloroacetic acid | C2H3ClO2 | 94.50 | 99% | S2 | acid | H301 H311 H331 H314 H400 | - | 一氯乙酸;氯醋酸
68-11-1    | 巯基乙酸 | Thioglycolic acid | C2H4O2S | 92.11 | 98% | L3 | acid | H301 H311 H331 H314 | - | 硫代乙醇酸;硫代甘醇酸
50-21-5    | DL-乳酸 | DL-Lactic acid | C3H6O3 | 90.08 | AR | L2 | rt | H315 H318 | - | 乳酸;2-羟基丙酸 | 85%~90%
6153-56-6  | 草酸 | Oxalic acid dihydrate | C2H2O4·2H2O | 126.07 | AR PT | S2 | rt | H302 H312 H318 | - | 乙二酸;二水合草酸
141-82-2   | 丙二酸 | Malonic acid | C3H4O4 | 104.06 | 99% | S3 | rt | H302 H318 | - | 缩苹果酸
110-15-6   | 丁二酸 | Succinic acid | C4H6O4 | 118.09 | AR | S2 | rt | H318 | - | 琥珀酸
124-04-9   | 己二酸 | Adipic acid | C6H10O4 | 146.14 | 99% | S2 | rt | H319 | - | 肥酸
110-16-7   | 马来酸 | Maleic acid | C4H4O4 | 116.07 | 99% | S2 | rt | H302 H315 H317 H319 H335 | - | 顺丁烯二酸
110-17-8   | 富马酸 | Fumaric acid | C4H4O4 | 116.07 | 99% | S2 | rt | H319 | - | 反丁烯二酸;延胡索酸
6915-15-7  | DL-苹果酸 | DL-Malic acid | C4H6O5 | 134.09 | 99% | S2 | rt | H319 | - | 羟基丁二酸;苹果酸
87-69-4    | L-(+)-酒石酸 | L-(+)-Tartaric acid | C4H6O6 | 150.09 | AR | S2 | rt | H318 | - | 酒石酸;2,3-二羟基丁二酸
77-92-9    | 无水柠檬酸 | Citric acid anhydrous | C6H8O7 | 192.12 | AR | S1 | dry | H319 | - | 柠檬酸;枸橼酸
5949-29-1  | 一水柠檬酸 | Citric acid monohydrate | C6H8O7·H2O | 210.14 | AR | S1 | dry | H319 | - | 柠檬酸一水合物;枸橼酸
65-85-0    | 苯甲酸 | Benzoic acid | C7H6O2 | 122.12 | AR PT | S2 | rt | H315 H318 H372 | - | 安息香酸
69-72-7    | 水杨酸 | Salicylic acid | C7H6O3 | 138.12 | AR | S2 | rt | H302 H318 H361 | - | 邻羟基苯甲酸
99-96-7    | 对羟基苯甲酸 | 4-Hydroxybenzoic acid | C7H6O3 | 138.12 | 99% | S3 | rt | H315 H318 H335 | - | 4-羟基苯甲酸
149-91-7   | 没食子酸 | Gallic acid | C7H6O5 | 170.12 | 98% | S3 | dark | - | - | 3,4,5-三羟基苯甲酸;五倍子酸
88-99-3    | 邻苯二甲酸 | Phthalic acid | C8H6O4 | 166.13 | 99% | S2 | rt | H315 H319 H335 | - | 1,2-苯二甲酸
103-82-2   | 苯乙酸 | Phenylacetic acid | C8H8O2 | 136.15 | 99% | S3 | rt | H319 | precursor-2 | 苯醋酸;α-甲苯酸
140-10-3   | 肉桂酸 | trans-Cinnamic acid | C9H8O2 | 148.16 | 99% | S3 | rt | H319 | - | 桂皮酸;3-苯基丙烯酸
118-92-3   | 邻氨基苯甲酸 | Anthranilic acid | C7H7NO2 | 137.14 | 99% | S3 | dark | H318 | precursor-1 | 2-氨基苯甲酸;氨茴酸
121-57-3   | 对氨基苯磺酸 | Sulfanilic acid | C6H7NO3S | 173.19 | AR | S2 | rt | H315 H317 H319 | - | 磺胺酸;4-氨基苯磺酸
75-75-2    | 甲磺酸 | Methanesulfonic acid | CH4O3S | 96.10 | 99% | L3 | acid | H290 H302 H314 | - | 甲烷磺酸;MsOH
6192-52-5  | 对甲苯磺酸 | p-Toluenesulfonic acid monohydrate | C7H8O3S·H2O | 190.22 | AR | S2 | dry | H315 H319 H335 | - | 对甲基苯磺酸;TsOH;PTSA
1493-13-6  | 三氟甲磺酸 | Trifluoromethanesulfonic acid | CHF3O3S | 150.08 | 99% | L4 | acid | H290 H302 H314 | - | TfOH;三氟甲基磺酸
57-11-4    | 硬脂酸 | Stearic acid | C18H36O2 | 284.48 | AR | S2 | rt | - | - | 十八酸;十八烷酸
57-10-3    | 棕榈酸 | Palmitic acid | C16H32O2 | 256.42 | 98% | S3 | rt | - | - | 十六酸;软脂酸
143-07-7   | 月桂酸 | Lauric acid | C12H24O2 | 200.32 | 99% | S2 | rt | H318 | - | 十二酸
112-80-1   | 油酸 | Oleic acid | C18H34O2 | 282.46 | AR | L2 | cool | - | - | 顺-9-十八碳烯酸
108-24-7   | 乙酸酐 | Acetic anhydride | C4H6O3 | 102.09 | AR | L2 | acid | H226 H302 H314 H330 | precursor-2 | 醋酸酐;醋酐
98-88-4    | 苯甲酰氯 | Benzoyl chloride | C7H5ClO | 140.57 | 99% | L3 | acid | H302 H312 H332 H314 H317 | - | 氯化苯甲酰
75-36-5    | 乙酰氯 | Acetyl chloride | C2H3ClO | 78.49 | 98% | L3 | acid | H225 H314 | - | 氯化乙酰
79-37-8    | 草酰氯 | Oxalyl chloride | C2Cl2O2 | 126.92 | 98% | L4 | acid | H314 H331 H335 | - | 乙二酰氯
7719-09-7  | 氯化亚砜 | Thionyl chloride | Cl2OS | 118.96 | 99% | L3 | acid | H302 H314 H332 | - | 亚硫酰氯;二氯亚砜
`,
  ),
  ...reagentTable(
    ALDEHYDES,
    `
50-00-0    | 甲醛溶液 | Formaldehyde solution | CH2O | 30.03 | AR | L2 | cool | H301 H311 H331 H314 H317 H335 H341 H350 H370 | - | 福尔马林;蚁醛;Formalin | 37%~40%
30525-89-4 | 多聚甲醛 | Paraformaldehyde | - | - | 95% | S2 | dry | H228 H302 H332 H315 H317 H318 H335 H351 | - | 聚甲醛;PFA
75-07-0    | 乙醛 | Acetaldehyde | C2H4O | 44.05 | 99% | L3 | fridge | H224 H319 H335 H341 H351 | - | 醋醛
123-72-8   | 正丁醛 | Butyraldehyde | C4H8O | 72.11 | 99% | L3 | flam | H225 H319 | - | 丁醛
111-30-8   | 戊二醛 | Glutaraldehyde solution | C5H8O2 | 100.12 | BR | L2 | fridge | H301 H314 H317 H330 H334 H335 H400 H411 | - | 1,5-戊二醛;胶醛 | 25% 水溶液
107-22-2   | 乙二醛 | Glyoxal solution | C2H2O2 | 58.04 | CP | L2 | cool | H315 H317 H319 H332 H341 | - | 草醛 | 40% 水溶液
100-52-7   | 苯甲醛 | Benzaldehyde | C7H6O | 106.12 | AR | L2 | dark | H302 | - | 苦杏仁油
98-01-1    | 糠醛 | Furfural | C5H4O2 | 96.08 | AR | L2 | dark | H301 H312 H331 H315 H319 H335 H351 | - | 2-呋喃甲醛
104-55-2   | 肉桂醛 | Cinnamaldehyde | C9H8O | 132.16 | 98% | L3 | dark | H315 H317 H319 | - | 桂醛;3-苯基丙烯醛
90-02-8    | 水杨醛 | Salicylaldehyde | C7H6O2 | 122.12 | 98% | L3 | dark | H302 H315 H319 H411 | - | 邻羟基苯甲醛
121-33-5   | 香草醛 | Vanillin | C8H8O3 | 152.15 | 99% | S3 | dark | H319 | - | 香兰素;4-羟基-3-甲氧基苯甲醛
100-10-7   | 对二甲氨基苯甲醛 | 4-(Dimethylamino)benzaldehyde | C9H11NO | 149.19 | AR | S3 | dark | - | - | 4-二甲氨基苯甲醛;埃氏试剂
120-57-0   | 胡椒醛 | Piperonal | C8H6O3 | 150.13 | 99% | S3 | dark | H317 | precursor-1 | 洋茉莉醛;3,4-亚甲二氧基苯甲醛;Heliotropin
`,
  ),
]);
