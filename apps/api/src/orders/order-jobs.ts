import type { PGlite } from '@electric-sql/pglite';
import { CHINA_TIME_ZONE } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../platform/db.ts';
import type { OrderService } from './lifecycle.ts';

/** The two sweeps; each looks at the orders table, so a run that was missed is simply the next run's work. */
export const orderQueues = {
  expire: 'orders-expire-unpaid',
  complete: 'orders-complete-shipped',
  /** A day before a long pay window lapses (对公转账, 账期 pending a limit): one SMS per order (ADR 33). */
  remind: 'orders-remind-pay',
  /** 账期: each member's statement on their statement day (idempotent: one per member and period). */
  statements: 'credit-draw-statements',
  /** 消息中心's timed notices: licences, statements and coupons about to lapse (once each, by dedupe key). */
  notices: 'notices-timed',
  /** Online refunds never sent, or still processing at the gateway: asked again (querying first). */
  refunds: 'refunds-retry',
} as const;

/** Statements are drawn a few minutes after midnight, China time (a run at start catches up on missed ones). */
const STATEMENT_CRON = '5 0 * * *';
/** Timed notices go out in the morning, China time, when purchasing staff read them. */
const NOTICES_CRON = '0 9 * * *';

export interface OrderJobsOptions {
  database: Database;
  /** postgres:// URL (PostgreSQL): pg-boss keeps its own small pool there. Unused on PGlite. */
  url?: string | undefined;
  orders: Pick<OrderService, 'expireDue' | 'completeDue'>;
  /** The pay reminders; without it the remind queue is not worked. */
  reminders?: { remindDue(): Promise<number> };
  /** The credit account's statement drawing; without it the statements queue is not worked. */
  credit?: { drawDue(): Promise<number> };
  /** The timed notices; without it the notices queue is not worked. */
  timedNotices?: { sendDue(): Promise<number> };
  /** The refunds' retry; without it the refunds queue is not worked. */
  refunds?: { retryDue(): Promise<number> };
  intervalMinutes: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Seconds between a worker's polls for queued runs (tests make it short). */
  pollingSeconds?: number;
}

export interface OrderJobs {
  readonly boss: PgBoss;
  start(): Promise<void>;
  /** Asks for one run of each sweep now (at start, and in tests). */
  runNow(): Promise<void>;
  /** Stops taking runs and waits for the one under way. */
  stop(): Promise<void>;
}

/** drizzle's handle keeps its driver's client; PGlite's is the one connection pg-boss must share. */
const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * The timed order jobs on pg-boss (ADR 17): a cron schedule per sweep, kept in the database so that with
 * several instances one of them runs each tick, and `missed: 'once'` plus a run at start so that orders
 * that fell due while every instance was down are handled when one comes back. The sweep itself is
 * safe to run twice at once: each order moves by a conditional update on its state.
 */
export function createOrderJobs(options: OrderJobsOptions): OrderJobs {
  const { database, orders, credit, reminders, timedNotices, refunds, log } = options;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(pgliteOf(database)), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: options.url, max: 3, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'order jobs: pg-boss error'));

  const cron = `*/${options.intervalMinutes} * * * *`;
  const work = { pollingIntervalSeconds: options.pollingSeconds ?? 10 };
  const queue = { policy: 'stately' as const, retryLimit: 3, retryDelay: 30, expireInSeconds: 600 };

  const runNow = async () => {
    await boss.send(orderQueues.expire, {}, { singletonKey: 'sweep' });
    await boss.send(orderQueues.complete, {}, { singletonKey: 'sweep' });
    if (reminders) await boss.send(orderQueues.remind, {}, { singletonKey: 'sweep' });
    if (credit) await boss.send(orderQueues.statements, {}, { singletonKey: 'sweep' });
    if (timedNotices) await boss.send(orderQueues.notices, {}, { singletonKey: 'sweep' });
    if (refunds) await boss.send(orderQueues.refunds, {}, { singletonKey: 'sweep' });
  };

  return {
    boss,
    runNow,
    async start() {
      await boss.start();
      for (const name of Object.values(orderQueues)) await boss.createQueue(name, queue);
      await boss.schedule(orderQueues.expire, cron, {}, { missed: 'once', tz: CHINA_TIME_ZONE });
      await boss.schedule(orderQueues.complete, cron, {}, { missed: 'once', tz: CHINA_TIME_ZONE });
      await boss.work(orderQueues.expire, work, async () => {
        const n = await orders.expireDue();
        if (n > 0) log.info({ cancelled: n }, 'order jobs: unpaid orders cancelled');
      });
      await boss.work(orderQueues.complete, work, async () => {
        const n = await orders.completeDue();
        if (n > 0) log.info({ completed: n }, 'order jobs: shipped orders completed');
      });
      if (reminders) {
        await boss.schedule(orderQueues.remind, cron, {}, { missed: 'once', tz: CHINA_TIME_ZONE });
        await boss.work(orderQueues.remind, work, async () => {
          const n = await reminders.remindDue();
          if (n > 0) log.info({ reminded: n }, 'order jobs: pay reminders sent');
        });
      }
      if (credit) {
        await boss.schedule(
          orderQueues.statements,
          STATEMENT_CRON,
          {},
          { missed: 'once', tz: CHINA_TIME_ZONE },
        );
        await boss.work(orderQueues.statements, work, async () => {
          const n = await credit.drawDue();
          if (n > 0) log.info({ statements: n }, 'order jobs: credit statements drawn');
        });
      }
      if (timedNotices) {
        await boss.schedule(orderQueues.notices, NOTICES_CRON, {}, { missed: 'once', tz: CHINA_TIME_ZONE });
        await boss.work(orderQueues.notices, work, async () => {
          const n = await timedNotices.sendDue();
          if (n > 0) log.info({ notices: n }, 'order jobs: timed notices written');
        });
      }
      if (refunds) {
        await boss.schedule(orderQueues.refunds, cron, {}, { missed: 'once', tz: CHINA_TIME_ZONE });
        await boss.work(orderQueues.refunds, work, async () => {
          const n = await refunds.retryDue();
          if (n > 0) log.info({ refunded: n }, 'order jobs: refunds confirmed by the gateway');
        });
      }
      await runNow();
    },
    async stop() {
      await boss.stop({ graceful: true, close: true, timeout: 8_000 });
    },
  };
}
