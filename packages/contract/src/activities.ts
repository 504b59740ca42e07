import { Code } from '@labmall/protocol';
import { MAX_PRICE_FEN } from '@labmall/rules';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { boolField, idField, intField, textField } from './input-rules.ts';
import { yuanAnswer, yuanField } from './money-fields.ts';
import { pagingFields } from './paging.ts';
import { skuSearchAnswer, skuSearchPayload } from './stock.ts';

/**
 * Sales activities (促销活动, /sales/{id}) and their themes (活动专题, /sales/theme/{id}), issue 22.
 * An activity sells its SKUs at activity prices between `starts_at` and `ends_at`, by the server's
 * clock. Prices reach members only: the detail has a visitor answer without any price field (SPEC §1).
 */

/** The SKUs one activity may hold. */
export const MAX_ACTIVITY_ITEMS = 200;

export const ACTIVITY_STATES = ['upcoming', 'running', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

const iso = (what: string) => z.string().describe(`${what}（ISO 8601）`);
const state = z
  .enum(ACTIVITY_STATES)
  .describe('upcoming 即将开始、running 进行中、ended 已结束（按服务器时间）');

/** An activity as a card: what it is and when, never a price. */
const activityCard = z.object({
  id: z.number().int(),
  title: z.string(),
  banner: z.string().describe('横幅图片地址；空串时页面绘制默认横幅'),
  starts_at: iso('开始时间'),
  ends_at: iso('结束时间'),
  state,
  theme_id: z.number().int().nullable(),
  item_count: z.number().int().describe('参加活动的货品（SKU）数'),
});

export const salesList = defineContract({
  method: 'GET',
  path: '/sales/list',
  summary: '促销活动：进行中与即将开始的活动（已发布）；不含价格',
  auth: 'public',
  payload: z.object({}),
  answer: z.object({
    now: iso('服务器当前时间，倒计时以此为准'),
    running: z.array(activityCard),
    upcoming: z.array(activityCard),
  }),
});

const visitorItem = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  grade: z.string(),
  cas: z.string().nullable(),
  sku: z.string().describe('货号'),
  spec: z.string(),
  pack: z.string(),
  stock: z.number().int(),
  min_qty: z.number().int(),
  step: z.number().int(),
  on_sale: z.boolean(),
});
const memberItem = visitorItem.extend({
  price: yuanAnswer('活动价')
    .nullable()
    .optional()
    .describe('活动价（元）；活动已结束或活动价不再低于原价时为 null；仅会员可见'),
  list_price: yuanAnswer('原价').optional().describe('货品自身的单价（元）；仅会员可见'),
});

const detailAnswer = <T extends z.ZodType>(item: T) =>
  activityCard.omit({ item_count: true }).extend({
    now: iso('服务器当前时间，倒计时以此为准'),
    rules: z.string().describe('活动规则，纯文本，可含换行'),
    theme: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('所属专题（已发布时）'),
    items: z.array(item),
  });

export const salesDetail = defineContract({
  method: 'GET',
  path: '/sales/detail',
  summary: '促销活动详情：横幅、规则、时间窗（附服务器时间）与活动货品；活动价与原价仅会员可见',
  auth: 'public',
  payload: z.object({ id: idField('活动编号须为正整数') }),
  answer: detailAnswer(memberItem),
  visitorAnswer: detailAnswer(visitorItem),
  codes: [Code.NOT_FOUND],
});

const themeAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  banner: z.string(),
});

export const salesTheme = defineContract({
  method: 'GET',
  path: '/sales/theme',
  summary: '活动专题：专题介绍与其下已发布的活动（进行中、即将开始、已结束）；不传 id 时为第一个已发布的专题',
  auth: 'public',
  payload: z.object({ id: idField('专题编号须为正整数').optional() }),
  answer: z.object({
    now: iso('服务器当前时间'),
    theme: themeAnswer,
    activities: z.array(activityCard).describe('进行中在前，其次即将开始，最后已结束'),
    themes: z.array(z.object({ id: z.number().int(), title: z.string() })).describe('全部已发布的专题'),
  }),
  codes: [Code.NOT_FOUND],
});

// The operators' side (the console comes later; the API is here now).

const titleField = textField({
  max: 60,
  trim: true,
  error: '请填写标题',
  tooLong: '标题不能超过60个字符',
}).min(1, '请填写标题');
/** '' (the page draws one) or a path on this site: banners are served from the store's own origin. */
const bannerField = textField({ max: 500, trim: true, tooLong: '横幅地址不能超过500个字符' })
  .refine((v) => v === '' || /^\/(?!\/)[^\s]*$/.test(v), '横幅须为本站路径（以 / 开头），或留空')
  .default('')
  .describe('横幅图片的本站路径（以 / 开头）；留空时页面绘制默认横幅');
const sortField = intField({ min: 0, max: 9999, message: '排序须为 0 到 9999 的整数' })
  .default(0)
  .describe('越小越靠前');
const instantField = (what: string) =>
  textField({ max: 40, trim: true, error: `请填写${what}` })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
      message: `${what}须为带时区的 ISO 8601 时间，如 2026-09-01T00:00:00+08:00`,
    })
    .refine((v) => !Number.isNaN(Date.parse(v)), `${what}不是有效的时间`)
    .describe(`${what}（ISO 8601，带时区）`);

const adminTheme = themeAnswer.extend({
  published: z.boolean(),
  sort: z.number().int(),
  activity_count: z.number().int(),
});

export const adminSalesThemes = defineContract({
  method: 'GET',
  path: '/admin/sales/themes',
  summary: '运营：全部活动专题（含未发布）',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({}),
  answer: z.object({ list: z.array(adminTheme) }),
});

export const adminSalesThemeSave = defineContract({
  method: 'POST',
  path: '/admin/sales/themes/save',
  summary: '运营：新建（不传 id）或修改活动专题；新建的专题未发布',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({
    id: idField('专题编号须为正整数').optional(),
    title: titleField,
    intro: textField({ max: 500, trim: true, multiline: true, tooLong: '介绍不能超过500个字符' }).default(''),
    banner: bannerField,
    sort: sortField,
  }),
  answer: adminTheme,
  codes: [Code.NOT_FOUND],
});

export const adminSalesThemePublish = defineContract({
  method: 'POST',
  path: '/admin/sales/themes/publish',
  summary: '运营：发布或撤下活动专题',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({ id: idField('专题编号须为正整数'), published: boolField() }),
  answer: adminTheme,
  codes: [Code.NOT_FOUND],
});

const adminActivity = activityCard.extend({
  rules: z.string(),
  published: z.boolean(),
  sort: z.number().int(),
});

export const adminSalesActivities = defineContract({
  method: 'GET',
  path: '/admin/sales/activities',
  summary: '运营：促销活动列表（含未发布），开始晚的在前；可按状态筛选',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({ state: z.enum(['all', ...ACTIVITY_STATES]).default('all'), ...pagingFields }),
  answer: z.object({ total: z.number().int(), list: z.array(adminActivity) }),
});

const adminItem = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  pack: z.string(),
  price: yuanAnswer('活动价'),
  list_price: yuanAnswer('货品当前单价'),
  on_sale: z.boolean(),
});

export const adminSalesSkus = defineContract({
  method: 'GET',
  path: '/admin/sales/skus',
  summary: '运营：为促销活动挑选货品，按货号、商品名或 CAS 搜索（任意部分），按货号排序',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object(skuSearchPayload),
  answer: skuSearchAnswer,
});

export const adminSalesActivityDetail = defineContract({
  method: 'GET',
  path: '/admin/sales/activities/detail',
  summary: '运营：一个促销活动及其货品与活动价',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({ id: idField('活动编号须为正整数') }),
  answer: adminActivity.extend({ items: z.array(adminItem) }),
  codes: [Code.NOT_FOUND],
});

export const adminSalesActivitySave = defineContract({
  method: 'POST',
  path: '/admin/sales/activities/save',
  summary: '运营：新建（不传 id）或修改促销活动（标题、横幅、规则、时间窗、专题）；新建的活动未发布',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({
    id: idField('活动编号须为正整数').optional(),
    theme_id: idField('专题编号须为正整数').nullable().default(null).describe('所属专题；null 为不属于专题'),
    title: titleField,
    banner: bannerField,
    rules: textField({ max: 2000, trim: true, multiline: true, tooLong: '规则不能超过2000个字符' }).default(
      '',
    ),
    starts_at: instantField('开始时间'),
    ends_at: instantField('结束时间'),
    sort: sortField,
  }),
  answer: adminActivity,
  codes: [Code.NOT_FOUND],
});

export const adminSalesActivityPublish = defineContract({
  method: 'POST',
  path: '/admin/sales/activities/publish',
  summary: '运营：发布或撤下促销活动（撤下后立即不再按活动价销售）',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({ id: idField('活动编号须为正整数'), published: boolField() }),
  answer: adminActivity,
  codes: [Code.NOT_FOUND],
});

export const adminSalesActivityItems = defineContract({
  method: 'POST',
  path: '/admin/sales/activities/items',
  summary: '运营：设置活动的全部货品与活动价（整体替换；活动价须大于 0 且低于货品当前单价）',
  auth: 'operator',
  permission: 'marketing.activities',
  payload: z.object({
    id: idField('活动编号须为正整数'),
    items: z
      .array(
        z.object({
          sku_id: idField('规格编号须为正整数'),
          price: yuanField('活动价', { min: 1, max: MAX_PRICE_FEN }),
        }),
      )
      .max(MAX_ACTIVITY_ITEMS, `一个活动最多 ${MAX_ACTIVITY_ITEMS} 种货品`),
  }),
  answer: z.object({ items: z.array(adminItem) }),
  codes: [Code.NOT_FOUND],
});
