import { chinaDate } from '@labmall/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { createOrderJobs } from '../orders/order-jobs.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { creditEntries, creditStatements } from './credit.schema.ts';
import { addDays, latestStatementDay, nextStatementDay } from './statement-dates.ts';
import { orderPayable } from './testing/credit-fixtures.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('statement dates (China time)', () => {
  it('when the statement day is reached or not, then the latest and next statement days are this or the adjacent month', () => {
    // 2026-03-09 23:30 in Shanghai is 15:30 UTC; the 10th has not come yet.
    const before = new Date('2026-03-09T15:30:00Z');
    expect(chinaDate(before)).toBe('2026-03-09');
    expect(latestStatementDay(before, 10)).toBe('2026-02-10');
    expect(nextStatementDay(before, 10)).toBe('2026-03-10');
    // 2026-03-10 00:30 in Shanghai (still the 9th in UTC).
    const on = new Date('2026-03-09T16:30:00Z');
    expect(latestStatementDay(on, 10)).toBe('2026-03-10');
    expect(nextStatementDay(on, 10)).toBe('2026-04-10');
    expect(latestStatementDay(new Date('2026-01-05T04:00:00Z'), 28)).toBe('2025-12-28');
    expect(addDays('2026-02-10', 30)).toBe('2026-03-12');
  });
});

describe.each(databaseKinds)('the statements job on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 20, 1)).map((s) => s.id) as [number];
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function ownUrl() {
    const result = (await db().execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${result.rows[0]!.name}`;
    return url.toString();
  }

  it('when a statement day has passed with undrawn entries, then the job draws one statement and a second run draws none', async () => {
    const member = await t.login();
    await t.app.deps.credit.setTerms(member.id, { limitFen: 1_000_000, statementDay: 1, dueDays: 15 });
    const order = await orderPayable(db(), member.id, skuId, 88_800);
    await t.app.deps.credit.pay(member.id, order.number);
    // The charge was made before last month's statement day.
    await db()
      .update(creditEntries)
      .set({ at: sql`now() - interval '40 days'` })
      .where(eq(creditEntries.userId, member.id));

    const jobs = createOrderJobs({
      database: t.database,
      url: kind === 'postgres' ? await ownUrl() : undefined,
      orders: t.app.deps.orders,
      credit: t.app.deps.credit,
      intervalMinutes: 1,
      log: silent,
      pollingSeconds: 0.5,
    });
    await jobs.start();
    try {
      const end = Date.now() + 30_000;
      while (Date.now() < end) {
        const rows = await db().select().from(creditStatements).where(eq(creditStatements.userId, member.id));
        if (rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await jobs.stop();
    }
    expect(await t.app.deps.credit.drawDue()).toBe(0);
    const statements = await db()
      .select()
      .from(creditStatements)
      .where(eq(creditStatements.userId, member.id));
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    expect(statement!.totalFen).toBe(88_800);
    expect(statement!.dueDate).toBe(addDays(latestStatementDay(new Date(), 1), 15));
    const [entry] = await db().select().from(creditEntries).where(eq(creditEntries.userId, member.id));
    expect(entry!.statementId).toBe(statement!.id);
  });
});
