import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { orders } from '../orders/orders.schema.ts';
import { DEMO_LOT, seedDemoLotDocuments } from './demo-lot-documents.ts';
import { seedDemoMemberHistory } from './demo-member-history.ts';
import { seedDemoData } from './seed.ts';

describe('the demo store’s 批次文件', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it('when seeded after the demo history, then a shipped line shows its lot with 下载 COA and its item an SDS; a second run adds nothing', async () => {
    const history = await seedDemoMemberHistory(t.app.deps);
    expect(await seedDemoLotDocuments(t.app.deps)).toBeGreaterThan(0);
    expect(await seedDemoLotDocuments(t.app.deps)).toBe(0);
    const shipped = await t.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.userId, history.userId));
    const details = await Promise.all(
      shipped.map((o) => t.app.deps.orders.memberOrder(history.userId, o.number)),
    );
    const line = details.flatMap((d) => d.lines).find((l) => l.lot === DEMO_LOT);
    expect(line?.coa).toBe(true);
    const item = await t.app.deps.catalogue.detail(line!.product_id!);
    expect(item.skus.find((s) => s.id === line!.sku_id)?.sds?.url).toMatch(/^\/media\/sds\/\d+$/);
  });
});
