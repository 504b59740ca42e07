import {
  hasAnyActivityData,
  insertActivity,
  insertTheme,
  replaceActivityItems,
  skuIdsByCode,
} from '../activities/activities.service.ts';
import type { DbOrTx } from '../platform/db.ts';

const DAY = 24 * 3600 * 1000;

interface DemoActivity {
  title: string;
  rules: string;
  /** Days from the seed run. */
  startsInDays: number;
  lastsDays: number;
  /** 货号 of the demo catalogue and the activity's price as a share of the SKU's own (0.85 = 85折). */
  items: [code: string, rate: number][];
}

const THEME = {
  title: '新学期实验室焕新季',
  intro:
    '开学备货一站购齐：玻璃器皿、离心管与吸头、常用无机盐与缓冲剂限时 85 折起；仪器设备专场即将开启。活动价仅限活动期间下单，以提交订单时的价格为准。',
};

const ACTIVITIES: DemoActivity[] = [
  {
    title: '开学季耗材与常用试剂特惠',
    rules: [
      '1. 活动期间，本页货品按活动价销售，登录后可见活动价。',
      '2. 活动价以提交订单时为准；活动结束后按原价结算。',
      '3. 活动价货品可与满额包邮同享，不与其他议价同享。',
      '4. 管控类化学品不参加本次活动。',
    ].join('\n'),
    startsInDays: -1,
    lastsDays: 31,
    items: [
      ['RJ-G00007-250ML', 0.88],
      ['RJ-G00011-250ML', 0.85],
      ['BY-G00014-50ML', 0.85],
      ['BY-G00016-10UL', 0.85],
      ['AJD-G00024-0.45UM', 0.85],
      ['HX-C00288-500G', 0.85],
      ['KR-C00030-500ML', 0.9],
      ['BY-B00001-100G', 0.85],
      ['DL-I00007-100-1000UL', 0.9],
    ],
  },
  {
    title: '仪器设备年终采购节',
    rules: ['1. 活动开始后，本页仪器按活动价销售。', '2. 大型仪器可提供安装调试，详询客服。'].join('\n'),
    startsInDays: 10,
    lastsDays: 20,
    items: [
      ['DL-I00003-V3', 0.88],
      ['DL-I00001-220G-0.1MG', 0.9],
      ['DL-I00010', 0.88],
    ],
  },
];

/** An activity price: the share of the SKU's own, to the jiao, and always below it. */
function activityPriceFen(listFen: number, rate: number) {
  return Math.min(Math.round((listFen * rate) / 10) * 10, listFen - 1);
}

/**
 * One theme with a running activity (from a day before the seed run, for 30 days after it) and an
 * upcoming one. Seeded only into a store without any theme or activity, so a re-run changes nothing and
 * never moves a merchant's dates or prices.
 */
export async function seedDemoActivities(db: DbOrTx, now: Date = new Date()): Promise<void> {
  if (await hasAnyActivityData(db)) return;
  const theme = await insertTheme(db, { ...THEME, banner: '', sort: 0, published: true });
  const codes = await skuIdsByCode(
    db,
    ACTIVITIES.flatMap((a) => a.items.map(([code]) => code)),
  );
  for (const [sort, demo] of ACTIVITIES.entries()) {
    const startsAt = new Date(now.getTime() + demo.startsInDays * DAY);
    const id = await insertActivity(db, {
      themeId: theme.id,
      title: demo.title,
      banner: '',
      rules: demo.rules,
      startsAt,
      endsAt: new Date(startsAt.getTime() + demo.lastsDays * DAY),
      sort,
      published: true,
    });
    const items = demo.items.flatMap(([code, rate]) => {
      const sku = codes.get(code.toLowerCase());
      return sku ? [{ skuId: sku.id, priceFen: activityPriceFen(sku.priceFen, rate) }] : [];
    });
    await replaceActivityItems(db, id, items);
  }
}
