import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { staff } from './staff.schema.ts';

/**
 * A named set of permissions (codes from packages/contract/src/permissions.ts). The seven built-in
 * roles (built-in-roles.ts) are inserted by migration 0017 and keep their names; 管理员 holds every
 * permission whatever its row says. Administrators create and edit the others through the API.
 * A code that is no longer in the list is ignored when permissions are read.
 */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which roles each staff member holds; what they may do is the union of these roles' permissions. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.roleId] }), index('operator_roles_role_idx').on(t.roleId)],
);

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
      .references(() => staff.id),
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
