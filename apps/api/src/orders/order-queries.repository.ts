import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { memberProfiles, users } from '../accounts/accounts.schema.ts';
import { cardPictureSql, products } from '../catalogue/catalogue.schema.ts';
import { couponOfOrder } from '../coupons/coupons.service.ts';
import { payments } from '../payments/payments.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { type OrderState, orderEvents, orderLines, orders } from './orders.schema.ts';

/** `%`, `_` and `\` typed by the buyer match themselves, not any text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface OrderFilter {
  userId?: number;
  state?: OrderState;
  /** Order number, product name or 货号 (any part). */
  q?: string;
  /** The start of an order number (operators). */
  numberPrefix?: string;
  /** A member's phone (operators). */
  phone?: string;
  /** Placed at or after / before these instants (operators: China days turned into instants). */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Any part of the member's organisation (operators). */
  company?: string;
  /** Any part of a line's 货号 (operators). */
  sku?: string;
  controlled?: boolean;
  /** Paid, or awaiting confirmation, by this method (operators). */
  payMethod?: 'credit' | 'transfer' | 'online';
  /** Paid before this instant and still not shipped (operators: the 工作台's overdue count). */
  paidBefore?: Date;
}

function conditions(filter: OrderFilter, withState: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.userId !== undefined) parts.push(eq(orders.userId, filter.userId));
  if (withState && filter.state) parts.push(eq(orders.state, filter.state));
  if (filter.numberPrefix) parts.push(ilike(orders.number, `${likeEscape(filter.numberPrefix)}%`));
  if (filter.phone) {
    parts.push(
      sql`${orders.userId} = (select ${users.id} from ${users} where ${users.phone} = ${filter.phone})`,
    );
  }
  if (filter.createdFrom) parts.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdBefore) parts.push(lt(orders.createdAt, filter.createdBefore));
  if (filter.company) {
    parts.push(sql`exists (select 1 from ${memberProfiles} where ${memberProfiles.userId} = ${orders.userId}
      and ${memberProfiles.organisation} ilike ${`%${likeEscape(filter.company)}%`})`);
  }
  if (filter.sku) {
    parts.push(sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
      and ${orderLines.sku} ilike ${`%${likeEscape(filter.sku)}%`})`);
  }
  if (filter.controlled !== undefined) parts.push(eq(orders.controlled, filter.controlled));
  if (filter.payMethod) {
    parts.push(sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id}
      and ${payments.method} = ${filter.payMethod} and ${payments.state} in ('paid', 'pending'))`);
  }
  if (filter.paidBefore) {
    parts.push(eq(orders.state, 'paid'), isNotNull(orders.paidAt), lt(orders.paidAt, filter.paidBefore));
  }
  if (filter.q) {
    const pattern = `%${likeEscape(filter.q)}%`;
    parts.push(
      or(
        ilike(orders.number, pattern),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
          and (${orderLines.name} ilike ${pattern} or ${orderLines.sku} ilike ${pattern}))`,
      ),
    );
  }
  return and(...parts);
}

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  state: orders.state,
  createdAt: orders.createdAt,
  payBy: orders.payBy,
  payableFen: orders.payableFen,
  source: orders.source,
  pointsSpent: orders.pointsSpent,
  lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
};

export async function listOrders(db: DbOrTx, filter: OrderFilter, offset: number, limit: number) {
  const where = conditions(filter, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        phone: users.phone,
        controlled: orders.controlled,
        company: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many of the filter's orders are in each state (the tabs' counts). */
export async function countByState(db: DbOrTx, filter: OrderFilter) {
  const rows = await db
    .select({ state: orders.state, n: count() })
    .from(orders)
    .where(conditions(filter, false))
    .groupBy(orders.state);
  return new Map(rows.map((r) => [r.state, r.n]));
}

export type OrderLineRow = typeof orderLines.$inferSelect & {
  /** The product's picture now (its first photo, else its structure), read with the line: ADR 0062. */
  picture: string | null;
};

/** The lines of some orders, in the order they were placed, each with its product's picture. */
export async function linesOf(db: DbOrTx, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(orderLines), picture: cardPictureSql })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** A whole order by number, the member's own when `userId` is given (another's finds nothing). */
export async function orderByNumber(db: DbOrTx, number: string, userId?: number) {
  const [row] = await db
    .select({
      order: orders,
      phone: users.phone,
      company: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, orders.userId))
    .where(
      userId === undefined
        ? eq(orders.number, number)
        : and(eq(orders.number, number), eq(orders.userId, userId)),
    );
  if (!row) return null;
  const [lines, events, coupon] = await Promise.all([
    linesOf(db, [row.order.id]),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    couponOfOrder(db, row.order.id),
  ]);
  return { ...row.order, phone: row.phone, company: row.company, lines, events, coupon };
}

export type OrderFull = NonNullable<Awaited<ReturnType<typeof orderByNumber>>>;
