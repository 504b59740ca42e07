import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/**
 * A member's receiving addresses (/user/receive), at most ADDRESS_LIMIT each. Regions keep both the
 * GB/T 2260 codes and the names as chosen (DESIGN §5): a renamed county still reads as the buyer saw it.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: varchar('consignee', { length: 40 }).notNull(),
    /** A mobile number or a landline (the shared patterns). */
    phone: varchar('phone', { length: 32 }).notNull(),
    provinceCode: integer('province_code').notNull(),
    cityCode: integer('city_code').notNull(),
    /** Null where a city has no counties under it (东莞, 中山…). */
    districtCode: integer('district_code'),
    /** 省 市 区 as the buyer chose them, space-separated. */
    regionNames: varchar('region_names', { length: 120 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    postcode: varchar('postcode', { length: 6 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
