/**
 * Demo category tree. Top levels carry fixed ids because the demo navigation links to them;
 * the catalogue's demo products hang below.
 */
export interface DemoCategory {
  id?: number;
  name: string;
  group?: boolean;
  children?: DemoCategory[];
}

export const demoCategories: DemoCategory[] = [
  {
    id: 1,
    name: '化学试剂',
    group: true,
    children: [
      {
        id: 2,
        name: '有机试剂',
        children: [{ name: '醇类' }, { name: '酮类' }, { name: '腈类' }, { name: '芳香烃' }],
      },
      { id: 3, name: '无机试剂', children: [{ name: '无机盐' }, { name: '无机酸' }, { name: '碱类' }] },
      { id: 4, name: '色谱试剂', children: [{ name: '色谱溶剂' }, { name: '离子对试剂' }] },
      { id: 5, name: '分析标准品', children: [{ name: '元素标准溶液' }, { name: 'pH 标准缓冲液' }] },
    ],
  },
  {
    id: 6,
    name: '生物试剂',
    group: true,
    children: [
      { id: 7, name: '缓冲剂', children: [{ name: 'Tris 与 HEPES' }] },
      { id: 8, name: '氨基酸与糖类', children: [{ name: '氨基酸' }, { name: '糖类' }] },
    ],
  },
  {
    id: 10,
    name: '实验耗材',
    group: true,
    children: [
      { id: 11, name: '玻璃器皿', children: [{ name: '烧杯' }, { name: '容量瓶' }] },
      { id: 12, name: '塑料耗材', children: [{ name: '离心管' }, { name: '移液器吸头' }] },
      { id: 13, name: '过滤与分离', children: [{ name: '针式滤器' }, { name: '滤纸' }] },
    ],
  },
  {
    id: 20,
    name: '仪器设备',
    group: true,
    children: [
      { id: 21, name: '称量仪器', children: [{ name: '分析天平' }] },
      { id: 22, name: '加热与温控', children: [{ name: '恒温水浴' }, { name: '干燥箱' }] },
      { id: 23, name: '移液设备', children: [{ name: '单道移液器' }] },
    ],
  },
  {
    id: 30,
    name: '安全防护',
    group: true,
    children: [{ id: 31, name: '个人防护', children: [{ name: '防护手套' }, { name: '护目镜' }] }],
  },
];

export const demoBrands = [
  { name: '蓝标', nameEn: 'BlueMark', initial: 'L' },
  { name: '科睿', nameEn: 'Keray', initial: 'K' },
  { name: '华析', nameEn: 'Huaxi Analytical', initial: 'H' },
  { name: '申源', nameEn: 'Shenyuan', initial: 'S' },
  { name: '泰诺', nameEn: 'Tainuo', initial: 'T' },
  { name: '博研', nameEn: 'Boyan Bio', initial: 'B' },
  { name: '安捷达', nameEn: 'Anjieda', initial: 'A' },
  { name: '明谱', nameEn: 'Mingpu', initial: 'M' },
  { name: '瑞晶', nameEn: 'Ruijing Glass', initial: 'R' },
  { name: '德量', nameEn: 'Deliang Instruments', initial: 'D' },
];

/**
 * The demo's links and floors name categories by their demo ids; in a database where a demo id was
 * taken before the seed ran, the category has another id. A copy of `value` with every
 * `product_type_id` / `productTypeId` pointed at the id the category really has.
 */
export function withCategoryIds<T>(value: T, ids: ReadonlyMap<number, number>): T {
  if (Array.isArray(value)) return value.map((item) => withCategoryIds(item, ids)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'product_type_id' || key === 'productTypeId') && typeof item === 'number'
        ? (ids.get(item) ?? item)
        : withCategoryIds(item, ids),
    ]),
  ) as T;
}
