import { customType } from 'drizzle-orm/pg-core';

/** drizzle-orm 0.45 has no bytea column; PGlite reads it as Uint8Array and pg as Buffer, so normalise. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
