import { reagentTable, withSmiles } from './reagent-table.ts';
import { NITROGEN_SMILES } from './smiles/nitrogen.ts';

const AMINES = '化学试剂/有机试剂/胺类';
const AMIDES = '化学试剂/有机试剂/酰胺与亚砜';
const HETEROCYCLES = '化学试剂/有机试剂/杂环化合物';
const NITRO = '化学试剂/有机试剂/硝基化合物';

// CAS | 中文名 | English name | formula | MW | grades | tier | storage | H codes | classes | synonyms | assay
export const nitrogenCompounds = withSmiles(NITROGEN_SMILES, [
  ...reagentTable(
    AMINES,
    `
121-44-8  | 三乙胺 | Triethylamine | C6H15N | 101.19 | AR HPLC | L2 | flam | H225 H302 H311 H314 H331 H335 | - | Et3N;N,N-二乙基乙胺
109-89-7  | 二乙胺 | Diethylamine | C4H11N | 73.14 | AR | L2 | flam | H225 H302 H312 H314 H332 | - | N-乙基乙胺
7087-68-5 | N,N-二异丙基乙胺 | N,N-Diisopropylethylamine | C8H19N | 129.25 | 99% | L3 | flam | H225 H302 H314 H412 | - | DIPEA;DIEA;Hünig碱
109-73-9  | 正丁胺 | n-Butylamine | C4H11N | 73.14 | 99% | L3 | flam | H225 H302 H312 H314 H332 | - | 1-丁胺;1-氨基丁烷
108-91-8  | 环己胺 | Cyclohexylamine | C6H13N | 99.17 | 99% | L3 | flam | H226 H302 H311 H314 H361 | - | 六氢苯胺;氨基环己烷
107-15-3  | 乙二胺 | Ethylenediamine | C2H8N2 | 60.10 | AR | L2 | base | H226 H302 H311 H314 H317 H334 H412 | - | 1,2-乙二胺;1,2-二氨基乙烷
124-09-4  | 1,6-己二胺 | Hexamethylenediamine | C6H16N2 | 116.21 | 99% | S3 | base | H302 H312 H314 H335 | - | 己二胺;1,6-二氨基己烷
141-43-5  | 乙醇胺 | Ethanolamine | C2H7NO | 61.08 | AR | L2 | base | H302 H312 H332 H314 H412 | - | 2-氨基乙醇;单乙醇胺;MEA
111-42-2  | 二乙醇胺 | Diethanolamine | C4H11NO2 | 105.14 | AR | L2 | base | H302 H315 H318 H373 | - | 2,2'-二羟基二乙胺;DEA
102-71-6  | 三乙醇胺 | Triethanolamine | C6H15NO3 | 149.19 | AR | L2 | base | - | - | 2,2',2''-三羟基三乙胺;TEOA
62-53-3   | 苯胺 | Aniline | C6H7N | 93.13 | AR | L2 | dark | H301 H311 H331 H317 H318 H341 H351 H372 H400 | - | 氨基苯;阿尼林油
121-69-7  | N,N-二甲基苯胺 | N,N-Dimethylaniline | C8H11N | 121.18 | AR | L2 | dark | H301 H311 H331 H351 H411 | - | 二甲基苯胺
106-49-0  | 对甲苯胺 | p-Toluidine | C7H9N | 107.15 | 99% | S3 | dark | H301 H311 H331 H317 H319 H350 H400 | - | 4-甲基苯胺
100-46-9  | 苄胺 | Benzylamine | C7H9N | 107.15 | 99% | L3 | base | H302 H312 H314 | - | 苯甲胺
122-39-4  | 二苯胺 | Diphenylamine | C12H11N | 169.23 | AR | S2 | dark | H301 H311 H331 H373 H410 | - | N-苯基苯胺
95-54-5   | 邻苯二胺 | o-Phenylenediamine | C6H8N2 | 108.14 | AR | S3 | dark | H301 H312 H332 H317 H319 H341 H351 H410 | - | 1,2-苯二胺;OPD
106-50-3  | 对苯二胺 | p-Phenylenediamine | C6H8N2 | 108.14 | 99% | S3 | dark | H301 H311 H331 H317 H319 H410 | - | 1,4-苯二胺;PPD
100-97-0  | 六亚甲基四胺 | Hexamethylenetetramine | C6H12N4 | 140.19 | AR | S2 | dry | H228 H317 | explosive-precursor | 乌洛托品;六次甲基四胺;Methenamine
5470-11-1 | 盐酸羟胺 | Hydroxylamine hydrochloride | NH2OH·HCl | 69.49 | AR | S2 | dry | H290 H302 H312 H315 H317 H319 H351 H373 H400 | - | 氯化羟胺;羟胺盐酸盐
7803-57-8 | 水合肼 | Hydrazine hydrate | N2H4·H2O | 50.06 | AR | L2 | base | H301 H311 H331 H314 H317 H350 H410 | - | 水合联氨 | 80%
`,
  ),
  ...reagentTable(
    AMIDES,
    `
68-12-2   | N,N-二甲基甲酰胺 | N,N-Dimethylformamide | C3H7NO | 73.09 | HPLC AR | L2 | flam | H226 H312 H332 H319 H360 | - | 二甲基甲酰胺;DMF
127-19-5  | N,N-二甲基乙酰胺 | N,N-Dimethylacetamide | C4H9NO | 87.12 | AR | L2 | cool | H312 H332 H319 H360 | - | 二甲基乙酰胺;DMAc
67-68-5   | 二甲基亚砜 | Dimethyl sulfoxide | C2H6OS | 78.13 | AR HPLC | L2 | dry | - | - | 二甲亚砜;DMSO
872-50-4  | N-甲基吡咯烷酮 | N-Methyl-2-pyrrolidone | C5H9NO | 99.13 | AR HPLC | L2 | dry | H315 H319 H335 H360 | - | NMP;1-甲基-2-吡咯烷酮
126-33-0  | 环丁砜 | Sulfolane | C4H8O2S | 120.17 | 99% | L2 | rt | H302 H360 | - | 四氢噻吩砜;四亚甲基砜
75-12-7   | 甲酰胺 | Formamide | CH3NO | 45.04 | AR | L2 | dry | H351 H360 H373 | - | 氨基甲醛
60-35-5   | 乙酰胺 | Acetamide | C2H5NO | 59.07 | AR | S2 | dry | H351 | - | 醋酰胺
57-13-6   | 尿素 | Urea | CH4N2O | 60.06 | AR BR | S1 | dry | - | - | 脲;碳酰胺;Carbamide
62-56-6   | 硫脲 | Thiourea | CH4N2S | 76.12 | AR | S2 | rt | H302 H351 H361 H411 | - | 硫代尿素
55-21-0   | 苯甲酰胺 | Benzamide | C7H7NO | 121.14 | 99% | S3 | rt | H302 H341 | - | 苯酰胺
103-84-4  | 乙酰苯胺 | Acetanilide | C8H9NO | 135.17 | AR | S2 | rt | H302 | - | N-苯基乙酰胺;退热冰
105-60-2  | 己内酰胺 | Caprolactam | C6H11NO | 113.16 | 99% | S2 | dry | H302 H332 H315 H319 H335 | - | ε-己内酰胺
`,
  ),
  ...reagentTable(
    HETEROCYCLES,
    `
110-86-1  | 吡啶 | Pyridine | C5H5N | 79.10 | AR HPLC | L2 | flam | H225 H302 H312 H332 H315 H319 | - | 氮杂苯
109-06-8  | 2-甲基吡啶 | 2-Picoline | C6H7N | 93.13 | 98% | L3 | flam | H226 H302 H311 H332 H315 H319 H335 | - | α-甲基吡啶;2-Methylpyridine
110-89-4  | 哌啶 | Piperidine | C5H11N | 85.15 | 99% | L3 | flam | H225 H302 H311 H331 H314 | precursor-2 | 六氢吡啶;氮杂环己烷
110-85-0  | 哌嗪 | Piperazine | C4H10N2 | 86.14 | 99% | S3 | dry | H314 H317 H334 H361 | - | 对二氮己环;1,4-二氮杂环己烷
110-91-8  | 吗啉 | Morpholine | C4H9NO | 87.12 | AR | L2 | flam | H226 H302 H312 H332 H314 | - | 1,4-氧氮杂环己烷;吗啡啉
123-75-1  | 吡咯烷 | Pyrrolidine | C4H9N | 71.12 | 99% | L3 | flam | H225 H302 H332 H314 | - | 四氢吡咯
109-97-7  | 吡咯 | Pyrrole | C4H5N | 67.09 | 99% | L3 | dark | H226 H301 H318 H332 | - | 氮杂茂
110-00-9  | 呋喃 | Furan | C4H4O | 68.07 | 99% | L3 | fridge | H224 H302 H332 H315 H341 H350 H373 H412 | - | 氧杂茂
110-02-1  | 噻吩 | Thiophene | C4H4S | 84.14 | 99% | L3 | flam | H225 H302 H319 H412 | - | 硫杂茂;硫代呋喃
288-32-4  | 咪唑 | Imidazole | C3H4N2 | 68.08 | AR BR | S2 | dry | H302 H314 H360 | - | 1,3-二氮唑;甘噁啉
91-22-5   | 喹啉 | Quinoline | C9H7N | 129.16 | 98% | L3 | dark | H302 H312 H315 H319 H341 H350 H411 | - | 氮杂萘;苯并吡啶
120-72-9  | 吲哚 | Indole | C8H7N | 117.15 | 99% | S3 | dark | H302 H311 H319 H400 | - | 苯并吡咯
148-24-3  | 8-羟基喹啉 | 8-Hydroxyquinoline | C9H7NO | 145.16 | AR | S3 | dark | H301 H317 H318 H360 H410 | - | 8-喹啉醇;羟基喹啉
366-18-7  | 2,2'-联吡啶 | 2,2'-Bipyridine | C10H8N2 | 156.18 | AR | S3 | rt | H301 H311 | - | 联吡啶;α,α'-联吡啶
1122-58-3 | 4-二甲氨基吡啶 | 4-Dimethylaminopyridine | C7H10N2 | 122.17 | 99% | S3 | rt | H301 H310 H315 H318 | - | DMAP;N,N-二甲基-4-氨基吡啶
6674-22-2 | 1,8-二氮杂双环[5.4.0]十一碳-7-烯 | 1,8-Diazabicyclo[5.4.0]undec-7-ene | C9H16N2 | 152.24 | 98% | L3 | dry | H290 H301 H314 H412 | - | DBU
280-57-9  | 三乙烯二胺 | 1,4-Diazabicyclo[2.2.2]octane | C6H12N2 | 112.17 | 98% | S3 | dry | H228 H302 H315 H318 | - | DABCO;1,4-二氮杂二环[2.2.2]辛烷
95-14-7   | 苯并三氮唑 | 1H-Benzotriazole | C6H5N3 | 119.12 | 99% | S2 | rt | H302 H319 H412 | - | 1,2,3-苯并三唑;BTA
58-08-2   | 咖啡因 | Caffeine | C8H10N4O2 | 194.19 | 99% | S3 | rt | H302 | - | 咖啡碱;1,3,7-三甲基黄嘌呤
`,
  ),
  ...reagentTable(
    NITRO,
    `
98-95-3   | 硝基苯 | Nitrobenzene | C6H5NO2 | 123.11 | AR | L2 | cool | H301 H311 H331 H351 H360 H372 H412 | - | 密斑油;人造苦杏仁油
75-52-5   | 硝基甲烷 | Nitromethane | CH3NO2 | 61.04 | 99% | L3 | flam | H226 H302 | explosive-precursor | -
100-01-6  | 对硝基苯胺 | 4-Nitroaniline | C6H6N2O2 | 138.13 | 99% | S3 | dark | H301 H311 H331 H373 H412 | - | 4-硝基苯胺
100-02-7  | 对硝基苯酚 | 4-Nitrophenol | C6H5NO3 | 139.11 | AR | S2 | dark | H302 H312 H332 H373 | - | 4-硝基苯酚
119-26-6  | 2,4-二硝基苯肼 | 2,4-Dinitrophenylhydrazine | C6H6N4O4 | 198.14 | 98% | S3 | cool | H228 H302 | - | DNPH
`,
  ),
]);
