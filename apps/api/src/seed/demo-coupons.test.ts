import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { couponTemplates, memberCoupons } from '../coupons/coupons.schema.ts';
import { DEMO_MEMBER_PHONE, ensureDemoMember } from './demo-member.ts';
import { seedDemoData } from './seed.ts';

describe('demo coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('when demo data is seeded twice, then five templates, two held by the demo member, claimed = held', async () => {
    await seedDemoData(t.database.db);
    await seedDemoData(t.database.db);
    const templates = await t.database.db.select().from(couponTemplates);
    expect(templates).toHaveLength(5);
    const memberId = await ensureDemoMember(t.database.db);
    const held = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.userId, memberId));
    expect(held).toHaveLength(2);
    const [counts] = await t.database.db
      .select({
        claimed: sql<number>`(select sum(claimed) from coupon_templates)::int`,
        held: sql<number>`(select count(*) from member_coupons)::int`,
      })
      .from(sql`(select 1) as one`);
    expect(counts!.claimed).toBe(counts!.held);
    const exhausted = templates.find((x) => x.name === '限量秒杀满1000减150');
    expect(exhausted).toMatchObject({ total: 1, claimed: 1 });
    expect(DEMO_MEMBER_PHONE).toBe('19900000000');
  });
});
