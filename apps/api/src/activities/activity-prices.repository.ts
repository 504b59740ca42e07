import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { activities, activityItems } from './activities.schema.ts';

/** A SKU's price in a running activity. */
export interface ActivityPrice {
  activityId: number;
  title: string;
  priceFen: number;
  endsAt: Date;
}

/**
 * The activity price of each SKU at `at`: from published activities whose window holds `at`; where two
 * overlap, the lower price (then the one ending first) wins. SKUs in no running activity are absent.
 */
export async function runningActivityPrices(
  db: DbOrTx,
  skuIds: number[],
  at: Date,
): Promise<Map<number, ActivityPrice>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: activityItems.skuId,
      activityId: activities.id,
      title: activities.title,
      priceFen: activityItems.priceFen,
      endsAt: activities.endsAt,
    })
    .from(activityItems)
    .innerJoin(activities, eq(activities.id, activityItems.activityId))
    .where(
      and(
        inArray(activityItems.skuId, skuIds),
        eq(activities.published, true),
        lte(activities.startsAt, at),
        gt(activities.endsAt, at),
      ),
    );
  const best = new Map<number, ActivityPrice>();
  for (const { skuId, ...price } of rows) {
    const held = best.get(skuId);
    if (
      !held ||
      price.priceFen < held.priceFen ||
      (price.priceFen === held.priceFen && price.endsAt < held.endsAt)
    ) {
      best.set(skuId, price);
    }
  }
  return best;
}

/**
 * The next instant after `at` at which a published activity starts or ends, when some charged price may
 * change by the clock alone; null when none is ahead. What caches priced answers until (catalogue).
 */
export async function nextActivityPriceChange(db: DbOrTx, at: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      starts: sql<
        Date | string | null
      >`min(${activities.startsAt}) filter (where ${activities.startsAt} > ${at.toISOString()}::timestamptz)`,
      ends: sql<Date | string | null>`min(${activities.endsAt})`,
    })
    .from(activities)
    .where(and(eq(activities.published, true), gt(activities.endsAt, at)));
  const times = [row?.starts, row?.ends].filter((t) => t != null).map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
