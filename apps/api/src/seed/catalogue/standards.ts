import type { EquipmentProduct } from './equipment-types.ts';

const ELEMENT = '化学试剂/分析标准品/元素标准溶液';
const PH = '化学试剂/分析标准品/pH 标准缓冲液';

/** Solutions: sold by volume, no CAS number of their own (a solution is not one substance). */
function elementStandard(element: string, symbol: string, english: string): EquipmentProduct {
  return {
    name: `${element}单元素标准溶液`,
    nameEn: `${english} standard solution, 1000 μg/mL`,
    category: ELEMENT,
    brand: '华析',
    purity: '1000 μg/mL',
    variants: [
      ['', '50 mL', 120],
      ['', '100 mL', 200],
    ],
    synonyms: [`${symbol}标准溶液`, `${element}标液`],
    storage: '2–8 ℃ 冷藏保存',
  };
}

export const standards: EquipmentProduct[] = [
  elementStandard('铅', 'Pb', 'Lead'),
  elementStandard('铜', 'Cu', 'Copper'),
  elementStandard('锌', 'Zn', 'Zinc'),
  elementStandard('镉', 'Cd', 'Cadmium'),
  elementStandard('铁', 'Fe', 'Iron'),
  elementStandard('铬', 'Cr', 'Chromium'),
  elementStandard('砷', 'As', 'Arsenic'),
  elementStandard('汞', 'Hg', 'Mercury'),
  ...(
    [
      ['4.00', '邻苯二甲酸氢钾'],
      ['6.86', '混合磷酸盐'],
      ['9.18', '四硼酸钠'],
    ] as const
  ).map(
    ([ph, base]): EquipmentProduct => ({
      name: `pH ${ph} 标准缓冲溶液（25 ℃）`,
      nameEn: `pH ${ph} buffer standard solution (25 °C)`,
      category: PH,
      brand: '华析',
      purity: `${base}体系`,
      variants: [
        ['', '250 mL', 35],
        ['', '500 mL', 55],
      ],
      synonyms: [`pH${ph}缓冲液`, 'pH校准液'],
      storage: '室温密封保存',
    }),
  ),
];
