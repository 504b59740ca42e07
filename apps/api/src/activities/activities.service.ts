import { formatYuan } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import { invalid, notFound } from '../platform/errors.ts';
import {
  adminActivityAnswer,
  adminItemAnswer,
  adminThemeAnswer,
  cardAnswer,
  saleItemAnswer,
} from './activities.answers.ts';
import {
  type ActivitySkuRow,
  type ActivityValues,
  type ActivityWindow,
  activitySkus,
  allThemes,
  findActivity,
  findTheme,
  insertActivity,
  insertTheme,
  lockActivity,
  openActivities,
  pageActivities,
  publishedThemes,
  replaceActivityItems,
  skuPrices,
  type ThemeRow,
  type ThemeValues,
  themeActivities,
  themeActivityCount,
  updateActivity,
  updateTheme,
} from './activities.repository.ts';

/** Where an activity stands at `at`: the window is [starts_at, ends_at), the same rule pricing uses. */
export function activityState(activity: { startsAt: Date; endsAt: Date }, at: Date): ActivityWindow {
  if (at < activity.startsAt) return 'upcoming';
  if (at < activity.endsAt) return 'running';
  return 'ended';
}

/** A SKU's price in an activity as a member sees it: null once the activity ended or when it is no saving. */
export function offeredPriceFen(item: ActivitySkuRow, state: ActivityWindow): number | null {
  if (state === 'ended' || item.priceFen >= item.listPriceFen) return null;
  return item.priceFen;
}

const STATE_ORDER: Record<ActivityWindow, number> = { running: 0, upcoming: 1, ended: 2 };

/** An activity as the operator's form sends it (times as ISO 8601). */
export interface ActivityInput {
  id?: number | undefined;
  theme_id: number | null;
  title: string;
  banner: string;
  rules: string;
  starts_at: string;
  ends_at: string;
  sort: number;
}

const activityMissing = () => notFound('促销活动不存在');
const themeMissing = () => notFound('活动专题不存在');

/**
 * Sales activities (/sales/{id}) and themes (/sales/theme/{id}) for shoppers, and their upkeep for
 * operators. What is running is decided by the server's clock (`now`), never by the caller.
 */
export function createActivityService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function adminActivity(id: number) {
    const activity = await findActivity(db, id);
    if (!activity) throw activityMissing();
    return adminActivityAnswer({ activity, state: activityState(activity, now()) });
  }

  async function adminTheme(theme: ThemeRow) {
    return adminThemeAnswer({ theme, activityCount: await themeActivityCount(db, theme.id) });
  }

  async function checkThemeId(themeId: number | null) {
    if (themeId !== null && !(await findTheme(db, themeId))) throw invalid({ theme_id: '所选专题不存在' });
  }

  return {
    /** Published activities that are running or about to start. */
    async open() {
      const at = now();
      const rows = await openActivities(db, at);
      const cards = rows.map((activity) => ({ activity, state: activityState(activity, at) }));
      return {
        now: at.toISOString(),
        running: cards.filter((c) => c.state === 'running').map(cardAnswer),
        upcoming: cards.filter((c) => c.state === 'upcoming').map(cardAnswer),
      };
    },

    /** A published activity with its SKUs; an unpublished one reads as missing. */
    async detail(id: number) {
      const activity = await findActivity(db, id);
      if (!activity?.published) throw activityMissing();
      const at = now();
      const [items, theme] = await Promise.all([
        activitySkus(db, id),
        activity.themeId === null ? null : findTheme(db, activity.themeId),
      ]);
      const state = activityState(activity, at);
      const shown = theme?.published ? theme : null;
      const { item_count: _count, ...card } = cardAnswer({ activity, state });
      return {
        ...card,
        now: at.toISOString(),
        rules: activity.rules,
        theme: shown && { id: shown.id, title: shown.title },
        items: items.map((item) => saleItemAnswer(item, offeredPriceFen(item, state))),
      };
    },

    /** A published theme (or the first one) with its published activities, running ones first. */
    async theme(id: number | undefined) {
      const themes = await publishedThemes(db);
      const theme = id === undefined ? themes[0] : themes.find((t) => t.id === id);
      if (!theme) throw themeMissing();
      const at = now();
      const cards = (await themeActivities(db, theme.id))
        .map((activity) => ({ activity, state: activityState(activity, at) }))
        .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
      return {
        now: at.toISOString(),
        theme: { id: theme.id, title: theme.title, intro: theme.intro, banner: theme.banner },
        activities: cards.map(cardAnswer),
        themes: themes.map((t) => ({ id: t.id, title: t.title })),
      };
    },

    // The operators' side.

    async themes() {
      const rows = await allThemes(db);
      return {
        list: rows.map((row) => adminThemeAnswer({ theme: row.theme, activityCount: row.activityCount })),
      };
    },

    /** Creates a theme (unpublished) or updates one. */
    async saveTheme({ id, ...values }: ThemeValues & { id?: number | undefined }) {
      if (id === undefined) return adminTheme(await insertTheme(db, { ...values, published: false }));
      const row = await updateTheme(db, id, values);
      if (!row) throw themeMissing();
      return adminTheme(row);
    },

    async publishTheme(id: number, published: boolean) {
      const row = await updateTheme(db, id, { published });
      if (!row) throw themeMissing();
      return adminTheme(row);
    },

    async activities(query: { window: ActivityWindow | 'all'; index: number; pageSize: number }) {
      const at = now();
      const { rows, total } = await pageActivities(db, {
        window: query.window,
        offset: (query.index - 1) * query.pageSize,
        limit: query.pageSize,
        at,
      });
      return {
        total,
        list: rows.map((activity) => adminActivityAnswer({ activity, state: activityState(activity, at) })),
      };
    },

    async activity(id: number) {
      const found = await adminActivity(id);
      return { ...found, items: (await activitySkus(db, id)).map(adminItemAnswer) };
    },

    /** Creates an activity (unpublished: its items come next) or updates one; the window must be valid. */
    async saveActivity({ id, ...input }: ActivityInput) {
      const values: ActivityValues = {
        themeId: input.theme_id,
        title: input.title,
        banner: input.banner,
        rules: input.rules,
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        sort: input.sort,
      };
      if (values.endsAt <= values.startsAt) throw invalid({ ends_at: '结束时间须晚于开始时间' });
      await checkThemeId(input.theme_id);
      if (id === undefined) return adminActivity(await insertActivity(db, { ...values, published: false }));
      if (!(await updateActivity(db, id, values))) throw activityMissing();
      return adminActivity(id);
    },

    /** Unpublishing takes effect at once: pricing reads published activities only. */
    async publishActivity(id: number, published: boolean) {
      if (!(await updateActivity(db, id, { published }))) throw activityMissing();
      return adminActivity(id);
    },

    /**
     * Replaces an activity's SKUs and prices. Every line is checked first (the SKU exists, once; the price
     * is above 0 and below the SKU's own price today), then all are written in one transaction.
     */
    async setItems(id: number, items: { sku_id: number; price: number }[]) {
      const own = await skuPrices(
        db,
        items.map((item) => item.sku_id),
      );
      const seen = new Set<number>();
      items.forEach((item, i) => {
        if (seen.has(item.sku_id)) throw invalid({ [`items.${i}.sku_id`]: '同一规格重复' });
        seen.add(item.sku_id);
        const listFen = own.get(item.sku_id);
        if (listFen === undefined) throw invalid({ [`items.${i}.sku_id`]: '规格不存在' });
        if (item.price <= 0 || item.price >= listFen) {
          throw invalid({
            [`items.${i}.price`]: `活动价须大于 0 且低于货品当前单价（${formatYuan(listFen, 'price')}）`,
          });
        }
      });
      await db.transaction(async (tx) => {
        if (!(await lockActivity(tx, id))) throw activityMissing();
        await replaceActivityItems(
          tx,
          id,
          items.map((item) => ({ skuId: item.sku_id, priceFen: item.price })),
        );
      });
      return { items: (await activitySkus(db, id)).map(adminItemAnswer) };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

export {
  hasAnyActivityData,
  insertActivity,
  insertTheme,
  replaceActivityItems,
  skuIdsByCode,
} from './activities.repository.ts';
// What other components use of activities: the one price a SKU is charged (the cart, placement, the
// catalogue and quick order) and when it next changes by the clock (the catalogue's kept lists), and
// the demo seed's writes.
export { nextActivityPriceChange } from './activity-prices.repository.ts';
export { type ActivityPrice, type ChargedPrice, chargedPrice, chargedPrices } from './charged-price.ts';
