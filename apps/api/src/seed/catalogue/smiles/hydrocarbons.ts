// CAS | 中文名 | SMILES, for every substance of reagents-hydrocarbons.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
// biome-ignore lint/complexity/noUselessStringRaw: raw in every table, so a cis/trans bond (\) added later keeps its backslash
export const HYDROCARBONS_SMILES = String.raw`
71-43-2    | 苯 | c1ccccc1
108-88-3   | 甲苯 | Cc1ccccc1
1330-20-7  | 二甲苯 | - | 异构体混合物
95-47-6    | 邻二甲苯 | Cc1ccccc1C
108-38-3   | 间二甲苯 | Cc1cccc(C)c1
106-42-3   | 对二甲苯 | Cc1ccc(C)cc1
100-41-4   | 乙苯 | CCc1ccccc1
100-42-5   | 苯乙烯 | C=Cc1ccccc1
98-82-8    | 异丙苯 | CC(C)c1ccccc1
108-67-8   | 均三甲苯 | Cc1cc(C)cc(C)c1
119-64-2   | 四氢萘 | C1CCc2ccccc2C1
91-20-3    | 萘 | c1ccc2ccccc2c1
92-52-4    | 联苯 | c1ccc(cc1)-c1ccccc1
120-12-7   | 蒽 | c1ccc2cc3ccccc3cc2c1
85-01-8    | 菲 | c1ccc2c(c1)ccc1ccccc12
110-54-3   | 正己烷 | CCCCCC
142-82-5   | 正庚烷 | CCCCCCC
109-66-0   | 正戊烷 | CCCCC
110-82-7   | 环己烷 | C1CCCCC1
540-84-1   | 异辛烷 | CC(C)CC(C)(C)C
111-65-9   | 正辛烷 | CCCCCCCC
124-18-5   | 正癸烷 | CCCCCCCCCC
112-40-3   | 正十二烷 | CCCCCCCCCCCC
544-76-3   | 正十六烷 | CCCCCCCCCCCCCCCC
287-92-3   | 环戊烷 | C1CCCC1
108-87-2   | 甲基环己烷 | CC1CCCCC1
8032-32-4  | 石油醚 | - | 混合物
8012-95-1  | 液体石蜡 | - | 混合物
75-09-2    | 二氯甲烷 | ClCCl
67-66-3    | 三氯甲烷 | ClC(Cl)Cl
56-23-5    | 四氯化碳 | ClC(Cl)(Cl)Cl
107-06-2   | 1,2-二氯乙烷 | ClCCCl
79-01-6    | 三氯乙烯 | ClC=C(Cl)Cl
127-18-4   | 四氯乙烯 | ClC(Cl)=C(Cl)Cl
108-90-7   | 氯苯 | Clc1ccccc1
95-50-1    | 邻二氯苯 | Clc1ccccc1Cl
108-86-1   | 溴苯 | Brc1ccccc1
74-88-4    | 碘甲烷 | CI
74-96-4    | 溴乙烷 | CCBr
109-65-9   | 1-溴丁烷 | CCCCBr
100-44-7   | 苄氯 | ClCc1ccccc1
`;
