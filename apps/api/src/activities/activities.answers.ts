import { formatYuan } from '@labmall/rules';
import type { ActivitySkuRow, ActivityWindow, ActivityWithCount, ThemeRow } from './activities.repository.ts';

/**
 * Wire shapes of sales activities and themes (packages/contract/src/activities.ts): money as 元 strings,
 * times as ISO 8601. The detail's answer carries prices; a visitor's is parsed with the visitor schema,
 * which has none (SPEC §1).
 */

export type ActivityCard = { activity: ActivityWithCount; state: ActivityWindow };

export function cardAnswer({ activity, state }: ActivityCard) {
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

/** A SKU on the activity's page, at `offeredFen` (null once it ended or when it is no saving). */
export function saleItemAnswer(item: ActivitySkuRow, offeredFen: number | null) {
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
    price: offeredFen === null ? null : formatYuan(offeredFen),
    list_price: formatYuan(item.listPriceFen),
  };
}

export function adminActivityAnswer(card: ActivityCard) {
  return {
    ...cardAnswer(card),
    rules: card.activity.rules,
    published: card.activity.published,
    sort: card.activity.sort,
  };
}

export function adminItemAnswer(item: ActivitySkuRow) {
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

export function adminThemeAnswer({ theme, activityCount }: { theme: ThemeRow; activityCount: number }) {
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
