import { z } from 'zod';

/** The nightly backup (docs/operations.md, 备份与恢复), spread into the one config schema (config.ts). */
export const backupSettings = {
  /**
   * When the nightly backup runs: five cron fields in China time (03:00 by default, when the shop is
   * quietest), or `off`. pg-boss checks the expression itself at start.
   */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^(off|[\d*,/-]+( [\d*,/-]+){4})$/, 'five cron fields (minute hour day month weekday) or off')
    .default('0 3 * * *'),
  /** How many nightly backups DATA_DIR/backups keeps; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(366).default(7),
};
