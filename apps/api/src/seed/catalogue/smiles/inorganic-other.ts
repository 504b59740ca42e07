// CAS | 中文名 | SMILES, for every substance of reagents-inorganic-other.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
// biome-ignore lint/complexity/noUselessStringRaw: raw in every table, so a cis/trans bond (\) added later keeps its backslash
export const INORGANIC_OTHER_SMILES = String.raw`
7647-01-0  | 盐酸 | Cl
7664-93-9  | 硫酸 | OS(=O)(=O)O
7697-37-2  | 硝酸 | O[N+](=O)[O-]
7664-38-2  | 磷酸 | OP(=O)(O)O
7601-90-3  | 高氯酸 | OCl(=O)(=O)=O
7664-39-3  | 氢氟酸 | F
10035-10-6 | 氢溴酸 | Br
10034-85-2 | 氢碘酸 | I
6303-21-5  | 次磷酸 | O[PH2]=O
10043-35-3 | 硼酸 | OB(O)O
7790-94-5  | 氯磺酸 | OS(=O)(=O)Cl
1310-73-2  | 氢氧化钠 | [Na+].[OH-]
1310-58-3  | 氢氧化钾 | [K+].[OH-]
1336-21-6  | 氨水 | N.O
1305-62-0  | 氢氧化钙 | [Ca+2].[OH-].[OH-]
12230-71-6 | 八水氢氧化钡 | [Ba+2].[OH-].[OH-].O.O.O.O.O.O.O.O
1310-66-3  | 一水氢氧化锂 | [Li+].[OH-].O
1309-42-8  | 氢氧化镁 | [Mg+2].[OH-].[OH-]
124-41-4   | 甲醇钠 | C[O-].[Na+]
141-52-6   | 乙醇钠 | CC[O-].[Na+]
865-47-4   | 叔丁醇钾 | CC(C)(C)[O-].[K+]
7646-69-7  | 氢化钠 | [Na+].[H-]
75-59-2    | 四甲基氢氧化铵 | C[N+](C)(C)C.[OH-]
2052-49-5  | 四丁基氢氧化铵 | CCCC[N+](CCCC)(CCCC)CCCC.[OH-]
7722-84-1  | 过氧化氢 | OO
1313-60-6  | 过氧化钠 | [Na+].[Na+].[O-][O-]
1314-13-2  | 氧化锌 | O=[Zn]
1317-38-0  | 氧化铜 | O=[Cu]
1309-48-4  | 氧化镁 | [Mg+2].[O-2]
1305-78-8  | 氧化钙 | [Ca+2].[O-2]
1313-13-9  | 二氧化锰 | O=[Mn]=O
13463-67-7 | 二氧化钛 | O=[Ti]=O
1309-37-1  | 三氧化二铁 | O=[Fe]O[Fe]=O
1317-61-9  | 四氧化三铁 | O=[Fe]O[Fe]O[Fe]=O
7631-86-9  | 二氧化硅 | O=[Si]=O
1314-56-3  | 五氧化二磷 | O=P(=O)OP(=O)=O
1313-27-5  | 三氧化钼 | O=[Mo](=O)=O
1306-38-3  | 二氧化铈 | O=[Ce]=O
1314-23-4  | 二氧化锆 | O=[Zr]=O
1327-53-3  | 三氧化二砷 | O=[As]O[As]=O
7553-56-2  | 碘 | II
7726-95-6  | 溴 | BrBr
7704-34-9  | 硫磺 | [S]
7440-23-5  | 金属钠 | [Na]
7439-93-2  | 金属锂 | [Li]
7439-95-4  | 镁屑 | [Mg]
7429-90-5  | 铝粉 | [Al]
7440-66-6  | 锌粉 | [Zn]
7439-89-6  | 还原铁粉 | [Fe]
7440-50-8  | 铜粉 | [Cu]
7440-31-5  | 锡粒 | [Sn]
7782-49-2  | 硒粉 | [Se]
7439-97-6  | 汞 | [Hg]
7440-05-3  | 钯碳 | - | 负载型催化剂（混合物）
7782-42-5  | 石墨粉 | [C]
7440-44-0  | 活性炭 | - | 无定形碳
70955-01-0 | 4A 分子筛 | - | 硅铝酸盐骨架
61790-53-2 | 硅藻土 | - | 天然矿物
`;
