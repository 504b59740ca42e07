import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/**
 * What an operator may do beyond the operator API itself. `view_id_numbers`: real-name review shows
 * the member's ID number in full (everyone else sees it masked), and each such view is audited.
 */
export const operatorRoles = ['view_id_numbers'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * Members who may use the operator API (`auth: 'operator'`, under /api/admin). An operator logs in
 * like any member (SMS code or password); this row is what makes their session an operator's.
 * Granted and revoked only from the command line (`npm run admin:grant`), never through the API.
 */
export const operators = pgTable('operators', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  roles: text('roles').array().$type<OperatorRole[]>().notNull().default(sql`'{}'::text[]`),
});

/**
 * Every time an operator was shown a member's personal data in full (today: the ID number), with the
 * request id that ties it to the log. Rows are only ever added.
 */
export const fullDataViews = pgTable(
  'full_data_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** What was shown, e.g. `id_card`. */
    field: varchar('field', { length: 40 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('full_data_views_member_idx').on(t.memberId, t.viewedAt),
    index('full_data_views_operator_idx').on(t.operatorId, t.viewedAt),
  ],
);
