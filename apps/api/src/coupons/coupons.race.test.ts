import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { orders } from '../orders/orders.schema.ts';
import { addAddress, plainSkus, setSku } from '../orders/testing/placement-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { couponEvents, couponTemplates, memberCoupons } from './coupons.schema.ts';
import { addTemplate, giveCoupon } from './testing/coupon-fixtures.ts';

/** Races need real connections: PGlite serialises every query on one (STACK.md pitfall 8). */
describe.runIf(testDatabaseUrl)('coupon races on postgres', () => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    const [first] = await plainSkus(t.database.db, 1);
    skuId = first!.id;
    await setSku(t.database.db, skuId, { stock: 10_000, priceFen: 10_000, minQty: 1, step: 1, onSale: true });
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function members(n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const user = await insertUser(db(), { phone: uniquePhone() } as never);
        const client = t.newClient();
        client.session = (await t.app.deps.sessions.issue(user.id)).token;
        return { user, client };
      }),
    );
  }

  const claimedOf = async (templateId: number) => {
    const [row] = await db().select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
    const [held] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCoupons)
      .where(eq(memberCoupons.templateId, templateId));
    const [claims] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(couponEvents)
      .innerJoin(memberCoupons, eq(memberCoupons.id, couponEvents.memberCouponId))
      .where(sql`${memberCoupons.templateId} = ${templateId} and ${couponEvents.kind} = 'claim'`);
    return { claimed: row!.claimed, held: held!.n, claimEvents: claims!.n };
  };

  it('when 100 members race for the last 5 coupons, then exactly 5 claims and claimed = the coupons held', async () => {
    const template = await addTemplate(db(), { total: 5 });
    const everyone = await members(100);
    const answers = await Promise.all(
      everyone.map(({ client }) => client.post('/coupon/claim', { id: template.id })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(5);
    expect(codes.filter((c) => c === Code.CONFLICT)).toHaveLength(95);
    expect(answers.filter((a) => a.code === Code.CONFLICT).every((a) => a.message === '优惠券已抢光')).toBe(
      true,
    );
    expect(await claimedOf(template.id)).toEqual({ claimed: 5, held: 5, claimEvents: 5 });
  });

  it('when one member claims 30 times at once with a limit of 3, then exactly 3 coupons', async () => {
    const template = await addTemplate(db(), { total: 1000, perMember: 3 });
    const [me] = await members(1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => me!.client.post('/coupon/claim', { id: template.id })),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(3);
    expect(answers.filter((a) => a.code === Code.CONFLICT)).toHaveLength(27);
    expect(await claimedOf(template.id)).toEqual({ claimed: 3, held: 3, claimEvents: 3 });
  });

  it('when one coupon is named by 50 orders at once, then exactly one order uses it and the other 49 are refused', async () => {
    const template = await addTemplate(db(), { thresholdFen: 0, amountFen: 1_000 });
    const [me] = await members(1);
    const addressId = await addAddress(db(), me!.user.id);
    const coupon = await giveCoupon(db(), template.id, me!.user.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        me!.client.post('/order/submit', {
          idempotency_key: randomUUID(),
          source: 1,
          items: [{ sku_id: skuId, quantity: 1 }],
          address_id: addressId,
          coupon_id: coupon,
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.CONFLICT)).toHaveLength(49);
    expect(codes.some((c) => c >= 500)).toBe(false);
    const placed = await db().select().from(orders).where(eq(orders.userId, me!.user.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.discountFen).toBe(1_000);
    const [held] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon));
    expect(held!.orderId).toBe(placed[0]!.id);
    const uses = await db()
      .select()
      .from(couponEvents)
      .where(sql`${couponEvents.memberCouponId} = ${coupon} and ${couponEvents.kind} = 'use'`);
    expect(uses).toHaveLength(1);
  });
});
