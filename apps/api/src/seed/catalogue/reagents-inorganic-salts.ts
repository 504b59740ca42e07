import { reagentTable, withSmiles } from './reagent-table.ts';
import { INORGANIC_SALTS_SMILES } from './smiles/inorganic-salts.ts';

const SALTS = '化学试剂/无机试剂/无机盐';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const inorganicSalts = withSmiles(
  INORGANIC_SALTS_SMILES,
  reagentTable(
    SALTS,
    `
7647-14-5  | 氯化钠 | Sodium chloride | NaCl | 58.44 | AR GR PT | S1 | rt | - | - | 食盐
7447-40-7  | 氯化钾 | Potassium chloride | KCl | 74.55 | AR GR | S1 | rt | - | - | -
10043-52-4 | 无水氯化钙 | Calcium chloride anhydrous | CaCl2 | 110.98 | AR | S1 | dry | H319 | - | 氯化钙
10035-04-8 | 二水氯化钙 | Calcium chloride dihydrate | CaCl2·2H2O | 147.01 | AR | S1 | dry | H319 | - | 氯化钙二水合物
7791-18-6  | 六水氯化镁 | Magnesium chloride hexahydrate | MgCl2·6H2O | 203.30 | AR | S1 | dry | - | - | 氯化镁
12125-02-9 | 氯化铵 | Ammonium chloride | NH4Cl | 53.49 | AR | S1 | dry | H302 H319 | - | 硇砂
10326-27-9 | 二水氯化钡 | Barium chloride dihydrate | BaCl2·2H2O | 244.26 | AR | S2 | rt | H301 H332 | - | 氯化钡
7447-41-8  | 氯化锂 | Lithium chloride | LiCl | 42.39 | AR | S2 | dry | H302 H315 H319 | - | -
7647-17-8  | 氯化铯 | Cesium chloride | CsCl | 168.36 | BR | S4 | dry | - | - | -
10025-77-1 | 六水三氯化铁 | Iron(III) chloride hexahydrate | FeCl3·6H2O | 270.30 | AR | S2 | dry | H290 H302 H315 H318 | - | 三氯化铁;氯化铁
13478-10-9 | 四水氯化亚铁 | Iron(II) chloride tetrahydrate | FeCl2·4H2O | 198.81 | AR | S2 | dry | H302 H315 H318 | - | 氯化亚铁
10125-13-0 | 二水氯化铜 | Copper(II) chloride dihydrate | CuCl2·2H2O | 170.48 | AR | S2 | dry | H302 H315 H318 H410 | - | 氯化铜
7758-89-6  | 氯化亚铜 | Copper(I) chloride | CuCl | 99.00 | AR | S2 | inert | H302 H410 | - | -
7646-85-7  | 氯化锌 | Zinc chloride | ZnCl2 | 136.29 | AR | S2 | dry | H302 H314 H410 | - | -
13446-34-9 | 四水氯化锰 | Manganese(II) chloride tetrahydrate | MnCl2·4H2O | 197.91 | AR | S2 | dry | H301 H318 H411 | - | 氯化锰
7791-13-1  | 六水氯化钴 | Cobalt(II) chloride hexahydrate | CoCl2·6H2O | 237.93 | AR | S3 | dry | H302 H317 H334 H341 H350 H360 H410 | - | 氯化钴
7791-20-0  | 六水氯化镍 | Nickel(II) chloride hexahydrate | NiCl2·6H2O | 237.69 | AR | S3 | dry | H301 H331 H315 H317 H334 H341 H350 H360 H372 H410 | - | 氯化镍
10025-69-1 | 二水氯化亚锡 | Tin(II) chloride dihydrate | SnCl2·2H2O | 225.65 | AR | S2 | dry | H290 H302 H314 H317 H335 H373 | - | 氯化亚锡
7446-70-0  | 无水三氯化铝 | Aluminium chloride anhydrous | AlCl3 | 133.34 | 99% | S2 | inert | H314 | - | 无水氯化铝
7487-94-7  | 氯化汞 | Mercury(II) chloride | HgCl2 | 271.50 | AR | S3 | toxic | H300 H314 H341 H361 H372 H410 | highly-toxic | 升汞;二氯化汞
7757-82-6  | 无水硫酸钠 | Sodium sulfate anhydrous | Na2SO4 | 142.04 | AR | S1 | dry | - | - | 硫酸钠;元明粉
7778-80-5  | 硫酸钾 | Potassium sulfate | K2SO4 | 174.26 | AR | S1 | rt | - | - | -
7487-88-9  | 无水硫酸镁 | Magnesium sulfate anhydrous | MgSO4 | 120.37 | AR | S1 | dry | - | - | 硫酸镁
10034-99-8 | 七水硫酸镁 | Magnesium sulfate heptahydrate | MgSO4·7H2O | 246.47 | AR | S1 | rt | - | - | 泻盐
7758-99-8  | 五水硫酸铜 | Copper(II) sulfate pentahydrate | CuSO4·5H2O | 249.69 | AR | S1 | rt | H302 H315 H319 H410 | - | 胆矾;蓝矾;硫酸铜
7758-98-7  | 无水硫酸铜 | Copper(II) sulfate anhydrous | CuSO4 | 159.61 | AR | S2 | dry | H302 H315 H319 H410 | - | 白色硫酸铜
7782-63-0  | 七水硫酸亚铁 | Iron(II) sulfate heptahydrate | FeSO4·7H2O | 278.01 | AR | S1 | cool | H302 H315 H319 | - | 绿矾;硫酸亚铁
7446-20-0  | 七水硫酸锌 | Zinc sulfate heptahydrate | ZnSO4·7H2O | 287.56 | AR | S1 | rt | H302 H318 H410 | - | 皓矾;硫酸锌
10034-96-5 | 一水硫酸锰 | Manganese(II) sulfate monohydrate | MnSO4·H2O | 169.02 | AR | S2 | rt | H373 H411 | - | 硫酸锰
10101-97-0 | 六水硫酸镍 | Nickel(II) sulfate hexahydrate | NiSO4·6H2O | 262.85 | AR | S2 | rt | H302 H332 H315 H317 H334 H341 H350 H360 H372 H410 | - | 硫酸镍
10101-41-4 | 二水硫酸钙 | Calcium sulfate dihydrate | CaSO4·2H2O | 172.17 | AR | S1 | rt | - | - | 生石膏;硫酸钙
7783-20-2  | 硫酸铵 | Ammonium sulfate | (NH4)2SO4 | 132.14 | AR BR | S1 | rt | - | - | 硫铵
7784-24-9  | 十二水硫酸铝钾 | Aluminium potassium sulfate dodecahydrate | KAl(SO4)2·12H2O | 474.39 | AR | S1 | rt | - | - | 明矾;钾明矾;白矾
7783-85-9  | 六水硫酸亚铁铵 | Ammonium iron(II) sulfate hexahydrate | (NH4)2Fe(SO4)2·6H2O | 392.14 | AR | S2 | cool | H315 H319 H335 | - | 莫尔盐;摩尔盐;硫酸亚铁铵
10294-26-5 | 硫酸银 | Silver sulfate | Ag2SO4 | 311.80 | AR | S4 | dark | H318 H410 | - | -
10034-88-5 | 一水硫酸氢钠 | Sodium bisulfate monohydrate | NaHSO4·H2O | 138.07 | AR | S1 | dry | H318 | - | 硫酸氢钠;酸式硫酸钠
7757-79-1  | 硝酸钾 | Potassium nitrate | KNO3 | 101.10 | AR GR | S1 | oxid | H272 | explosive-precursor | 硝石;火硝
7631-99-4  | 硝酸钠 | Sodium nitrate | NaNO3 | 84.99 | AR | S1 | oxid | H272 H319 | explosive-precursor | 智利硝石
7761-88-8  | 硝酸银 | Silver nitrate | AgNO3 | 169.87 | AR | S4 | dark | H272 H290 H314 H410 | explosive-precursor | -
10022-31-8 | 硝酸钡 | Barium nitrate | Ba(NO3)2 | 261.34 | AR | S2 | oxid | H272 H302 H332 | explosive-precursor | -
10099-74-8 | 硝酸铅 | Lead(II) nitrate | Pb(NO3)2 | 331.21 | AR | S3 | oxid | H272 H302 H332 H318 H360 H373 H410 | explosive-precursor | -
6484-52-2  | 硝酸铵 | Ammonium nitrate | NH4NO3 | 80.04 | AR | S2 | oxid | H272 H319 | - | 硝铵
13477-34-4 | 四水硝酸钙 | Calcium nitrate tetrahydrate | Ca(NO3)2·4H2O | 236.15 | AR | S2 | oxid | H272 H302 H318 | - | 硝酸钙
10031-43-3 | 三水硝酸铜 | Copper(II) nitrate trihydrate | Cu(NO3)2·3H2O | 241.60 | AR | S2 | oxid | H272 H302 H315 H318 H410 | - | 硝酸铜
10196-18-6 | 六水硝酸锌 | Zinc nitrate hexahydrate | Zn(NO3)2·6H2O | 297.49 | AR | S2 | oxid | H272 H302 H315 H319 H410 | - | 硝酸锌
13446-18-9 | 六水硝酸镁 | Magnesium nitrate hexahydrate | Mg(NO3)2·6H2O | 256.41 | AR | S2 | oxid | H272 H319 | - | 硝酸镁
7782-61-8  | 九水硝酸铁 | Iron(III) nitrate nonahydrate | Fe(NO3)3·9H2O | 404.00 | AR | S2 | oxid | H272 H315 H319 | - | 硝酸铁
7632-00-0  | 亚硝酸钠 | Sodium nitrite | NaNO2 | 69.00 | AR | S1 | oxid | H272 H301 H319 H400 | - | -
497-19-8   | 无水碳酸钠 | Sodium carbonate anhydrous | Na2CO3 | 105.99 | AR PT | S1 | dry | H319 | - | 纯碱;苏打;碳酸钠
144-55-8   | 碳酸氢钠 | Sodium bicarbonate | NaHCO3 | 84.01 | AR | S1 | dry | - | - | 小苏打;重碳酸钠
584-08-7   | 无水碳酸钾 | Potassium carbonate anhydrous | K2CO3 | 138.21 | AR | S1 | dry | H302 H315 H319 H335 | - | 碳酸钾
298-14-6   | 碳酸氢钾 | Potassium bicarbonate | KHCO3 | 100.12 | AR | S1 | dry | - | - | 重碳酸钾
471-34-1   | 碳酸钙 | Calcium carbonate | CaCO3 | 100.09 | AR | S1 | rt | - | - | 石灰石粉
1066-33-7  | 碳酸氢铵 | Ammonium bicarbonate | NH4HCO3 | 79.06 | AR | S1 | cool | H302 | - | 重碳酸铵
554-13-2   | 碳酸锂 | Lithium carbonate | Li2CO3 | 73.89 | AR | S2 | rt | H302 H319 | - | -
534-17-8   | 碳酸铯 | Cesium carbonate | Cs2CO3 | 325.82 | 99.9% | S4 | dry | H315 H318 H335 H361 H373 | - | -
7778-77-0  | 磷酸二氢钾 | Potassium dihydrogen phosphate | KH2PO4 | 136.09 | AR GR | S1 | rt | - | - | 磷酸一钾
7758-11-4  | 磷酸氢二钾 | Dipotassium hydrogen phosphate | K2HPO4 | 174.18 | AR | S1 | dry | - | - | 磷酸二钾
13472-35-0 | 二水磷酸二氢钠 | Sodium dihydrogen phosphate dihydrate | NaH2PO4·2H2O | 156.01 | AR | S1 | rt | - | - | 磷酸二氢钠
7558-79-4  | 无水磷酸氢二钠 | Disodium hydrogen phosphate anhydrous | Na2HPO4 | 141.96 | AR | S1 | dry | - | - | 磷酸氢二钠
10039-32-4 | 十二水磷酸氢二钠 | Disodium hydrogen phosphate dodecahydrate | Na2HPO4·12H2O | 358.14 | AR | S1 | cool | - | - | 磷酸氢二钠十二水合物
10101-89-0 | 十二水磷酸钠 | Trisodium phosphate dodecahydrate | Na3PO4·12H2O | 380.12 | AR | S1 | rt | H315 H319 | - | 磷酸三钠
7722-76-1  | 磷酸二氢铵 | Ammonium dihydrogen phosphate | NH4H2PO4 | 115.03 | AR | S1 | rt | - | - | 磷酸一铵
7783-28-0  | 磷酸氢二铵 | Diammonium hydrogen phosphate | (NH4)2HPO4 | 132.06 | AR | S1 | rt | - | - | 磷酸二铵
13472-36-1 | 十水焦磷酸钠 | Sodium pyrophosphate decahydrate | Na4P2O7·10H2O | 446.06 | AR | S1 | rt | H319 | - | 焦磷酸钠
127-09-3   | 无水乙酸钠 | Sodium acetate anhydrous | C2H3NaO2 | 82.03 | AR | S1 | dry | - | - | 醋酸钠;乙酸钠
6131-90-4  | 三水乙酸钠 | Sodium acetate trihydrate | C2H3NaO2·3H2O | 136.08 | AR | S1 | rt | - | - | 醋酸钠三水合物
631-61-8   | 乙酸铵 | Ammonium acetate | C2H7NO2 | 77.08 | AR | S2 | dry | - | - | 醋酸铵
127-08-2   | 乙酸钾 | Potassium acetate | C2H3KO2 | 98.14 | AR | S1 | dry | - | - | 醋酸钾
5970-45-6  | 二水乙酸锌 | Zinc acetate dihydrate | C4H6O4Zn·2H2O | 219.51 | AR | S2 | rt | H302 H410 | - | 醋酸锌
6046-93-1  | 一水乙酸铜 | Copper(II) acetate monohydrate | C4H6CuO4·H2O | 199.65 | AR | S2 | rt | H302 H315 H318 H410 | - | 醋酸铜
16674-78-5 | 四水乙酸镁 | Magnesium acetate tetrahydrate | C4H6MgO4·4H2O | 214.45 | AR | S2 | rt | - | - | 醋酸镁
540-69-2   | 甲酸铵 | Ammonium formate | CH5NO2 | 63.06 | AR | S2 | dry | H315 H319 H335 | - | 蚁酸铵
141-53-7   | 甲酸钠 | Sodium formate | CHNaO2 | 68.01 | AR | S2 | dry | - | - | 蚁酸钠
62-76-0    | 草酸钠 | Sodium oxalate | C2Na2O4 | 134.00 | AR PT | S2 | rt | H302 H312 | - | 乙二酸钠
6009-70-7  | 一水草酸铵 | Ammonium oxalate monohydrate | C2H8N2O4·H2O | 142.11 | AR | S2 | rt | H302 H312 | - | 草酸铵
6132-04-3  | 二水柠檬酸三钠 | Trisodium citrate dihydrate | C6H5Na3O7·2H2O | 294.10 | AR | S1 | rt | - | - | 柠檬酸钠;枸橼酸钠
6381-59-5  | 四水酒石酸钾钠 | Potassium sodium tartrate tetrahydrate | C4H4KNaO6·4H2O | 282.22 | AR | S2 | rt | - | - | 罗谢尔盐;酒石酸钾钠
877-24-7   | 邻苯二甲酸氢钾 | Potassium hydrogen phthalate | C8H5KO4 | 204.22 | AR PT | S2 | dry | - | - | KHP;苯二甲酸氢钾
10102-17-7 | 五水硫代硫酸钠 | Sodium thiosulfate pentahydrate | Na2S2O3·5H2O | 248.18 | AR | S1 | rt | - | - | 大苏打;海波;硫代硫酸钠
7757-83-7  | 无水亚硫酸钠 | Sodium sulfite anhydrous | Na2SO3 | 126.04 | AR | S1 | dry | - | - | 亚硫酸钠
7631-90-5  | 亚硫酸氢钠 | Sodium bisulfite | NaHSO3 | 104.06 | AR | S1 | dry | H302 | - | 酸式亚硫酸钠
7681-57-4  | 焦亚硫酸钠 | Sodium metabisulfite | Na2S2O5 | 190.10 | AR | S1 | dry | H302 H318 | - | 偏重亚硫酸钠
1313-84-4  | 九水硫化钠 | Sodium sulfide nonahydrate | Na2S·9H2O | 240.18 | AR | S2 | cool | H290 H301 H311 H314 H400 | - | 硫化钠;臭碱
7778-50-9  | 重铬酸钾 | Potassium dichromate | K2Cr2O7 | 294.18 | AR PT | S2 | oxid | H272 H301 H312 H330 H314 H317 H334 H340 H350 H360 H372 H410 | explosive-precursor | 红矾钾
7789-00-6  | 铬酸钾 | Potassium chromate | K2CrO4 | 194.19 | AR | S2 | rt | H315 H317 H319 H335 H340 H350 H410 | - | 黄色铬酸钾
7722-64-7  | 高锰酸钾 | Potassium permanganate | KMnO4 | 158.03 | AR GR | S1 | oxid | H272 H302 H314 H361 H410 | precursor-3 explosive-precursor | 灰锰氧;PP粉
3811-04-9  | 氯酸钾 | Potassium chlorate | KClO3 | 122.55 | AR | S2 | oxid | H271 H302 H332 H411 | explosive-precursor | 白药粉
7778-74-7  | 高氯酸钾 | Potassium perchlorate | KClO4 | 138.55 | AR | S2 | oxid | H271 H302 H319 | explosive-precursor | 过氯酸钾
7681-52-9  | 次氯酸钠溶液 | Sodium hypochlorite solution | NaClO | 74.44 | CP | L1 | dark | H290 H314 H410 | - | 漂白液 | 有效氯≥5%
7727-54-0  | 过硫酸铵 | Ammonium persulfate | (NH4)2S2O8 | 228.20 | AR BR | S2 | oxid | H272 H302 H315 H317 H319 H334 H335 | - | 过二硫酸铵;APS
7727-21-1  | 过硫酸钾 | Potassium persulfate | K2S2O8 | 270.32 | AR | S2 | oxid | H272 H302 H315 H317 H319 H334 H335 | - | 过二硫酸钾;KPS
7681-11-0  | 碘化钾 | Potassium iodide | KI | 166.00 | AR GR | S3 | dark | - | - | -
7681-82-5  | 碘化钠 | Sodium iodide | NaI | 149.89 | AR | S3 | dark | H315 H319 H400 | - | -
7758-05-6  | 碘酸钾 | Potassium iodate | KIO3 | 214.00 | AR PT | S2 | oxid | H272 H318 | - | -
7758-01-2  | 溴酸钾 | Potassium bromate | KBrO3 | 167.00 | AR PT | S2 | oxid | H271 H301 H350 | - | -
7758-02-3  | 溴化钾 | Potassium bromide | KBr | 119.00 | AR SP | S2 | dry | H319 | - | -
7647-15-6  | 溴化钠 | Sodium bromide | NaBr | 102.89 | AR | S2 | dry | - | - | -
7681-49-4  | 氟化钠 | Sodium fluoride | NaF | 41.99 | AR | S2 | dry | H301 H315 H319 | - | -
7789-23-3  | 氟化钾 | Potassium fluoride | KF | 58.10 | AR | S2 | dry | H301 H311 H331 | - | -
12125-01-8 | 氟化铵 | Ammonium fluoride | NH4F | 37.04 | AR | S2 | dry | H301 H311 H331 | - | -
333-20-0   | 硫氰酸钾 | Potassium thiocyanate | KSCN | 97.18 | AR | S2 | dry | H302 H312 H332 H412 | - | 硫氰化钾
1762-95-4  | 硫氰酸铵 | Ammonium thiocyanate | NH4SCN | 76.12 | AR | S2 | dry | H302 H312 H332 H412 | - | 硫氰化铵
13746-66-2 | 铁氰化钾 | Potassium ferricyanide | K3[Fe(CN)6] | 329.24 | AR | S2 | dark | - | - | 赤血盐;六氰合铁酸钾
14459-95-1 | 三水亚铁氰化钾 | Potassium ferrocyanide trihydrate | K4[Fe(CN)6]·3H2O | 422.39 | AR | S2 | rt | - | - | 黄血盐;亚铁氰化钾
12054-85-2 | 四水钼酸铵 | Ammonium molybdate tetrahydrate | (NH4)6Mo7O24·4H2O | 1235.86 | AR | S3 | rt | H315 H319 H335 | - | 钼酸铵;七钼酸铵
10102-40-6 | 二水钼酸钠 | Sodium molybdate dihydrate | Na2MoO4·2H2O | 241.95 | AR | S3 | rt | - | - | 钼酸钠
10213-10-2 | 二水钨酸钠 | Sodium tungstate dihydrate | Na2WO4·2H2O | 329.85 | AR | S3 | rt | H302 | - | 钨酸钠
1303-96-4  | 十水四硼酸钠 | Sodium tetraborate decahydrate | Na2B4O7·10H2O | 381.37 | AR PT | S1 | rt | H360 | - | 硼砂;四硼酸钠
13517-24-3 | 九水硅酸钠 | Sodium metasilicate nonahydrate | Na2SiO3·9H2O | 284.20 | AR | S1 | dry | H290 H314 H335 | - | 硅酸钠;偏硅酸钠
143-33-9   | 氰化钠 | Sodium cyanide | NaCN | 49.01 | AR | S3 | toxic | H290 H300 H310 H330 H372 H410 | highly-toxic | 山奈钠
151-50-8   | 氰化钾 | Potassium cyanide | KCN | 65.12 | AR | S3 | toxic | H290 H300 H310 H330 H372 H410 | highly-toxic | 山奈钾
26628-22-8 | 叠氮化钠 | Sodium azide | NaN3 | 65.01 | AR | S3 | cool | H300 H310 H373 H410 | - | 叠氮钠
16940-66-2 | 硼氢化钠 | Sodium borohydride | NaBH4 | 37.83 | 98% | S3 | inert | H260 H301 H314 H360 | explosive-precursor | 氢硼化钠
16853-85-3 | 氢化铝锂 | Lithium aluminium hydride | LiAlH4 | 37.95 | 97% | S4 | inert | H260 H314 | - | 四氢铝锂;LAH
`,
  ),
);
