import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { couponEvents, couponTemplates, memberCoupons } from './coupons.schema.ts';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type NewTemplate = typeof couponTemplates.$inferInsert;

/** Templates the coupon centre shows at `at`: listed, in their claim window, not past a fixed end. */
export async function centreTemplates(db: DbOrTx, at: Date) {
  return db
    .select()
    .from(couponTemplates)
    .where(
      and(
        eq(couponTemplates.listed, true),
        or(isNull(couponTemplates.claimFrom), lte(couponTemplates.claimFrom, at)),
        or(isNull(couponTemplates.claimUntil), gt(couponTemplates.claimUntil, at)),
        or(isNull(couponTemplates.validUntil), gt(couponTemplates.validUntil, at)),
      ),
    )
    .orderBy(asc(couponTemplates.sort), desc(couponTemplates.id));
}

/** How many coupons of each template a member holds (used or not). */
export async function claimsByTemplate(db: DbOrTx, userId: number, templateIds: number[]) {
  if (templateIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ templateId: memberCoupons.templateId, n: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.userId, userId), inArray(memberCoupons.templateId, templateIds)))
    .groupBy(memberCoupons.templateId);
  return new Map(rows.map((r) => [r.templateId, r.n]));
}

/** The template row locked for a claim: every claim of one template queues here. */
export async function lockTemplate(tx: Tx, id: number): Promise<TemplateRow | null> {
  const [row] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update');
  return row ?? null;
}

/** One more claimed, only while some are left (the check constraint stands behind it too). */
export async function takeOneFromTemplate(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(couponTemplates)
    .set({ claimed: sql`${couponTemplates.claimed} + 1` })
    .where(and(eq(couponTemplates.id, id), sql`${couponTemplates.claimed} < ${couponTemplates.total}`))
    .returning({ id: couponTemplates.id });
  return rows.length === 1;
}

/** A member's coupon and its `claim` event. */
export async function insertMemberCoupon(
  tx: Tx,
  values: { templateId: number; userId: number; validFrom: Date; validUntil: Date; claimedAt: Date },
) {
  const [row] = await tx.insert(memberCoupons).values(values).returning();
  if (!row) throw new Error('member coupon insert returned nothing');
  await tx.insert(couponEvents).values({ memberCouponId: row.id, kind: 'claim', at: values.claimedAt });
  return row;
}

const heldColumns = {
  id: memberCoupons.id,
  templateId: memberCoupons.templateId,
  validFrom: memberCoupons.validFrom,
  validUntil: memberCoupons.validUntil,
  orderId: memberCoupons.orderId,
  usedAt: memberCoupons.usedAt,
  claimedAt: memberCoupons.claimedAt,
  name: couponTemplates.name,
  description: couponTemplates.description,
  kind: couponTemplates.kind,
  thresholdFen: couponTemplates.thresholdFen,
  amountFen: couponTemplates.amountFen,
  percentOff: couponTemplates.percentOff,
  capFen: couponTemplates.capFen,
  brandIds: couponTemplates.brandIds,
  categoryIds: couponTemplates.categoryIds,
  returnOnRefund: couponTemplates.returnOnRefund,
};

export type HeldRow = Awaited<ReturnType<typeof unusedCoupons>>[number];

/** A member's unused coupons not yet expired, soonest to expire first (the confirmation page's list). */
export async function unusedCoupons(db: DbOrTx, userId: number, at: Date) {
  return db
    .select(heldColumns)
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(
      and(eq(memberCoupons.userId, userId), isNull(memberCoupons.orderId), gt(memberCoupons.validUntil, at)),
    )
    .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id));
}

/** One of the member's own coupons with its terms; null for another member's or none. */
export async function ownCoupon(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select(heldColumns)
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(and(eq(memberCoupons.id, id), eq(memberCoupons.userId, userId)));
  return row ?? null;
}

export type CouponTab = 'unused' | 'used' | 'expired';

const tabWhere = (userId: number, tab: CouponTab, at: Date) => {
  const mine = eq(memberCoupons.userId, userId);
  if (tab === 'used') return and(mine, isNotNull(memberCoupons.orderId));
  if (tab === 'expired') return and(mine, isNull(memberCoupons.orderId), lte(memberCoupons.validUntil, at));
  return and(mine, isNull(memberCoupons.orderId), gt(memberCoupons.validUntil, at));
};

/** One tab of /user/coupon, with the order that used each coupon. */
export async function memberCouponPage(
  db: DbOrTx,
  userId: number,
  tab: CouponTab,
  at: Date,
  offset: number,
  limit: number,
) {
  const where = tabWhere(userId, tab, at);
  const order =
    tab === 'unused'
      ? [asc(memberCoupons.validUntil), asc(memberCoupons.id)]
      : tab === 'used'
        ? [desc(memberCoupons.usedAt), desc(memberCoupons.id)]
        : [desc(memberCoupons.validUntil), desc(memberCoupons.id)];
  const rows = await db
    .select({ ...heldColumns, orderNumber: orders.number })
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .leftJoin(orders, eq(orders.id, memberCoupons.orderId))
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  return rows;
}

/** How many coupons the member has in each tab. */
export async function memberCouponCounts(db: DbOrTx, userId: number, at: Date) {
  const [row] = await db
    .select({
      unused: sql<number>`count(*) filter (where ${memberCoupons.orderId} is null and ${memberCoupons.validUntil} > ${at})::int`,
      used: sql<number>`count(*) filter (where ${memberCoupons.orderId} is not null)::int`,
      expired: sql<number>`count(*) filter (where ${memberCoupons.orderId} is null and ${memberCoupons.validUntil} <= ${at})::int`,
    })
    .from(memberCoupons)
    .where(eq(memberCoupons.userId, userId));
  return { unused: row?.unused ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
}

/**
 * Marks a coupon used by an order: only the owner's, only while unused and within its validity (a
 * conditional update, so two orders racing for one coupon cannot both have it), with its `use` event.
 */
export async function useCoupon(
  tx: Tx,
  values: { id: number; userId: number; orderId: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(memberCoupons)
    .set({ orderId: values.orderId, usedAt: values.at })
    .where(
      and(
        eq(memberCoupons.id, values.id),
        eq(memberCoupons.userId, values.userId),
        isNull(memberCoupons.orderId),
        lte(memberCoupons.validFrom, values.at),
        gt(memberCoupons.validUntil, values.at),
      ),
    )
    .returning({ id: memberCoupons.id });
  if (rows.length !== 1) return false;
  await tx
    .insert(couponEvents)
    .values({ memberCouponId: values.id, kind: 'use', orderId: values.orderId, at: values.at });
  return true;
}

/** Gives back the coupon an order used (order_id cleared, a `return` event); nothing when it used none. */
export async function releaseOrderCoupon(
  tx: Tx,
  orderId: number,
  only: { returnOnRefund?: true } = {},
): Promise<number[]> {
  const rows = await tx
    .update(memberCoupons)
    .set({ orderId: null, usedAt: null })
    .where(
      only.returnOnRefund
        ? and(
            eq(memberCoupons.orderId, orderId),
            sql`${memberCoupons.templateId} in (select ${couponTemplates.id} from ${couponTemplates}
              where ${couponTemplates.returnOnRefund})`,
          )
        : eq(memberCoupons.orderId, orderId),
    )
    .returning({ id: memberCoupons.id });
  if (rows.length > 0) {
    await tx
      .insert(couponEvents)
      .values(rows.map((r) => ({ memberCouponId: r.id, kind: 'return', orderId })));
  }
  return rows.map((r) => r.id);
}

/**
 * The coupon an order was placed with, from the ledger (a cancelled order's coupon has gone back to its
 * owner, but the order still tells which one it used).
 */
export async function couponOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      id: memberCoupons.id,
      name: couponTemplates.name,
      kind: couponTemplates.kind,
      amountFen: couponTemplates.amountFen,
      percentOff: couponTemplates.percentOff,
    })
    .from(couponEvents)
    .innerJoin(memberCoupons, eq(memberCoupons.id, couponEvents.memberCouponId))
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(and(eq(couponEvents.orderId, orderId), eq(couponEvents.kind, 'use')))
    .orderBy(desc(couponEvents.id))
    .limit(1);
  return row ?? null;
}

// Operator ----------------------------------------------------------------------------------------

export async function templatePage(db: DbOrTx, offset: number, limit: number) {
  const used = db
    .select({ templateId: memberCoupons.templateId, n: count().as('n') })
    .from(memberCoupons)
    .where(isNotNull(memberCoupons.orderId))
    .groupBy(memberCoupons.templateId)
    .as('used');
  const [rows, [total]] = await Promise.all([
    db
      .select({ template: couponTemplates, used: sql<number>`coalesce(${used.n}, 0)::int` })
      .from(couponTemplates)
      .leftJoin(used, eq(used.templateId, couponTemplates.id))
      .orderBy(desc(couponTemplates.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(couponTemplates),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function templateById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
  return row ?? null;
}

export async function usedCount(db: DbOrTx, templateId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.templateId, templateId), isNotNull(memberCoupons.orderId)));
  return row?.n ?? 0;
}

export async function insertTemplate(tx: Tx, values: NewTemplate) {
  const [row] = await tx.insert(couponTemplates).values(values).returning();
  if (!row) throw new Error('coupon template insert returned nothing');
  return row;
}

export async function updateTemplate(tx: Tx, id: number, values: Partial<NewTemplate>) {
  const [row] = await tx
    .update(couponTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(couponTemplates.id, id))
    .returning();
  return row ?? null;
}

export async function setListed(db: DbOrTx, id: number, listed: boolean) {
  const rows = await db
    .update(couponTemplates)
    .set({ listed, updatedAt: new Date() })
    .where(eq(couponTemplates.id, id))
    .returning({ id: couponTemplates.id });
  return rows.length === 1;
}

/** The categories given and all their ancestors, as id → pid (a scope on a parent covers its children). */
export async function categoryParents(db: DbOrTx, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    with recursive up(id, pid) as (
      select id, pid from product_types where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select p.id, p.pid from product_types p join up on p.id = up.pid
    )
    select id::text as id, pid::text as pid from up`);
  // Both drivers answer execute() with the rows under `rows`.
  const rows = (result as unknown as { rows: { id: string; pid: string | null }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), r.pid === null ? null : Number(r.pid)]));
}

/** Unused coupons whose validity ends after `from` and by `until`, with their template's name. */
export async function unusedCouponsEndingBetween(db: DbOrTx, from: Date, until: Date) {
  return db
    .select({
      id: memberCoupons.id,
      userId: memberCoupons.userId,
      name: couponTemplates.name,
      validUntil: memberCoupons.validUntil,
    })
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(
      and(
        isNull(memberCoupons.usedAt),
        gt(memberCoupons.validUntil, from),
        lte(memberCoupons.validUntil, until),
      ),
    )
    .orderBy(asc(memberCoupons.id));
}
