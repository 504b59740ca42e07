import { type DemoCategory, demoCategories } from '../demo-categories.ts';

/**
 * Category paths the demo catalogue uses beyond the demo tree in ../demo-categories.ts (which holds the
 * top levels the navigation links to). The catalogue seed creates them under their existing parents,
 * as the import does for any missing path.
 */
export const proposedCategories: readonly string[] = [
  '化学试剂/有机试剂/烷烃与烯烃',
  '化学试剂/有机试剂/卤代烃',
  '化学试剂/有机试剂/醚类',
  '化学试剂/有机试剂/酯类',
  '化学试剂/有机试剂/有机酸及衍生物',
  '化学试剂/有机试剂/醛类',
  '化学试剂/有机试剂/胺类',
  '化学试剂/有机试剂/酰胺与亚砜',
  '化学试剂/有机试剂/杂环化合物',
  '化学试剂/有机试剂/酚类',
  '化学试剂/有机试剂/硝基化合物',
  '化学试剂/有机试剂/氘代试剂',
  '化学试剂/无机试剂/氧化物与过氧化物',
  '化学试剂/无机试剂/单质',
  '化学试剂/无机试剂/吸附剂与干燥剂',
  '化学试剂/色谱试剂/色谱填料',
  '化学试剂/指示剂与染料/指示剂',
  '化学试剂/指示剂与染料/染料',
  '化学试剂/分析试剂/络合剂',
  '生物试剂/缓冲剂/其他缓冲剂',
  '生物试剂/分子生物学/电泳试剂',
  '生物试剂/分子生物学/核酸与蛋白试剂',
  '生物试剂/蛋白与酶/蛋白',
  '生物试剂/蛋白与酶/酶',
  '生物试剂/维生素与辅酶/维生素',
  '生物试剂/细胞与微生物/抗生素',
  '生物试剂/细胞与微生物/培养基成分',
  '实验耗材/玻璃器皿/锥形瓶',
  '实验耗材/玻璃器皿/量筒',
  '实验耗材/玻璃器皿/试剂瓶',
  '实验耗材/玻璃器皿/移液管与滴定管',
  '实验耗材/玻璃器皿/烧瓶',
  '实验耗材/玻璃器皿/分液漏斗',
  '实验耗材/塑料耗材/PCR 耗材',
  '实验耗材/塑料耗材/冻存管',
  '实验耗材/塑料耗材/培养皿与培养板',
  '实验耗材/过滤与分离/滤膜',
  '实验耗材/过滤与分离/固相萃取',
  '实验耗材/过滤与分离/过滤装置',
  '实验耗材/色谱耗材/样品瓶',
  '实验耗材/色谱耗材/色谱柱',
  '实验耗材/色谱耗材/薄层板',
  '仪器设备/称量仪器/精密电子天平',
  '仪器设备/加热与温控/磁力搅拌器',
  '仪器设备/移液设备/多道移液器',
  '仪器设备/分析仪器/pH 计',
  '仪器设备/通用设备/离心机',
  '仪器设备/通用设备/混匀器',
  '仪器设备/通用设备/超声清洗器',
  '仪器设备/通用设备/旋转蒸发仪',
  '安全防护/个人防护/实验服',
  '安全防护/个人防护/口罩',
];

/** Every path of the demo tree, parents included (化学试剂, 化学试剂/有机试剂, …). */
export function demoCategoryPaths(tree: readonly DemoCategory[] = demoCategories, parent = ''): string[] {
  return tree.flatMap((c) => {
    const path = parent ? `${parent}/${c.name}` : c.name;
    return [path, ...demoCategoryPaths(c.children ?? [], path)];
  });
}
