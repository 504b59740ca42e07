import { and, eq, inArray } from 'drizzle-orm';
import { brands, productTypes } from '../catalogue/catalogue.schema.ts';
import { validityAtClaim } from '../coupons/coupon-rules.ts';
import { couponTemplates, memberCoupons } from '../coupons/coupons.schema.ts';
import { insertMemberCoupon, takeOneFromTemplate } from '../coupons/coupons.service.ts';
import type { Db } from '../platform/db.ts';
import { ensureDemoMember } from './demo-member.ts';

const DAY = 86_400_000;

/**
 * Demo coupons (issue 22): five templates for the coupon centre — 全场满减, a brand's, a category's 折扣
 * with a cap, a 新人券 valid 30 days after claiming, and one already 抢光 — and two of them held by the
 * demo member. Templates are found by name: a re-run adds none twice and never touches one a merchant
 * has edited; a claim is made only while the demo member holds none of that template.
 */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const now = new Date();
  const from = new Date(now.getTime() - DAY);
  const until = new Date(now.getTime() + 180 * DAY);
  await db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.name, '蓝标'));
    const [category] = await tx
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.name, '有机试剂'));
    const templates: (typeof couponTemplates.$inferInsert)[] = [
      {
        name: '全场满500减50',
        description: '全场商品通用，每单限用一张。',
        kind: 'amount',
        thresholdFen: 50_000,
        amountFen: 5_000,
        validFrom: from,
        validUntil: until,
        total: 1_000,
        perMember: 2,
        sort: 1,
      },
      ...(brand
        ? [
            {
              name: '蓝标品牌满2000减200',
              description: '仅限蓝标品牌商品，满¥2000可用。',
              kind: 'amount' as const,
              thresholdFen: 200_000,
              amountFen: 20_000,
              brandIds: [brand.id],
              validFrom: from,
              validUntil: until,
              total: 300,
              sort: 2,
            },
          ]
        : []),
      ...(category
        ? [
            {
              name: '有机试剂九折券',
              description: '有机试剂（含醇类、酮类等下级分类）九折，最高减¥100。',
              kind: 'percent' as const,
              percentOff: 10,
              capFen: 10_000,
              categoryIds: [category.id],
              validFrom: from,
              validUntil: until,
              total: 500,
              sort: 3,
            },
          ]
        : []),
      {
        name: '新人专享满100减20',
        description: '领取后 30 天内有效。',
        kind: 'amount',
        thresholdFen: 10_000,
        amountFen: 2_000,
        validDays: 30,
        total: 10_000,
        sort: 0,
      },
      {
        name: '限量秒杀满1000减150',
        description: '限量 1 张，先到先得。',
        kind: 'amount',
        thresholdFen: 100_000,
        amountFen: 15_000,
        validFrom: from,
        validUntil: until,
        total: 1,
        perMember: 2,
        sort: 4,
      },
    ];
    const names = templates.map((t) => t.name);
    const existing = await tx
      .select({ name: couponTemplates.name })
      .from(couponTemplates)
      .where(inArray(couponTemplates.name, names));
    const missing = templates.filter((t) => !existing.some((e) => e.name === t.name));
    if (missing.length > 0) await tx.insert(couponTemplates).values(missing);

    // The demo member holds the 满500减50 and the only 秒杀 coupon (so the centre shows it 已抢光).
    const memberId = await ensureDemoMember(tx);
    for (const name of ['全场满500减50', '限量秒杀满1000减150']) {
      const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.name, name));
      if (!template) continue;
      const [held] = await tx
        .select({ id: memberCoupons.id })
        .from(memberCoupons)
        .where(and(eq(memberCoupons.templateId, template.id), eq(memberCoupons.userId, memberId)));
      if (held || !(await takeOneFromTemplate(tx, template.id))) continue;
      await insertMemberCoupon(tx, {
        templateId: template.id,
        userId: memberId,
        ...validityAtClaim(template, now),
        claimedAt: now,
      });
    }
  });
}
