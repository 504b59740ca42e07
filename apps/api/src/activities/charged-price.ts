import type { DbOrTx } from '../platform/db.ts';
import { type ActivityPrice, runningActivityPrices } from './activity-prices.repository.ts';

export type { ActivityPrice };

/**
 * What a member is charged for one SKU at an instant, and why. Every place that shows or charges a
 * unit price reads it from here (the 采购单, order placement, the item page, the list and quick order,
 * ADR 0034), so a page can never show one price and the 采购单 charge another.
 */
export interface ChargedPrice {
  /** The unit price charged, in fen. */
  priceFen: number;
  /** The SKU's own price today, in fen (equal to `priceFen` without an activity). */
  listPriceFen: number;
  /** The running activity whose price `priceFen` is, else null. */
  activity: ActivityPrice | null;
}

/**
 * The rule: a running activity's price applies only when it is below the SKU's own price today (an
 * operator may lower the SKU's price under an activity's after the activity was saved).
 */
export function chargedPrice(listPriceFen: number, offer: ActivityPrice | undefined): ChargedPrice {
  const activity = offer && offer.priceFen < listPriceFen ? offer : null;
  return { priceFen: activity ? activity.priceFen : listPriceFen, listPriceFen, activity };
}

/**
 * The charged price of each SKU at `at` (the caller's clock: the server's now, or the placement's
 * instant under its locks), one query for any number of SKUs. Pass the transaction to read inside it.
 */
export async function chargedPrices(
  db: DbOrTx,
  skus: readonly { id: number; priceFen: number }[],
  at: Date,
): Promise<Map<number, ChargedPrice>> {
  const offers = await runningActivityPrices(db, [...new Set(skus.map((sku) => sku.id))], at);
  return new Map(skus.map((sku) => [sku.id, chargedPrice(sku.priceFen, offers.get(sku.id))]));
}
