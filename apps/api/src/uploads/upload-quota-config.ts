import { z } from 'zod';

/** Per-member daily upload budget (`GET /oss/token`), spread into the one config schema (src/config.ts). */
export const uploadQuotaSettings = {
  /** Upload tokens one member may get in a day (Beijing time). */
  UPLOAD_DAILY_COUNT: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Bytes of registered uploads after which that day's tokens are refused; 1 GiB by default. */
  UPLOAD_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 50)
    .default(1024 ** 3),
};
