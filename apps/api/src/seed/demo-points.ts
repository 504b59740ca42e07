import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db.ts';
import { pointsEntries } from '../points/points.schema.ts';
import { insertItem, itemByName, movePoints } from '../points/points.service.ts';
import { ensureDemoMember } from './demo-member.ts';

/** The points mall of a fresh store: gifts a lab buyer would actually want, images under /images/points. */
export const demoPointsItems = [
  {
    name: '丁腈检查手套（100 只/盒，M 码）',
    category: '实验耗材',
    image: '/images/points/gloves.svg',
    description: '无粉丁腈材质，耐油耐弱酸碱，适合日常实验操作。每盒 100 只，M 码。',
    pointsPrice: 300,
    stock: 50,
    sort: 1,
  },
  {
    name: '实验记录本（A4 硬面，5 本装）',
    category: '办公用品',
    image: '/images/points/notebook.svg',
    description: '页码连续、带签字栏的实验记录本，满足 GLP 记录要求。A4 硬面，每本 100 页。',
    pointsPrice: 260,
    stock: 80,
    sort: 2,
  },
  {
    name: '耐高温硅胶隔热手套（1 副）',
    category: '实验耗材',
    image: '/images/points/heat-gloves.svg',
    description: '耐温 250 ℃，取放烘箱、马弗炉样品时使用。长度 33 cm，1 副。',
    pointsPrice: 680,
    stock: 20,
    sort: 3,
  },
  {
    name: '防水记号笔套装（12 支）',
    category: '办公用品',
    image: '/images/points/markers.svg',
    description: '双头油性记号笔，可在玻璃、塑料离心管和冻存管上书写，耐酒精擦拭。4 色共 12 支。',
    pointsPrice: 120,
    stock: 100,
    sort: 4,
  },
  {
    name: '防雾护目镜（防冲击）',
    category: '实验耗材',
    image: '/images/points/goggles.svg',
    description: '符合 GB 14866 的防冲击护目镜，双面防雾，可戴在近视镜外。',
    pointsPrice: 450,
    stock: 40,
    sort: 5,
  },
  {
    name: '不锈钢保温杯（500 mL）',
    category: '生活好物',
    image: '/images/points/bottle.svg',
    description: '316 不锈钢内胆，保温 12 小时。请勿带入实验区域。',
    pointsPrice: 900,
    stock: 30,
    sort: 6,
  },
  {
    name: '帆布环保购物袋',
    category: '生活好物',
    image: '/images/points/tote.svg',
    description: '加厚帆布，可装 A4 文件和笔记本电脑，印有本店标志。',
    pointsPrice: 150,
    stock: 200,
    sort: 7,
  },
  {
    name: '实验室标签打印纸（3 卷）',
    category: '办公用品',
    image: '/images/points/labels.svg',
    description: '耐低温（-80 ℃）不干胶标签，适配常见标签打印机，每卷 500 张。',
    pointsPrice: 380,
    stock: 0,
    sort: 8,
  },
];

/** The demo member's welcome gift. */
export const DEMO_WELCOME_POINTS = 800;
const WELCOME_NOTE = '新会员赠送';

/**
 * Points-mall items (each once, by name: a merchant's edits to them survive a re-run) and the demo
 * member's 新会员赠送 of 800 points (once).
 */
export async function seedDemoPoints(tx: Tx): Promise<void> {
  for (const item of demoPointsItems) {
    if (await itemByName(tx, item.name)) continue;
    await insertItem(tx, { ...item, onSale: true });
  }
  const memberId = await ensureDemoMember(tx);
  const [welcomed] = await tx
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.userId, memberId),
        eq(pointsEntries.kind, 'adjust'),
        eq(pointsEntries.note, WELCOME_NOTE),
      ),
    );
  if (!welcomed) {
    await movePoints(tx, {
      userId: memberId,
      kind: 'adjust',
      delta: DEMO_WELCOME_POINTS,
      note: WELCOME_NOTE,
    });
  }
}
