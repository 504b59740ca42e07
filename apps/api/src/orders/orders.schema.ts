import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { activities } from '../activities/activities.schema.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { pointsItems } from '../points/points.schema.ts';

/** The order states (issue 20): 待付款 → 待发货 → 已发货 → 已完成, and 已取消. */
export const orderStates = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

/** What an order keeps of the address it ships to (orders never follow later edits). */
export interface AddressSnapshot {
  consignee: string;
  phone: string;
  provinceCode: number;
  cityCode: number;
  districtCode: number | null;
  regionNames: string;
  detail: string;
  postcode: string | null;
}

/** What an order keeps of its invoice profile; null on the order for 不开票. */
export interface InvoiceSnapshot {
  kind: 'normal' | 'special';
  titleType: 'personal' | 'organisation';
  title: string;
  taxpayerNo: string | null;
  registeredAddress: string | null;
  registeredPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  email: string | null;
}

/** The running part of order numbers (date + sequence: 20261125 + 000123). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    number: varchar('number', { length: 24 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state').$type<OrderState>().notNull().default('pending_payment'),
    /** 1 立即购买, 2 采购单, 3 快速下单, 4 积分兑换 (SPEC §4). */
    source: smallint('source').notNull(),
    goodsFen: bigint('goods_fen', { mode: 'number' }).notNull(),
    freightFen: bigint('freight_fen', { mode: 'number' }).notNull(),
    discountFen: bigint('discount_fen', { mode: 'number' }).notNull().default(0),
    payableFen: bigint('payable_fen', { mode: 'number' }).notNull(),
    /** Points paid for a points-mall order (source 4); 0 for every other order. */
    pointsSpent: integer('points_spent').notNull().default(0),
    /** Points the buyer earns when this order completes, fixed when it is placed (POINTS_PER_YUAN then). */
    pointsReward: integer('points_reward').notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceSnapshot>(),
    /** The buyer's own purchase-order number (采购单号), for their approval paperwork. */
    poNumber: varchar('po_number', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** Some line is a controlled chemical: written to the controlled-sales ledger. */
    controlled: boolean('controlled').notNull().default(false),
    carrier: varchar('carrier', { length: 40 }),
    trackingNo: varchar('tracking_no', { length: 64 }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** Unpaid past this, the order is cancelled by the timed job and its stock returned. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    /**
     * Why `pay_by` is days away rather than ORDER_PAY_MINUTES (ADR 33): `transfer` (the buyer chose
     * 对公转账) or `credit` (账期 pending a limit); null for the usual window.
     */
    payWindow: varchar('pay_window', { length: 10 }),
    /** When the reminder a day before `pay_by` went out (once: the job claims it by setting this). */
    payRemindedAt: timestamp('pay_reminded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_state_idx').on(t.state),
    index('orders_unpaid_idx').on(t.payBy).where(sql`${t.state} = 'pending_payment'`),
    check(
      'orders_state',
      sql`${t.state} in ('pending_payment', 'paid', 'shipped', 'completed', 'cancelled')`,
    ),
    check('orders_source', sql`${t.source} between 1 and 4`),
    check('orders_pay_window', sql`${t.payWindow} is null or ${t.payWindow} in ('transfer', 'credit')`),
    check('orders_points_spent', sql`${t.pointsSpent} >= 0 and (${t.pointsSpent} = 0 or ${t.source} = 4)`),
    check('orders_points_reward', sql`${t.pointsReward} >= 0`),
    check(
      'orders_amounts',
      sql`${t.goodsFen} >= 0 and ${t.freightFen} >= 0 and ${t.discountFen} >= 0 and ${t.payableFen} >= 0
        and ${t.payableFen} = ${t.goodsFen} + ${t.freightFen} - ${t.discountFen}`,
    ),
  ],
);

/**
 * One line of an order, with everything the buyer saw when ordering (names, 货号, pack, price): a SKU,
 * or on a points-mall order (source 4) a points item (then the SKU columns are null, the price 0 and
 * `points_price` what one unit cost). `activity_id` and `list_price_fen` say a line was sold at an
 * activity's price and what it would have cost without it.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' }).references(() => skus.id, { onDelete: 'restrict' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'restrict',
    }),
    pointsItemId: bigint('points_item_id', { mode: 'number' }).references(() => pointsItems.id, {
      onDelete: 'restrict',
    }),
    pointsPrice: integer('points_price').notNull().default(0),
    activityId: bigint('activity_id', { mode: 'number' }).references(() => activities.id, {
      onDelete: 'set null',
    }),
    listPriceFen: bigint('list_price_fen', { mode: 'number' }),
    name: varchar('name', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 300 }).notNull().default(''),
    grade: varchar('grade', { length: 100 }).notNull().default(''),
    brandName: varchar('brand_name', { length: 100 }).notNull().default(''),
    cas: varchar('cas', { length: 20 }),
    /** 货号 as it was. */
    sku: varchar('sku', { length: 64 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    pack: text('pack').notNull(),
    controlled: text('controlled').array().notNull().default(sql`'{}'::text[]`),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    subtotalFen: bigint('subtotal_fen', { mode: 'number' }).notNull(),
    /** 批号 the operator recorded at shipping (one lot per line, ADR 0046); null when none was given. */
    lot: varchar('lot', { length: 40 }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_goods',
      sql`(${t.skuId} is not null and ${t.productId} is not null and ${t.pointsItemId} is null)
        or (${t.skuId} is null and ${t.productId} is null and ${t.pointsItemId} is not null and ${t.pointsPrice} > 0)`,
    ),
    check(
      'order_lines_subtotal',
      sql`${t.unitPriceFen} >= 0 and ${t.subtotalFen} = ${t.unitPriceFen} * ${t.quantity}`,
    ),
  ],
);

/** Every transition of an order: when, from what to what, and who (member, operator or the system). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** `member`, `operator` or `system`. */
    actor: text('actor').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check('order_events_actor', sql`${t.actor} in ('member', 'operator', 'system')`),
  ],
);

/**
 * The stock ledger: every change of `skus.stock`, so that per SKU the sum of `delta` equals the stock.
 * `opening` rows carry the stock each SKU had when the ledger began (migration) or was created.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /**
     * `opening`, `order` (sold), `cancel` (returned), `import` (catalogue import), `adjust`; from the
     * console's 库存 page also `receive` (入库), `count` (盘点), `loss` (报损) and `sheet` (批量改库存);
     * from 售后 `return` (goods received back) and `exchange` (a replacement sent).
     */
    reason: text('reason').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    /** Why an operator moved stock (required from the console); '' for orders and imports. */
    note: text('note').notNull().default(''),
    /** The operator who moved it; null for orders, jobs and imports. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_sku_idx').on(t.skuId),
    index('stock_movements_order_idx').on(t.orderId),
    check(
      'stock_movements_reason',
      sql`${t.reason} in ('opening', 'order', 'cancel', 'import', 'adjust', 'receive', 'count', 'loss', 'sheet', 'return', 'exchange')`,
    ),
  ],
);

/**
 * Idempotency keys (DESIGN §5, Stripe's semantics): the same key and the same body answer the first
 * result; the same key with another body is refused (409). Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the key is for: `order_submit`, later `payment`. */
    scope: text('scope').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** The envelope first answered (code, obj, message); null while the first request is under way. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
