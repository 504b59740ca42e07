import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { identityVerifications, memberProfiles, users } from '../accounts/accounts.schema.ts';
import { products } from '../catalogue/catalogue.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { controlledSales, licences } from './compliance.schema.ts';

export type LicenceRow = typeof licences.$inferSelect;
export type NewLicence = Pick<
  typeof licences.$inferInsert,
  'userId' | 'kind' | 'number' | 'validFrom' | 'validUntil' | 'image'
>;
export type NewControlledSale = Omit<typeof controlledSales.$inferInsert, 'id' | 'soldAt'>;
export type ControlledSaleRow = typeof controlledSales.$inferSelect;

/** The member's real-name state (`users.identification`), undefined for no such member. */
export async function findIdentification(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ identification: users.identification })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.identification;
}

/**
 * The kind of the member's current real-name submission (`registration` has no documents: it is what
 * registration step 2 leaves), undefined when they never submitted one.
 */
export async function findCurrentVerificationKind(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ kind: identityVerifications.kind })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), ne(identityVerifications.state, 'superseded')))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row?.kind;
}

/** The approved verification that makes the member verified (the newest), with their profile. */
export async function findApprovedVerification(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      kind: identityVerifications.kind,
      realName: identityVerifications.realName,
      idCardCipher: identityVerifications.idCardCipher,
      idCardNumberLegacy: identityVerifications.idCardNumberLegacy,
      organisation: identityVerifications.organisation,
      creditCode: identityVerifications.creditCode,
      contactName: identityVerifications.contactName,
      profileOrganisation: memberProfiles.organisation,
      profileContactName: memberProfiles.contactName,
    })
    .from(identityVerifications)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, identityVerifications.userId))
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.state, 'approved')))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row;
}

/** The member's licences of these kinds, newest first (every state: the caller says what is missing). */
export async function findLicencesOfKinds(db: DbOrTx, userId: number, kinds: string[]) {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(licences)
    .where(and(eq(licences.userId, userId), inArray(licences.kind, kinds)))
    .orderBy(desc(licences.id));
}

export async function listOwnLicences(db: DbOrTx, userId: number) {
  return db.select().from(licences).where(eq(licences.userId, userId)).orderBy(desc(licences.id));
}

export async function countOwnLicences(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(licences).where(eq(licences.userId, userId));
  return row?.n ?? 0;
}

export async function insertLicence(db: DbOrTx, values: NewLicence) {
  const [row] = await db.insert(licences).values(values).returning({ id: licences.id });
  return row!.id;
}

/** Deletes the member's own licence while pending or rejected; the number of rows removed. */
export async function deleteOwnLicence(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .delete(licences)
    .where(
      and(eq(licences.id, id), eq(licences.userId, userId), inArray(licences.state, ['pending', 'rejected'])),
    )
    .returning({ id: licences.id });
  return rows.length;
}

export async function findOwnLicence(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.id, id), eq(licences.userId, userId)))
    .limit(1);
  return row;
}

/**
 * One page of licences in a state for operators, oldest first, with the member's phone; with
 * `expiring`, the approved ones whose validity ends within those dates (inclusive), soonest first.
 */
export async function listLicencesForReview(
  db: DbOrTx,
  filter: { state: string; expiring?: { from: string; until: string }; index: number; pageSize: number },
) {
  const expiring = filter.expiring;
  const where = expiring
    ? and(
        eq(licences.state, 'approved'),
        gte(licences.validUntil, expiring.from),
        lte(licences.validUntil, expiring.until),
      )
    : eq(licences.state, filter.state);
  const order = expiring
    ? [asc(licences.validUntil), asc(licences.id)]
    : [asc(licences.createdAt), asc(licences.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ licence: licences, phone: users.phone, identification: users.identification })
      .from(licences)
      .innerJoin(users, eq(users.id, licences.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.index - 1) * filter.pageSize),
    db.select({ n: count() }).from(licences).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findLicence(db: DbOrTx, id: number) {
  const [row] = await db.select().from(licences).where(eq(licences.id, id)).limit(1);
  return row;
}

/** An operator's decision on a pending licence (only a pending one); true when it was recorded. */
export async function decideLicence(
  db: DbOrTx,
  id: number,
  decision: { state: 'approved' | 'rejected'; reason: string; operatorId: number },
) {
  const rows = await db
    .update(licences)
    .set({
      state: decision.state,
      reason: decision.reason,
      reviewedBy: decision.operatorId,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(licences.id, id), eq(licences.state, 'pending')))
    .returning({ id: licences.id });
  return rows.length > 0;
}

export async function insertControlledSales(tx: DbOrTx, rows: NewControlledSale[]) {
  if (rows.length === 0) return;
  await tx.insert(controlledSales).values(rows);
}

/**
 * Writes a 售后's rows; one already written for the same 售后, line and kind is skipped (the unique
 * index), so a replayed step writes nothing. The number of rows written.
 */
export async function insertAftersaleSales(tx: DbOrTx, rows: NewControlledSale[]) {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(controlledSales)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: controlledSales.id });
  return written.length;
}

/** The rows written when the order was placed for these of its lines (not a 售后's). */
export async function placementSales(tx: DbOrTx, orderId: number, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return tx
    .select()
    .from(controlledSales)
    .where(
      and(
        eq(controlledSales.orderId, orderId),
        inArray(controlledSales.orderLineId, lineIds),
        eq(controlledSales.kind, 'sale'),
        isNull(controlledSales.aftersaleId),
      ),
    )
    .orderBy(asc(controlledSales.id));
}

const ledgerColumns = {
  sale: controlledSales,
  orderNumber: orders.number,
  orderState: orders.state,
  shippedAt: orders.shippedAt,
  phone: users.phone,
};
const inRange = (range: { from: Date; until: Date }) =>
  and(gte(controlledSales.soldAt, range.from), lt(controlledSales.soldAt, range.until));

/**
 * Ledger rows in [from, until), oldest first, with the order number, the order's state and whether it
 * was shipped (a sale cancelled before shipping never left); at most `limit`, from `offset`.
 */
export async function listControlledSales(
  db: DbOrTx,
  range: { from: Date; until: Date; limit: number; offset?: number },
) {
  return db
    .select(ledgerColumns)
    .from(controlledSales)
    .innerJoin(orders, eq(orders.id, controlledSales.orderId))
    .innerJoin(users, eq(users.id, controlledSales.userId))
    .where(inRange(range))
    .orderBy(asc(controlledSales.soldAt), asc(controlledSales.id))
    .limit(range.limit)
    .offset(range.offset ?? 0);
}

export async function countControlledSales(db: DbOrTx, range: { from: Date; until: Date }) {
  const [row] = await db.select({ n: count() }).from(controlledSales).where(inRange(range));
  return row?.n ?? 0;
}

/** What the order's lines snapshot (name, 货号, pack) and their products' CAS numbers, by line id. */
export async function findOrderLineFacts(tx: DbOrTx, orderId: number, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      sku: orderLines.sku,
      pack: orderLines.pack,
      cas: products.cas,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, lineIds)));
}

/**
 * Approved licences whose validity ends between two dates (inclusive), for the expiry reminder: not one
 * the member has already replaced by an approved licence of the same kind that runs longer.
 */
export async function approvedLicencesEndingBetween(db: DbOrTx, from: string, until: string) {
  return db
    .select({
      id: licences.id,
      userId: licences.userId,
      kind: licences.kind,
      validUntil: licences.validUntil,
    })
    .from(licences)
    .where(
      and(
        eq(licences.state, 'approved'),
        gte(licences.validUntil, from),
        lte(licences.validUntil, until),
        sql`not exists (select 1 from ${licences} later where later.user_id = ${licences.userId}
          and later.kind = ${licences.kind} and later.state = 'approved'
          and later.valid_until > ${licences.validUntil})`,
      ),
    )
    .orderBy(asc(licences.id));
}
