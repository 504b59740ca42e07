import type { GetAnswer } from '@labmall/contract';

export type SalesDetail = GetAnswer<'/sales/detail'>;
export type SalesItem = SalesDetail['items'][number];
export type SalesCard = GetAnswer<'/sales/list'>['running'][number];
export type SalesTheme = GetAnswer<'/sales/theme'>;
export type ActivityState = SalesCard['state'];

/** The texts of /sales, /sales/{id}, /sales/theme/{id} and the activity notes of the cart and orders. */
export const salesMessages = {
  listTitle: '促销活动',
  themeTitle: '活动专题',
  running: '进行中的活动',
  upcoming: '即将开始',
  noActivities: '暂无进行中的活动，敬请期待。',
  noThemes: '暂无活动专题，敬请期待。',
  themeActivities: '专题活动',
  otherThemes: '更多专题',
  themeEmpty: '该专题暂无活动。',
  states: { upcoming: '即将开始', running: '进行中', ended: '活动已结束' } satisfies Record<
    ActivityState,
    string
  >,
  startsIn: '距开始',
  endsIn: '距结束',
  endedNote: '活动已结束，以下货品按原价销售。',
  upcomingNote: '活动尚未开始，开始后按活动价销售；现在下单按原价结算。',
  window: '活动时间',
  rules: '活动规则',
  items: '活动货品',
  noItems: '本活动暂无货品。',
  theme: '所属专题',
  allActivities: '全部活动',
  columns: {
    product: '商品',
    sku: '货号',
    pack: '包装',
    price: '活动价',
    actions: '操作',
  },
  activityPrice: '活动价',
  listPrice: '原价',
  addToCart: '加入采购单',
  added: '已加入采购单',
  loginToBuy: '登录后购买',
  viewProduct: '查看商品',
  offSale: '已下架',
  outOfStock: '暂时缺货',
  itemCount: (n: number) => `${n} 种货品`,
  save: (amount: string) => `省${amount}`,
  includedSaving: (amount: string) => `已含活动优惠 省${amount}`,
  endsAt: (time: string) => `${time} 结束`,
  days: (d: number) => `${d}天`,
  bannerLabel: (title: string) => `${title}活动横幅`,
} as const;
