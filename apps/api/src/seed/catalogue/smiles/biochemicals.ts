// CAS | 中文名 | SMILES, for every substance of reagents-biochemicals.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
// biome-ignore lint/complexity/noUselessStringRaw: raw in every table, so a cis/trans bond (\) added later keeps its backslash
export const BIOCHEMICALS_SMILES = String.raw`
77-86-1    | 三羟甲基氨基甲烷 | NC(CO)(CO)CO
1185-53-1  | 三羟甲基氨基甲烷盐酸盐 | NC(CO)(CO)CO.Cl
7365-45-9  | HEPES | OCCN1CCN(CCS(=O)(=O)O)CC1
75277-39-3 | HEPES 钠盐 | OCCN1CCN(CCS(=O)(=O)[O-])CC1.[Na+]
6976-37-0  | Bis-Tris | OCCN(CCO)C(CO)(CO)CO
145224-94-8| MES 一水合物 | OS(=O)(=O)CCN1CCOCC1.O
1132-61-2  | MOPS | OS(=O)(=O)CCCN1CCOCC1
5625-37-6  | PIPES | OS(=O)(=O)CCN1CCN(CCS(=O)(=O)O)CC1
5704-04-1  | Tricine | OCC(CO)(CO)NCC(=O)O
150-25-4   | Bicine | OCCN(CCO)CC(=O)O
1135-40-6  | CAPS | OS(=O)(=O)CCCNC1CCCCC1
103-47-9   | CHES | OS(=O)(=O)CCNC1CCCCC1
56-40-6    | 甘氨酸 | NCC(=O)O
56-41-7    | L-丙氨酸 | N[C@@H](C)C(=O)O
107-95-9   | β-丙氨酸 | NCCC(=O)O
72-18-4    | L-缬氨酸 | N[C@@H](C(C)C)C(=O)O
61-90-5    | L-亮氨酸 | N[C@@H](CC(C)C)C(=O)O
73-32-5    | L-异亮氨酸 | CC[C@H](C)[C@H](N)C(=O)O
147-85-3   | L-脯氨酸 | OC(=O)[C@@H]1CCCN1
63-91-2    | L-苯丙氨酸 | N[C@@H](Cc1ccccc1)C(=O)O
73-22-3    | L-色氨酸 | N[C@@H](Cc1c[nH]c2ccccc12)C(=O)O
63-68-3    | L-甲硫氨酸 | N[C@@H](CCSC)C(=O)O
56-45-1    | L-丝氨酸 | N[C@@H](CO)C(=O)O
72-19-5    | L-苏氨酸 | C[C@@H](O)[C@H](N)C(=O)O
52-90-4    | L-半胱氨酸 | N[C@@H](CS)C(=O)O
7048-04-6  | L-半胱氨酸盐酸盐一水合物 | N[C@@H](CS)C(=O)O.Cl.O
56-89-3    | L-胱氨酸 | N[C@@H](CSSC[C@H](N)C(=O)O)C(=O)O
60-18-4    | L-酪氨酸 | N[C@@H](Cc1ccc(O)cc1)C(=O)O
5794-13-8  | L-天冬酰胺一水合物 | N[C@@H](CC(N)=O)C(=O)O.O
56-85-9    | L-谷氨酰胺 | N[C@@H](CCC(N)=O)C(=O)O
56-84-8    | L-天冬氨酸 | N[C@@H](CC(=O)O)C(=O)O
56-86-0    | L-谷氨酸 | N[C@@H](CCC(=O)O)C(=O)O
6106-04-3  | L-谷氨酸钠一水合物 | N[C@@H](CCC(=O)[O-])C(=O)O.[Na+].O
657-27-2   | L-赖氨酸盐酸盐 | NCCCC[C@H](N)C(=O)O.Cl
74-79-3    | L-精氨酸 | N[C@@H](CCCNC(=N)N)C(=O)O
71-00-1    | L-组氨酸 | N[C@@H](Cc1c[nH]cn1)C(=O)O
107-35-7   | 牛磺酸 | NCCS(=O)(=O)O
56-12-2    | γ-氨基丁酸 | NCCCC(=O)O
70-18-8    | 还原型谷胱甘肽 | N[C@@H](CCC(=O)N[C@@H](CS)C(=O)NCC(=O)O)C(=O)O
50-99-7    | 无水葡萄糖 | OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O
57-48-7    | D-果糖 | OCC(=O)[C@@H](O)[C@H](O)[C@H](O)CO
59-23-4    | D-半乳糖 | OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@H]1O
57-50-1    | 蔗糖 | OC[C@H]1O[C@H](O[C@]2(CO)O[C@H](CO)[C@@H](O)[C@@H]2O)[C@H](O)[C@@H](O)[C@@H]1O
64044-51-5 | 乳糖一水合物 | OC[C@H]1O[C@@H](O[C@H]2[C@H](O)[C@@H](O)[C@@H](O)O[C@@H]2CO)[C@H](O)[C@@H](O)[C@H]1O.O
6363-53-7  | 麦芽糖一水合物 | OC[C@H]1O[C@H](O[C@H]2[C@H](O)[C@@H](O)C(O)O[C@@H]2CO)[C@H](O)[C@@H](O)[C@@H]1O.O
6138-23-4  | 海藻糖二水合物 | OC[C@H]1O[C@H](O[C@H]2O[C@H](CO)[C@@H](O)[C@H](O)[C@H]2O)[C@H](O)[C@@H](O)[C@@H]1O.O.O
58-86-6    | D-木糖 | OC1OC[C@@H](O)[C@H](O)[C@H]1O
5328-37-0  | L-阿拉伯糖 | OC1OC[C@H](O)[C@H](O)[C@H]1O
50-69-1    | D-核糖 | O=C[C@H](O)[C@H](O)[C@H](O)CO
69-65-8    | D-甘露醇 | OC[C@@H](O)[C@@H](O)[C@H](O)[C@H](O)CO
50-70-4    | D-山梨醇 | OC[C@@H](O)[C@@H](O)[C@H](O)[C@@H](O)CO
87-89-8    | 肌醇 | O[C@H]1[C@H](O)[C@@H](O)[C@H](O)[C@H](O)[C@@H]1O
7512-17-6  | N-乙酰-D-葡萄糖胺 | CC(=O)N[C@H]1C(O)O[C@H](CO)[C@@H](O)[C@@H]1O
9012-36-6  | 琼脂糖 | - | 聚合物
9002-18-0  | 琼脂粉 | - | 聚合物
9004-32-4  | 羧甲基纤维素钠 | - | 聚合物
9004-34-6  | 微晶纤维素 | - | 聚合物
`;
