// CAS | 中文名 | SMILES, for every substance of reagents-phenols-deuterated.ts; `-` and a reason where the
// substance has no single structure. Checked against each row's formula and MW by reagent-smiles.test.ts.
// biome-ignore lint/complexity/noUselessStringRaw: raw in every table, so a cis/trans bond (\) added later keeps its backslash
export const PHENOLS_DEUTERATED_SMILES = String.raw`
108-95-2   | 苯酚 | Oc1ccccc1
95-48-7    | 邻甲酚 | Cc1ccccc1O
108-39-4   | 间甲酚 | Cc1cccc(O)c1
106-44-5   | 对甲酚 | Cc1ccc(O)cc1
120-80-9   | 邻苯二酚 | Oc1ccccc1O
108-46-3   | 间苯二酚 | Oc1cccc(O)c1
123-31-9   | 对苯二酚 | Oc1ccc(O)cc1
87-66-1    | 邻苯三酚 | Oc1cccc(O)c1O
90-15-3    | 1-萘酚 | Oc1cccc2ccccc12
135-19-3   | 2-萘酚 | Oc1ccc2ccccc2c1
89-83-8    | 百里酚 | CC(C)c1ccc(C)cc1O
128-37-0   | 2,6-二叔丁基对甲酚 | Cc1cc(C(C)(C)C)c(O)c(c1)C(C)(C)C
80-05-7    | 双酚A | CC(C)(c1ccc(O)cc1)c1ccc(O)cc1
123-30-8   | 对氨基苯酚 | Nc1ccc(O)cc1
2206-27-1  | 氘代二甲基亚砜 | [2H]C([2H])([2H])S(=O)C([2H])([2H])[2H]
7789-20-0  | 重水 | [2H]O[2H]
811-98-3   | 氘代甲醇 | [2H]OC([2H])([2H])[2H]
2206-26-0  | 氘代乙腈 | [2H]C([2H])([2H])C#N
`;
