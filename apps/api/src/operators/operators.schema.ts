import { bigint, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

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
});
