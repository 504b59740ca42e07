import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { memberProfiles, users } from '../accounts/accounts.schema.ts';
import { products, productTypes } from '../catalogue/catalogue.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { aftersaleLines, aftersaleRules, aftersales } from './aftersales.schema.ts';

export type AftersaleRow = typeof aftersales.$inferSelect;
export type AftersaleLineRow = typeof aftersaleLines.$inferSelect;
export type RuleRow = typeof aftersaleRules.$inferSelect;

/** What the rules and amounts need of an order: its totals, when it arrived, and its goods' lines. */
export async function orderFacts(db: DbOrTx, orderId: number) {
  const [head] = await db
    .select({
      goodsFen: orders.goodsFen,
      discountFen: orders.discountFen,
      shippedAt: orders.shippedAt,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      skuId: orderLines.skuId,
      name: orderLines.name,
      sku: orderLines.sku,
      pack: orderLines.pack,
      quantity: orderLines.quantity,
      subtotalFen: orderLines.subtotalFen,
      storage: products.storage,
      controlled: products.controlled,
      categoryId: products.productTypeId,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return head ? { ...head, lines } : null;
}

export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;
export type FactLine = OrderFacts['lines'][number];

/** Quantities of each line already asked for by requests still alive (not rejected or withdrawn). */
export async function askedQuantities(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: aftersaleLines.orderLineId, n: sql<number>`sum(${aftersaleLines.quantity})::int` })
    .from(aftersaleLines)
    .innerJoin(aftersales, eq(aftersales.id, aftersaleLines.aftersaleId))
    .where(and(eq(aftersales.orderId, orderId), notInArray(aftersales.state, ['rejected', 'withdrawn'])))
    .groupBy(aftersaleLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

/** Each category with its ancestors, nearest first (the category itself at depth 0). */
export async function categoryChains(db: DbOrTx, categoryIds: number[]): Promise<Map<number, number[]>> {
  if (categoryIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    with recursive chain(start, id, pid, depth) as (
      select ${productTypes.id}, ${productTypes.id}, ${productTypes.pid}, 0 from ${productTypes}
      where ${inArray(productTypes.id, categoryIds)}
      union all
      select chain.start, p.id, p.pid, chain.depth + 1 from chain
      join ${productTypes} p on p.id = chain.pid where chain.depth < 20
    )
    select start, id from chain order by start, depth`)) as unknown as {
    rows: { start: number | string; id: number | string }[];
  };
  const chains = new Map<number, number[]>();
  for (const row of result.rows) {
    const start = Number(row.start);
    chains.set(start, [...(chains.get(start) ?? []), Number(row.id)]);
  }
  return chains;
}

export async function rulesFor(db: DbOrTx, productIds: number[], categoryIds: number[]): Promise<RuleRow[]> {
  const wanted = [
    ...(productIds.length
      ? [and(eq(aftersaleRules.scope, 'product'), inArray(aftersaleRules.targetId, productIds))]
      : []),
    ...(categoryIds.length
      ? [and(eq(aftersaleRules.scope, 'category'), inArray(aftersaleRules.targetId, categoryIds))]
      : []),
  ];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(aftersaleRules)
    .where(
      sql.join(
        wanted.map((w) => sql`(${w})`),
        sql` or `,
      ),
    );
}

export async function insertAftersale(
  tx: Tx,
  values: typeof aftersales.$inferInsert,
  lines: { orderLineId: number; quantity: number; amountFen: number }[],
): Promise<number> {
  const [row] = await tx.insert(aftersales).values(values).returning({ id: aftersales.id });
  await tx.insert(aftersaleLines).values(lines.map((line) => ({ ...line, aftersaleId: row!.id })));
  return row!.id;
}

/** A request by id (a member's own only, with `userId`), locked. */
export async function lockAftersale(tx: Tx, id: number, userId?: number): Promise<AftersaleRow | null> {
  const [row] = await tx
    .select()
    .from(aftersales)
    .where(and(eq(aftersales.id, id), userId === undefined ? undefined : eq(aftersales.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function aftersaleById(db: DbOrTx, id: number, userId?: number): Promise<AftersaleRow | null> {
  const [row] = await db
    .select()
    .from(aftersales)
    .where(and(eq(aftersales.id, id), userId === undefined ? undefined : eq(aftersales.userId, userId)));
  return row ?? null;
}

export async function updateAftersale(tx: Tx, id: number, changes: Partial<typeof aftersales.$inferInsert>) {
  await tx
    .update(aftersales)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(aftersales.id, id));
}

/** The lines of these requests, with what the order line says of them. */
export async function linesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      aftersaleId: aftersaleLines.aftersaleId,
      lineId: aftersaleLines.orderLineId,
      quantity: aftersaleLines.quantity,
      amountFen: aftersaleLines.amountFen,
      skuId: orderLines.skuId,
      name: orderLines.name,
      sku: orderLines.sku,
      pack: orderLines.pack,
    })
    .from(aftersaleLines)
    .innerJoin(orderLines, eq(orderLines.id, aftersaleLines.orderLineId))
    .where(inArray(aftersaleLines.aftersaleId, ids))
    .orderBy(asc(aftersaleLines.orderLineId));
}

const listColumns = {
  aftersale: aftersales,
  number: orders.number,
  phone: users.phone,
  company: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
};

/** A member's requests (of one order of theirs, when `number` is given), newest first. */
export async function memberAftersales(
  db: DbOrTx,
  filter: { userId: number; number: string | null },
  offset: number,
  limit: number,
) {
  const mine = eq(aftersales.userId, filter.userId);
  const where =
    filter.number === null
      ? mine
      : and(
          mine,
          sql`${aftersales.orderId} = (select ${orders.id} from ${orders} where ${orders.number} = ${filter.number})`,
        );
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(aftersales)
      .innerJoin(orders, eq(orders.id, aftersales.orderId))
      .innerJoin(users, eq(users.id, aftersales.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, aftersales.userId))
      .where(where)
      .orderBy(desc(aftersales.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(aftersales).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The staff's queue: waiting ones first come first served; any other state (or all) newest first. */
export async function staffAftersales(
  db: DbOrTx,
  filter: { state: string | null; number: string | null },
  offset: number,
  limit: number,
) {
  const where = and(
    filter.state ? eq(aftersales.state, filter.state) : undefined,
    filter.number ? eq(orders.number, filter.number) : undefined,
  );
  const order =
    filter.state === 'pending' ? [asc(aftersales.id)] : [desc(aftersales.updatedAt), desc(aftersales.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(aftersales)
      .innerJoin(orders, eq(orders.id, aftersales.orderId))
      .innerJoin(users, eq(users.id, aftersales.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, aftersales.userId))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aftersales)
      .innerJoin(orders, eq(orders.id, aftersales.orderId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function staffAftersale(db: DbOrTx, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .innerJoin(users, eq(users.id, aftersales.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, aftersales.userId))
    .where(eq(aftersales.id, id));
  return row ?? null;
}

/** Every rule with the name of what it is for. */
export async function allRules(db: DbOrTx) {
  return db
    .select({
      rule: aftersaleRules,
      name: sql<string>`coalesce(${products.name}, ${productTypes.name}, '')`,
    })
    .from(aftersaleRules)
    .leftJoin(products, and(eq(aftersaleRules.scope, 'product'), eq(products.id, aftersaleRules.targetId)))
    .leftJoin(
      productTypes,
      and(eq(aftersaleRules.scope, 'category'), eq(productTypes.id, aftersaleRules.targetId)),
    )
    .orderBy(asc(aftersaleRules.scope), asc(aftersaleRules.id));
}

export async function targetExists(db: DbOrTx, scope: 'category' | 'product', id: number): Promise<boolean> {
  const table = scope === 'product' ? products : productTypes;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

export async function upsertRule(
  db: DbOrTx,
  values: Omit<typeof aftersaleRules.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db
    .insert(aftersaleRules)
    .values(values)
    .onConflictDoUpdate({
      target: [aftersaleRules.scope, aftersaleRules.targetId],
      set: {
        returnable: values.returnable,
        days: values.days,
        restockingPercent: values.restockingPercent ?? 0,
        note: values.note ?? '',
        updatedAt: new Date(),
      },
    })
    .returning({ id: aftersaleRules.id });
  return row!.id;
}

export async function deleteRule(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(aftersaleRules)
    .where(eq(aftersaleRules.id, id))
    .returning({ id: aftersaleRules.id });
  return rows.length > 0;
}
