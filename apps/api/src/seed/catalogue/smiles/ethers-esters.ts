// CAS | 中文名 | SMILES, for every substance of reagents-ethers-esters.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
// biome-ignore lint/complexity/noUselessStringRaw: raw in every table, so a cis/trans bond (\) added later keeps its backslash
export const ETHERS_ESTERS_SMILES = String.raw`
60-29-7    | 乙醚 | CCOCC
109-99-9   | 四氢呋喃 | C1CCOC1
123-91-1   | 1,4-二氧六环 | C1COCCO1
1634-04-4  | 甲基叔丁基醚 | COC(C)(C)C
108-20-3   | 异丙醚 | CC(C)OC(C)C
142-96-1   | 正丁醚 | CCCCOCCCC
110-71-4   | 乙二醇二甲醚 | COCCOC
96-47-9    | 2-甲基四氢呋喃 | CC1CCCO1
100-66-3   | 苯甲醚 | COc1ccccc1
101-84-8   | 二苯醚 | c1ccc(cc1)Oc1ccccc1
75-56-9    | 环氧丙烷 | CC1CO1
106-89-8   | 环氧氯丙烷 | ClCC1CO1
17455-13-9 | 18-冠-6 | C1COCCOCCOCCOCCOCCO1
141-78-6   | 乙酸乙酯 | CCOC(C)=O
79-20-9    | 乙酸甲酯 | COC(C)=O
109-60-4   | 乙酸正丙酯 | CCCOC(C)=O
108-21-4   | 乙酸异丙酯 | CC(C)OC(C)=O
123-86-4   | 乙酸丁酯 | CCCCOC(C)=O
123-92-2   | 乙酸异戊酯 | CC(C)CCOC(C)=O
107-31-3   | 甲酸甲酯 | COC=O
109-94-4   | 甲酸乙酯 | CCOC=O
616-38-6   | 碳酸二甲酯 | COC(=O)OC
108-32-7   | 碳酸丙烯酯 | CC1COC(=O)O1
96-49-1    | 碳酸乙烯酯 | O=C1OCCO1
96-33-3    | 丙烯酸甲酯 | COC(=O)C=C
80-62-6    | 甲基丙烯酸甲酯 | COC(=O)C(C)=C
108-05-4   | 乙酸乙烯酯 | CC(=O)OC=C
105-53-3   | 丙二酸二乙酯 | CCOC(=O)CC(=O)OCC
141-97-9   | 乙酰乙酸乙酯 | CCOC(=O)CC(C)=O
95-92-1    | 草酸二乙酯 | CCOC(=O)C(=O)OCC
97-64-3    | 乳酸乙酯 | CCOC(=O)C(C)O
541-41-3   | 氯甲酸乙酯 | CCOC(=O)Cl
93-58-3    | 苯甲酸甲酯 | COC(=O)c1ccccc1
120-51-4   | 苯甲酸苄酯 | O=C(OCc1ccccc1)c1ccccc1
119-36-8   | 水杨酸甲酯 | COC(=O)c1ccccc1O
84-74-2    | 邻苯二甲酸二丁酯 | CCCCOC(=O)c1ccccc1C(=O)OCCCC
117-81-7   | 邻苯二甲酸二(2-乙基己)酯 | CCCCC(CC)COC(=O)c1ccccc1C(=O)OCC(CC)CCCC
77-93-0    | 柠檬酸三乙酯 | CCOC(=O)CC(O)(CC(=O)OCC)C(=O)OCC
102-76-1   | 三乙酸甘油酯 | CC(=O)OCC(COC(C)=O)OC(C)=O
126-73-8   | 磷酸三丁酯 | CCCCOP(=O)(OCCCC)OCCCC
122-51-0   | 原甲酸三乙酯 | CCOC(OCC)OCC
`;
