import {
  adminSalesActivities,
  adminSalesActivityDetail,
  adminSalesActivityItems,
  adminSalesActivityPublish,
  adminSalesActivitySave,
  adminSalesSkus,
  adminSalesThemePublish,
  adminSalesThemeSave,
  adminSalesThemes,
  salesDetail,
  salesList,
  salesTheme,
} from '@labmall/contract/activities';
import { defineRoute } from '../platform/route.ts';

/**
 * Sales activities and themes (issue 22). The detail's answer carries prices; a visitor's is parsed with
 * the visitor schema, which has none (SPEC §1).
 */
export const activityRoutes = [
  defineRoute({
    ...salesList,
    handler: ({ deps }) => deps.activities.open(),
  }),
  defineRoute({
    ...salesDetail,
    handler: ({ payload, deps }) => deps.activities.detail(payload.id),
  }),
  defineRoute({
    ...salesTheme,
    handler: ({ payload, deps }) => deps.activities.theme(payload.id),
  }),
  defineRoute({
    ...adminSalesThemes,
    handler: ({ deps }) => deps.activities.themes(),
  }),
  defineRoute({
    ...adminSalesThemeSave,
    handler: ({ payload, deps }) => deps.activities.saveTheme(payload),
  }),
  defineRoute({
    ...adminSalesThemePublish,
    handler: ({ payload, deps }) => deps.activities.publishTheme(payload.id, payload.published),
  }),
  defineRoute({
    ...adminSalesActivities,
    handler: ({ payload, deps }) =>
      deps.activities.activities({ window: payload.state, index: payload.index, pageSize: payload.pageSize }),
  }),
  defineRoute({
    ...adminSalesSkus,
    // The activity picker reads the catalogue's SKUs through the stock component's search, without its permission.
    handler: ({ payload, deps }) => deps.stock.skus(payload.keyword, payload.index, payload.pageSize),
  }),
  defineRoute({
    ...adminSalesActivityDetail,
    handler: ({ payload, deps }) => deps.activities.activity(payload.id),
  }),
  defineRoute({
    ...adminSalesActivitySave,
    handler: ({ payload, deps }) => deps.activities.saveActivity(payload),
  }),
  defineRoute({
    ...adminSalesActivityPublish,
    handler: ({ payload, deps }) => deps.activities.publishActivity(payload.id, payload.published),
  }),
  defineRoute({
    ...adminSalesActivityItems,
    handler: ({ payload, deps }) => deps.activities.setItems(payload.id, payload.items),
  }),
];
