import { z } from 'zod';

/** The timed order jobs (orders/order-jobs.ts), spread into the one config schema (platform/config.ts). */
export const orderJobSettings = {
  /** A shipped order the buyer never confirmed is completed this many days after shipping. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** How often, in minutes, the jobs look for due orders (cluster-wide: one instance runs each tick). */
  ORDER_JOB_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(59).default(1),
  /** `false` keeps this instance from running the jobs (another instance, or none, runs them). */
  ORDER_JOBS: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(true),
};
