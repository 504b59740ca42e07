// CAS | 中文名 | SMILES, for every substance of reagents-analytical.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
export const ANALYTICAL_SMILES = String.raw`
77-09-8    | 酚酞 | O=C1OC(c2ccc(O)cc2)(c2ccc(O)cc2)c2ccccc12
547-58-0   | 甲基橙 | CN(C)c1ccc(cc1)/N=N/c1ccc(cc1)S(=O)(=O)[O-].[Na+]
493-52-7   | 甲基红 | CN(C)c1ccc(cc1)/N=N/c1ccccc1C(=O)O
76-60-8    | 溴甲酚绿 | Cc1c(Br)c(O)c(Br)cc1C1(OS(=O)(=O)c2ccccc21)c1cc(Br)c(O)c(Br)c1C
115-39-9   | 溴酚蓝 | Oc1c(Br)cc(cc1Br)C1(OS(=O)(=O)c2ccccc21)c1cc(Br)c(O)c(Br)c1
76-59-5    | 溴百里酚蓝 | CC(C)c1cc(c(C)c(Br)c1O)C1(OS(=O)(=O)c2ccccc21)c1cc(C(C)C)c(O)c(Br)c1C
76-61-9    | 百里酚蓝 | CC(C)c1cc(c(C)cc1O)C1(OS(=O)(=O)c2ccccc21)c1cc(C(C)C)c(O)cc1C
115-40-2   | 溴甲酚紫 | Cc1cc(cc(Br)c1O)C1(OS(=O)(=O)c2ccccc21)c1cc(C)c(O)c(Br)c1
143-74-8   | 酚红 | Oc1ccc(cc1)C1(OS(=O)(=O)c2ccccc21)c1ccc(O)cc1
1787-61-7  | 铬黑T | Oc1c(/N=N/c2c(O)cc(S(=O)(=O)[O-])c3cc([N+](=O)[O-])ccc23)ccc2ccccc12.[Na+]
5144-89-8  | 1,10-菲啰啉 | c1cnc2c(c1)ccc1cccnc12.O
6152-67-6  | 二苯胺磺酸钠 | [O-]S(=O)(=O)c1ccc(Nc2ccccc2)cc1.[Na+]
9005-84-9  | 可溶性淀粉 | - | 聚合物
1393-92-6  | 石蕊 | - | 天然混合物
485-47-2   | 水合茚三酮 | OC1(O)C(=O)c2ccccc2C1=O
95-45-4    | 丁二酮肟 | C/C(=N\O)/C(C)=N/O
20624-25-3 | 二乙基二硫代氨基甲酸钠 | CCN(CC)C(=S)[S-].[Na+].O.O.O
548-62-9   | 结晶紫 | CN(C)c1ccc(cc1)C(c1ccc(cc1)N(C)C)=C1C=CC(C=C1)=[N+](C)C.[Cl-]
61-73-4    | 亚甲基蓝 | CN(C)c1ccc2nc3ccc(cc3[s+]c2c1)N(C)C.[Cl-]
573-58-0   | 刚果红 | Nc1c(/N=N/c2ccc(cc2)-c2ccc(cc2)/N=N/c2cc(S(=O)(=O)[O-])c3ccccc3c2N)cc(S(=O)(=O)[O-])c2ccccc12.[Na+].[Na+]
553-24-2   | 中性红 | Cc1cc2nc3ccc(cc3nc2cc1N)N(C)C.Cl
72-57-1    | 台盼蓝 | Cc1cc(ccc1/N=N/c1c(S(=O)(=O)[O-])cc2cc(S(=O)(=O)[O-])cc(N)c2c1O)-c1ccc(/N=N/c2c(S(=O)(=O)[O-])cc3cc(S(=O)(=O)[O-])cc(N)c3c2O)c(C)c1.[Na+].[Na+].[Na+].[Na+]
17372-87-1 | 伊红Y | [O-]C(=O)c1ccccc1-c1c2cc(Br)c(=O)c(Br)c-2oc2c(Br)c([O-])c(Br)cc12.[Na+].[Na+]
517-28-2   | 苏木精 | O[C@]12COc3c(O)c(O)ccc3[C@H]1c1cc(O)c(O)cc1C2
518-47-8   | 荧光素钠 | [O-]C(=O)c1ccccc1-c1c2ccc(=O)cc-2oc2cc([O-])ccc12.[Na+].[Na+]
81-88-9    | 罗丹明B | CCN(CC)c1ccc2c(c1)[o+]c1cc(N(CC)CC)ccc1c2-c1ccccc1C(=O)O.[Cl-]
28718-90-3 | DAPI | NC(=N)c1ccc(cc1)-c1cc2ccc(cc2[nH]1)C(N)=N.Cl.Cl
60-00-4    | 乙二胺四乙酸 | OC(=O)CN(CCN(CC(=O)O)CC(=O)O)CC(=O)O
6381-92-6  | 乙二胺四乙酸二钠 | OC(=O)CN(CCN(CC(=O)[O-])CC(=O)O)CC(=O)[O-].[Na+].[Na+].O.O
67-42-5    | 乙二醇双(2-氨基乙基醚)四乙酸 | OC(=O)CN(CCOCCOCCN(CC(=O)O)CC(=O)O)CC(=O)O
139-13-9   | 氨三乙酸 | OC(=O)CN(CC(=O)O)CC(=O)O
22767-49-3 | 戊烷磺酸钠 | CCCCCS(=O)(=O)[O-].[Na+]
2832-45-3  | 己烷磺酸钠 | CCCCCCS(=O)(=O)[O-].[Na+]
22767-50-6 | 庚烷磺酸钠 | CCCCCCCS(=O)(=O)[O-].[Na+]
5324-84-5  | 辛烷磺酸钠 | CCCCCCCCS(=O)(=O)[O-].[Na+]
2386-53-0  | 十二烷基磺酸钠 | CCCCCCCCCCCCS(=O)(=O)[O-].[Na+]
32503-27-8 | 四丁基硫酸氢铵 | CCCC[N+](CCCC)(CCCC)CCCC.OS(=O)(=O)[O-]
1643-19-2  | 四丁基溴化铵 | CCCC[N+](CCCC)(CCCC)CCCC.[Br-]
375-22-4   | 七氟丁酸 | OC(=O)C(F)(F)C(F)(F)C(F)(F)F
112926-00-8| 柱层析硅胶 | O=[Si]=O
1344-28-1  | 中性氧化铝 | O=[Al]O[Al]=O
`;
