import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The operator audit log (操作日志, ADR 43): one row per operator write, refused attempts included,
 * written by dispatch (platform/audit.ts) in the write's own transaction. Append-only: nothing in the
 * app updates or deletes a row, and a trigger (migration 0021) refuses UPDATE, DELETE and TRUNCATE.
 *
 * `operator_id` has no foreign key on purpose: operators are becoming staff accounts of their own,
 * and the row must outlive whoever it names; `operator_name` is who they were called at the time.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    operatorName: varchar('operator_name', { length: 60 }).notNull().default(''),
    /** The permission the route declares; null for a route any operator may call. */
    permission: varchar('permission', { length: 60 }),
    method: varchar('method', { length: 8 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    /** What was acted on, e.g. `{"number":"LM…"}`, `{"user":12}`. */
    target: jsonb('target').$type<Record<string, unknown>>().notNull().default({}),
    /** Every id in `target`, as text: what the target filter matches (GIN index). */
    targetIds: text('target_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Field → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    /** The answer's code: 200 done; anything else refused (403, 400, 404, 409…) or failed (500). */
    code: integer('code').notNull(),
    message: text('message').notNull().default(''),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    address: varchar('address', { length: 64 }).notNull().default(''),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_operator_idx').on(t.operatorId, t.at),
    index('operator_audit_route_idx').on(t.route, t.at),
    index('operator_audit_target_idx').using('gin', t.targetIds),
  ],
);
