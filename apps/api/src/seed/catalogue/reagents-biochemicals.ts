import { reagentTable, withSmiles } from './reagent-table.ts';
import { BIOCHEMICALS_SMILES } from './smiles/biochemicals.ts';

const TRIS_HEPES = '生物试剂/缓冲剂/Tris 与 HEPES';
const BUFFERS = '生物试剂/缓冲剂/其他缓冲剂';
const AMINO_ACIDS = '生物试剂/氨基酸与糖类/氨基酸';
const SUGARS = '生物试剂/氨基酸与糖类/糖类';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const biochemicals = withSmiles(BIOCHEMICALS_SMILES, [
  ...reagentTable(
    TRIS_HEPES,
    `
77-86-1     | 三羟甲基氨基甲烷 | Tris base | C4H11NO3 | 121.14 | BR | S2 | dry | H315 H319 H335 | - | Tris;氨丁三醇;缓血酸铵;Tromethamine
1185-53-1   | 三羟甲基氨基甲烷盐酸盐 | Tris hydrochloride | C4H11NO3·HCl | 157.60 | BR | S3 | dry | - | - | Tris-HCl;Tris盐酸盐
7365-45-9   | HEPES | 4-(2-Hydroxyethyl)piperazine-1-ethanesulfonic acid | C8H18N2O4S | 238.30 | BR | S3 | dry | - | - | 4-羟乙基哌嗪乙磺酸;N-2-羟乙基哌嗪-N'-2-乙磺酸
75277-39-3  | HEPES 钠盐 | HEPES sodium salt | C8H17N2NaO4S | 260.29 | BR | S3 | dry | - | - | HEPES-Na
6976-37-0   | Bis-Tris | Bis-Tris | C8H19NO5 | 209.24 | BR | S3 | dry | H315 H319 H335 | - | 双(2-羟乙基)氨基(三羟甲基)甲烷
`,
  ),
  ...reagentTable(
    BUFFERS,
    `
145224-94-8 | MES 一水合物 | MES monohydrate | C6H13NO4S·H2O | 213.25 | BR | S3 | dry | - | - | 2-吗啉乙磺酸;MES
1132-61-2   | MOPS | 3-(N-Morpholino)propanesulfonic acid | C7H15NO4S | 209.26 | BR | S3 | dry | - | - | 3-吗啉丙磺酸
5625-37-6   | PIPES | Piperazine-N,N'-bis(2-ethanesulfonic acid) | C8H18N2O6S2 | 302.37 | BR | S3 | dry | - | - | 哌嗪-1,4-二乙磺酸
5704-04-1   | Tricine | Tricine | C6H13NO5 | 179.17 | BR | S3 | dry | - | - | 三(羟甲基)甲基甘氨酸
150-25-4    | Bicine | Bicine | C6H13NO4 | 163.17 | BR | S3 | dry | - | - | N,N-二(2-羟乙基)甘氨酸
1135-40-6   | CAPS | 3-(Cyclohexylamino)-1-propanesulfonic acid | C9H19NO3S | 221.32 | BR | S3 | dry | - | - | 3-环己胺基-1-丙磺酸
103-47-9    | CHES | 2-(Cyclohexylamino)ethanesulfonic acid | C8H17NO3S | 207.29 | BR | S3 | dry | - | - | 2-环己胺基乙磺酸
`,
  ),
  ...reagentTable(
    AMINO_ACIDS,
    `
56-40-6   | 甘氨酸 | Glycine | C2H5NO2 | 75.07 | BR AR | S2 | dry | - | - | 氨基乙酸;Gly
56-41-7   | L-丙氨酸 | L-Alanine | C3H7NO2 | 89.09 | BR | S3 | dry | - | - | L-Ala
107-95-9  | β-丙氨酸 | β-Alanine | C3H7NO2 | 89.09 | BR | S3 | dry | - | - | 3-氨基丙酸
72-18-4   | L-缬氨酸 | L-Valine | C5H11NO2 | 117.15 | BR | S3 | dry | - | - | L-Val
61-90-5   | L-亮氨酸 | L-Leucine | C6H13NO2 | 131.17 | BR | S3 | dry | - | - | L-Leu
73-32-5   | L-异亮氨酸 | L-Isoleucine | C6H13NO2 | 131.17 | BR | S3 | dry | - | - | L-Ile
147-85-3  | L-脯氨酸 | L-Proline | C5H9NO2 | 115.13 | BR | S3 | dry | - | - | L-Pro
63-91-2   | L-苯丙氨酸 | L-Phenylalanine | C9H11NO2 | 165.19 | BR | S3 | dry | - | - | L-Phe
73-22-3   | L-色氨酸 | L-Tryptophan | C11H12N2O2 | 204.23 | BR | S3 | dark | - | - | L-Trp
63-68-3   | L-甲硫氨酸 | L-Methionine | C5H11NO2S | 149.21 | BR | S3 | dry | - | - | L-蛋氨酸;L-Met
56-45-1   | L-丝氨酸 | L-Serine | C3H7NO3 | 105.09 | BR | S3 | dry | - | - | L-Ser
72-19-5   | L-苏氨酸 | L-Threonine | C4H9NO3 | 119.12 | BR | S3 | dry | - | - | L-Thr
52-90-4   | L-半胱氨酸 | L-Cysteine | C3H7NO2S | 121.16 | BR | S3 | cool | H302 | - | L-Cys
7048-04-6 | L-半胱氨酸盐酸盐一水合物 | L-Cysteine hydrochloride monohydrate | C3H7NO2S·HCl·H2O | 175.63 | BR | S3 | cool | - | - | L-半胱氨酸盐酸盐
56-89-3   | L-胱氨酸 | L-Cystine | C6H12N2O4S2 | 240.30 | BR | S3 | dry | - | - | L-双硫代丙氨酸
60-18-4   | L-酪氨酸 | L-Tyrosine | C9H11NO3 | 181.19 | BR | S3 | dry | - | - | L-Tyr
5794-13-8 | L-天冬酰胺一水合物 | L-Asparagine monohydrate | C4H8N2O3·H2O | 150.13 | BR | S3 | dry | - | - | L-天冬酰胺;L-Asn
56-85-9   | L-谷氨酰胺 | L-Glutamine | C5H10N2O3 | 146.14 | BR | S3 | fridge | - | - | L-Gln
56-84-8   | L-天冬氨酸 | L-Aspartic acid | C4H7NO4 | 133.10 | BR | S3 | dry | - | - | L-Asp
56-86-0   | L-谷氨酸 | L-Glutamic acid | C5H9NO4 | 147.13 | BR | S3 | dry | - | - | L-Glu
6106-04-3 | L-谷氨酸钠一水合物 | Monosodium L-glutamate monohydrate | C5H8NNaO4·H2O | 187.13 | BR | S2 | dry | - | - | 味精;L-谷氨酸钠
657-27-2  | L-赖氨酸盐酸盐 | L-Lysine monohydrochloride | C6H14N2O2·HCl | 182.65 | BR | S3 | dry | - | - | L-赖氨酸盐酸盐;L-Lys·HCl
74-79-3   | L-精氨酸 | L-Arginine | C6H14N4O2 | 174.20 | BR | S3 | dry | - | - | L-Arg
71-00-1   | L-组氨酸 | L-Histidine | C6H9N3O2 | 155.15 | BR | S3 | dry | - | - | L-His
107-35-7  | 牛磺酸 | Taurine | C2H7NO3S | 125.15 | BR | S2 | dry | - | - | 2-氨基乙磺酸
56-12-2   | γ-氨基丁酸 | γ-Aminobutyric acid | C4H9NO2 | 103.12 | BR | S3 | dry | - | - | GABA;4-氨基丁酸
70-18-8   | 还原型谷胱甘肽 | L-Glutathione reduced | C10H17N3O6S | 307.32 | BR | S4 | fridge | - | - | 谷胱甘肽;GSH
`,
  ),
  ...reagentTable(
    SUGARS,
    `
50-99-7    | 无水葡萄糖 | D-(+)-Glucose anhydrous | C6H12O6 | 180.16 | AR BR | S1 | dry | - | - | 葡萄糖;右旋糖;D-Glucose
57-48-7    | D-果糖 | D-(-)-Fructose | C6H12O6 | 180.16 | BR | S2 | dry | - | - | 果糖;左旋糖
59-23-4    | D-半乳糖 | D-(+)-Galactose | C6H12O6 | 180.16 | BR | S3 | dry | - | - | 半乳糖
57-50-1    | 蔗糖 | Sucrose | C12H22O11 | 342.30 | AR BR | S1 | dry | - | - | 砂糖;Saccharose
64044-51-5 | 乳糖一水合物 | α-Lactose monohydrate | C12H22O11·H2O | 360.31 | BR | S2 | dry | - | - | 乳糖
6363-53-7  | 麦芽糖一水合物 | D-(+)-Maltose monohydrate | C12H22O11·H2O | 360.31 | BR | S3 | dry | - | - | 麦芽糖
6138-23-4  | 海藻糖二水合物 | D-(+)-Trehalose dihydrate | C12H22O11·2H2O | 378.33 | BR | S3 | dry | - | - | 海藻糖;蕈糖
58-86-6    | D-木糖 | D-(+)-Xylose | C5H10O5 | 150.13 | BR | S3 | dry | - | - | 木糖
5328-37-0  | L-阿拉伯糖 | L-(+)-Arabinose | C5H10O5 | 150.13 | BR | S3 | dry | - | - | 阿拉伯糖
50-69-1    | D-核糖 | D-(-)-Ribose | C5H10O5 | 150.13 | BR | S3 | dry | - | - | 核糖
69-65-8    | D-甘露醇 | D-Mannitol | C6H14O6 | 182.17 | AR BR | S2 | dry | - | - | 甘露醇;甘露糖醇
50-70-4    | D-山梨醇 | D-Sorbitol | C6H14O6 | 182.17 | AR | S2 | dry | - | - | 山梨醇;山梨糖醇
87-89-8    | 肌醇 | myo-Inositol | C6H12O6 | 180.16 | BR | S3 | dry | - | - | 肌肉肌醇;环己六醇
7512-17-6  | N-乙酰-D-葡萄糖胺 | N-Acetyl-D-glucosamine | C8H15NO6 | 221.21 | BR | S3 | dry | - | - | GlcNAc
9012-36-6  | 琼脂糖 | Agarose | - | - | BR | S4 | dry | - | - | Agarose
9002-18-0  | 琼脂粉 | Agar | - | - | BR | S2 | dry | - | - | 琼脂;洋菜
9004-32-4  | 羧甲基纤维素钠 | Sodium carboxymethyl cellulose | - | - | CP | S2 | dry | - | - | CMC-Na;羧甲基纤维素
9004-34-6  | 微晶纤维素 | Microcrystalline cellulose | - | - | CP | S2 | dry | - | - | 纤维素
`,
  ),
]);
