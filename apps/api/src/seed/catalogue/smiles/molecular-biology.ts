// CAS | 中文名 | SMILES, for every substance of reagents-molecular-biology.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
// biome-ignore lint/complexity/noUselessStringRaw: raw in every table, so a cis/trans bond (\) added later keeps its backslash
export const MOLECULAR_BIOLOGY_SMILES = String.raw`
79-06-1    | 丙烯酰胺 | C=CC(N)=O
110-26-9   | N,N'-亚甲基双丙烯酰胺 | C=CC(=O)NCNC(=O)C=C
110-18-9   | 四甲基乙二胺 | CN(C)CCN(C)C
151-21-3   | 十二烷基硫酸钠 | CCCCCCCCCCCCOS(=O)(=O)[O-].[Na+]
6104-59-2  | 考马斯亮蓝 R-250 | CCOc1ccc(Nc2ccc(cc2)C(=C2C=CC(C=C2)=[N+](CC)Cc2cccc(c2)S(=O)(=O)[O-])c2ccc(cc2)N(CC)Cc2cccc(c2)S(=O)(=O)[O-])cc1.[Na+]
6104-58-1  | 考马斯亮蓝 G-250 | CCOc1ccc(Nc2ccc(cc2)C(=C2C=CC(C=C2C)=[N+](CC)Cc2cccc(c2)S(=O)(=O)[O-])c2ccc(cc2C)N(CC)Cc2cccc(c2)S(=O)(=O)[O-])cc1.[Na+]
1239-45-8  | 溴化乙锭 | CC[n+]1c(-c2ccccc2)c2cc(N)ccc2c2ccc(N)cc21.[Br-]
3483-12-3  | DL-二硫苏糖醇 | OC(CS)C(O)CS
60-24-2    | 2-巯基乙醇 | OCCS
329-98-6   | 苯甲基磺酰氟 | FS(=O)(=O)Cc1ccccc1
50-01-1    | 盐酸胍 | NC(N)=N.Cl
593-84-0   | 异硫氰酸胍 | NC(N)=N.SC#N
1609-47-8  | 焦碳酸二乙酯 | CCOC(=O)OC(=O)OCC
367-93-1   | IPTG | CC(C)S[C@@H]1O[C@H](CO)[C@H](O)[C@H](O)[C@H]1O
7240-90-6  | X-Gal | OC[C@H]1O[C@@H](Oc2c[nH]c3ccc(Br)c(Cl)c23)[C@H](O)[C@@H](O)[C@H]1O
57-09-0    | 十六烷基三甲基溴化铵 | CCCCCCCCCCCCCCCC[N+](C)(C)C.[Br-]
9002-93-1  | 聚乙二醇辛基苯基醚 | - | 聚合物混合物
9005-64-5  | 吐温 20 | - | 聚合物混合物
9005-65-6  | 吐温 80 | - | 聚合物混合物
73-24-5    | 腺嘌呤 | Nc1ncnc2[nH]cnc12
9048-46-8  | 牛血清白蛋白 | - | 蛋白质
9002-07-7  | 胰蛋白酶 | - | 酶
12650-88-3 | 溶菌酶 | - | 酶
39450-01-6 | 蛋白酶 K | - | 酶
9000-90-2  | α-淀粉酶 | - | 酶
50-81-7    | L-抗坏血酸 | OC[C@H](O)[C@H]1OC(=O)C(O)=C1O
58-85-5    | D-生物素 | OC(=O)CCCC[C@@H]1SC[C@@H]2NC(=O)N[C@H]12
67-03-8    | 盐酸硫胺 | Cc1ncc(C[n+]2csc(CCO)c2C)c(N)n1.[Cl-].Cl
83-88-5    | 核黄素 | Cc1cc2nc3c(=O)[nH]c(=O)nc-3n(C[C@H](O)[C@H](O)[C@H](O)CO)c2cc1C
98-92-0    | 烟酰胺 | NC(=O)c1cccnc1
59-67-6    | 烟酸 | OC(=O)c1cccnc1
58-56-0    | 盐酸吡哆醇 | Cc1ncc(CO)c(CO)c1O.Cl
137-08-6   | D-泛酸钙 | CC(C)(CO)[C@@H](O)C(=O)NCCC(=O)[O-].CC(C)(CO)[C@@H](O)C(=O)NCCC(=O)[O-].[Ca+2]
59-30-3    | 叶酸 | Nc1nc2ncc(CNc3ccc(cc3)C(=O)N[C@@H](CCC(=O)O)C(=O)O)nc2c(=O)[nH]1
68-19-9    | 氰钴胺 | - | 结构复杂，待人工绘制
69-52-3    | 氨苄青霉素钠 | CC1(C)S[C@@H]2[C@H](NC(=O)[C@H](N)c3ccccc3)C(=O)N2[C@H]1C(=O)[O-].[Na+]
25389-94-0 | 硫酸卡那霉素 | [C@H]1(O[C@H]2O[C@H](CN)[C@@H](O)[C@H](O)[C@H]2O)[C@H](O)[C@@H](O[C@H]3O[C@H](CO)[C@@H](O)[C@H](N)[C@H]3O)[C@H](N)C[C@@H]1N.OS(=O)(=O)O
3810-74-0  | 硫酸链霉素 | NC(N)=N[C@@H]1[C@@H](O[C@@H]2O[C@@H](C)[C@](O)(C=O)[C@H]2O[C@@H]3O[C@@H](CO)[C@H](O)[C@@H](O)[C@@H]3NC)[C@H](O)[C@@H](O)[C@H](N=C(N)N)[C@H]1O.NC(N)=N[C@@H]1[C@@H](O[C@@H]2O[C@@H](C)[C@](O)(C=O)[C@H]2O[C@@H]3O[C@@H](CO)[C@H](O)[C@@H](O)[C@@H]3NC)[C@H](O)[C@@H](O)[C@H](N=C(N)N)[C@H]1O.OS(=O)(=O)O.OS(=O)(=O)O.OS(=O)(=O)O
113-98-4   | 青霉素 G 钾 | CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)[O-].[K+]
56-75-7    | 氯霉素 | O=C(N[C@H](CO)[C@H](O)c1ccc(cc1)[N+](=O)[O-])C(Cl)Cl
64-75-5    | 盐酸四环素 | CN(C)[C@H]1[C@@H]2C[C@H]3C(=C(O)c4c(O)cccc4[C@@]3(C)O)C(=O)[C@]2(O)C(O)=C(C(N)=O)C1=O.Cl
8013-01-2  | 酵母提取物 | - | 混合物
91079-40-2 | 胰蛋白胨 | - | 混合物
`;
