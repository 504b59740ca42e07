import {
  adminSalesActivities,
  adminSalesActivityDetail,
  adminSalesActivityItems,
  adminSalesActivityPublish,
  adminSalesActivitySave,
  adminSalesThemePublish,
  adminSalesThemeSave,
  adminSalesThemes,
  salesDetail,
  salesList,
  salesTheme,
} from '@labmall/contract/activities';
import { formatYuan } from '@labmall/rules';
import { defineRoute } from '../platform/route.ts';
import {
  type ActivityCard,
  type ActivitySkuRow,
  offeredPriceFen,
  type ThemeRow,
} from './activities.service.ts';

/**
 * Sales activities and themes (issue 22): thin handlers over the activity service. The detail's answer
 * carries prices; a visitor's is parsed with the visitor schema, which has none (SPEC §1).
 */

function cardAnswer({ activity, state }: ActivityCard) {
  return {
    id: activity.id,
    title: activity.title,
    banner: activity.banner,
    starts_at: activity.startsAt.toISOString(),
    ends_at: activity.endsAt.toISOString(),
    state,
    theme_id: activity.themeId,
    item_count: activity.itemCount,
  };
}

function adminActivityAnswer(card: ActivityCard) {
  return {
    ...cardAnswer(card),
    rules: card.activity.rules,
    published: card.activity.published,
    sort: card.activity.sort,
  };
}

function adminItemAnswer(item: ActivitySkuRow) {
  return {
    sku_id: item.skuId,
    product_id: item.productId,
    name: item.name,
    sku: item.sku,
    pack: item.pack,
    price: formatYuan(item.priceFen),
    list_price: formatYuan(item.listPriceFen),
    on_sale: item.onSale,
  };
}

function adminThemeAnswer({ theme, activityCount }: { theme: ThemeRow; activityCount: number }) {
  return {
    id: theme.id,
    title: theme.title,
    intro: theme.intro,
    banner: theme.banner,
    published: theme.published,
    sort: theme.sort,
    activity_count: activityCount,
  };
}

export const activityRoutes = [
  defineRoute({
    ...salesList,
    handler: async ({ deps }) => {
      const open = await deps.activities.open();
      return {
        now: open.now.toISOString(),
        running: open.running.map(cardAnswer),
        upcoming: open.upcoming.map(cardAnswer),
      };
    },
  }),
  defineRoute({
    ...salesDetail,
    handler: async ({ payload, deps }) => {
      const { now, activity, state, theme, items } = await deps.activities.detail(payload.id);
      const { item_count: _count, ...card } = cardAnswer({ activity, state });
      return {
        ...card,
        now: now.toISOString(),
        rules: activity.rules,
        theme: theme && { id: theme.id, title: theme.title },
        items: items.map((item) => {
          const offered = offeredPriceFen(item, state);
          return {
            sku_id: item.skuId,
            product_id: item.productId,
            name: item.name,
            brand_name: item.brandName,
            grade: item.grade,
            cas: item.cas,
            sku: item.sku,
            spec: item.spec,
            pack: item.pack,
            stock: item.stock,
            min_qty: item.minQty,
            step: item.step,
            on_sale: item.onSale,
            price: offered === null ? null : formatYuan(offered),
            list_price: formatYuan(item.listPriceFen),
          };
        }),
      };
    },
  }),
  defineRoute({
    ...salesTheme,
    handler: async ({ payload, deps }) => {
      const found = await deps.activities.theme(payload.id);
      return {
        now: found.now.toISOString(),
        theme: {
          id: found.theme.id,
          title: found.theme.title,
          intro: found.theme.intro,
          banner: found.theme.banner,
        },
        activities: found.activities.map(cardAnswer),
        themes: found.themes.map((t) => ({ id: t.id, title: t.title })),
      };
    },
  }),
  defineRoute({
    ...adminSalesThemes,
    handler: async ({ deps }) => ({ list: (await deps.activities.themes()).map(adminThemeAnswer) }),
  }),
  defineRoute({
    ...adminSalesThemeSave,
    handler: async ({ payload, deps }) => {
      const { id, ...values } = payload;
      return adminThemeAnswer(await deps.activities.saveTheme(id, values));
    },
  }),
  defineRoute({
    ...adminSalesThemePublish,
    handler: async ({ payload, deps }) =>
      adminThemeAnswer(await deps.activities.publishTheme(payload.id, payload.published)),
  }),
  defineRoute({
    ...adminSalesActivities,
    handler: async ({ payload, deps }) => {
      const page = await deps.activities.activities({
        window: payload.state,
        offset: (payload.index - 1) * payload.pageSize,
        limit: payload.pageSize,
      });
      return { total: page.total, list: page.list.map(adminActivityAnswer) };
    },
  }),
  defineRoute({
    ...adminSalesActivityDetail,
    handler: async ({ payload, deps }) => {
      const found = await deps.activities.activity(payload.id);
      return { ...adminActivityAnswer(found), items: found.items.map(adminItemAnswer) };
    },
  }),
  defineRoute({
    ...adminSalesActivitySave,
    handler: async ({ payload, deps }) =>
      adminActivityAnswer(
        await deps.activities.saveActivity(payload.id, {
          themeId: payload.theme_id,
          title: payload.title,
          banner: payload.banner,
          rules: payload.rules,
          startsAt: new Date(payload.starts_at),
          endsAt: new Date(payload.ends_at),
          sort: payload.sort,
        }),
      ),
  }),
  defineRoute({
    ...adminSalesActivityPublish,
    handler: async ({ payload, deps }) =>
      adminActivityAnswer(await deps.activities.publishActivity(payload.id, payload.published)),
  }),
  defineRoute({
    ...adminSalesActivityItems,
    handler: async ({ payload, deps }) => ({
      items: (await deps.activities.setItems(payload.id, payload.items)).map(adminItemAnswer),
    }),
  }),
];
