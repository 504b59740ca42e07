import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { identityVerifications, users } from '../accounts/accounts.schema.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { complianceMessages, LICENCE_LINK, VERIFICATION_LINK } from '../compliance/compliance.service.ts';
import { addLicence, setVerification } from '../compliance/testing/compliance-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

interface Missing {
  code: string;
  message: string;
  link: string;
}
interface CartLine {
  sku_id: number;
  selected: boolean;
  orderable: boolean;
  missing: Missing[];
}
interface QuickLine {
  kind: string;
  message: string;
  missing: Missing[];
}

/**
 * Issue 32, item 7: the 采购单 and quick order say what stands between a member and a controlled
 * product (the same list as the item page), and a line the member cannot buy yet goes in unticked.
 */
describe.each(databaseKinds)('controlled lines in the 采购单 and quick order on %s', (kind) => {
  let t: TestApp;
  /** 丙酮-like: 危险化学品 and 易制毒第三类; 乙腈-like: 危险化学品 only; and a plain SKU. */
  let precursor: { id: number; sku: string };
  let hazardous: { id: number; sku: string };
  let plain: { id: number; sku: string };

  const skuWhere = async (where: ReturnType<typeof sql>) => {
    const [row] = await t.database.db
      .select({ id: skus.id, sku: skus.sku })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.onSale, true), eq(skus.minQty, 1), eq(skus.step, 1), gte(skus.stock, 10), where))
      .orderBy(asc(skus.id))
      .limit(1);
    return row!;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    precursor = await skuWhere(sql`${products.controlled} = array['hazardous','precursor-3']::text[]`);
    hazardous = await skuWhere(sql`${products.controlled} = array['hazardous']::text[]`);
    plain = await skuWhere(sql`cardinality(${products.controlled}) = 0`);
  });
  afterAll(() => t.close());

  /** A member as registration step 2 leaves them: the unit's details under review, no documents. */
  const registeredMember = async () => {
    const user = await t.login();
    await t.database.db.insert(identityVerifications).values({
      userId: user.id,
      kind: 'registration',
      organisation: '上海某某化学研究所',
      contactName: '李四',
    });
    await t.database.db.update(users).set({ identification: 0 }).where(eq(users.id, user.id));
    return user.id;
  };

  const cart = async () =>
    (await t.client.get<{ list: CartLine[]; summary: { blocked_count: number } }>('/user/cart/list')).obj!;

  it('when a member with only their unit’s details adds a controlled product, then the line goes in unticked, not orderable, saying the verification step and the missing licence with their links', async () => {
    await registeredMember();
    const added = await t.client.post('/user/cart/add', {
      items: [
        { sku_id: precursor.id, quantity: 1 },
        { sku_id: plain.id, quantity: 1 },
      ],
    });
    expect(added.code).toBe(200);
    const { list, summary } = await cart();
    const controlled = list.find((l) => l.sku_id === precursor.id)!;
    expect(controlled.selected).toBe(false);
    expect(controlled.orderable).toBe(false);
    expect(controlled.missing.map((m) => [m.code, m.link])).toEqual([
      ['verification', VERIFICATION_LINK],
      ['precursor-3', LICENCE_LINK],
    ]);
    expect(controlled.missing[0]!.message).toBe(complianceMessages.verificationUndocumented);
    expect(controlled.missing[1]!.message).toContain('易制毒化学品购买备案证明（第三类）');
    const other = list.find((l) => l.sku_id === plain.id)!;
    expect([other.selected, other.orderable, other.missing]).toEqual([true, true, []]);
    expect(summary.blocked_count).toBe(0);
  });

  it('when a member whose documents are under review ticks such a line, then it counts as blocked', async () => {
    const userId = (await t.login()).id;
    await setVerification(t, userId, 'pending', 'organisation');
    await t.client.post('/user/cart/add', { items: [{ sku_id: hazardous.id, quantity: 1 }] });
    expect((await cart()).list[0]!.missing.map((m) => m.message)).toEqual([
      complianceMessages.verificationPending,
    ]);
    await t.client.post('/user/cart/select', { sku_ids: [hazardous.id], selected: true });
    expect((await cart()).summary.blocked_count).toBe(1);
  });

  it('when a verified member with the licence adds the same product, then it goes in ticked and orderable', async () => {
    const userId = (await t.login()).id;
    await setVerification(t, userId, 'approved', 'organisation');
    await addLicence(t, userId, { kind: 'precursor-3' });
    await t.client.post('/user/cart/add', { items: [{ sku_id: precursor.id, quantity: 1 }] });
    const [line] = (await cart()).list;
    expect([line!.selected, line!.orderable, line!.missing]).toEqual([true, true, []]);
  });

  it('when a member with only their unit’s details checks controlled 货号 in quick order, then no such line says 可以购买 or counts as valid', async () => {
    await registeredMember();
    const answer = await t.client.post<{ lines: QuickLine[]; valid: number }>('/quick/resolve', {
      lines: [
        { code: hazardous.sku, quantity: '1' },
        { code: precursor.sku, quantity: '1' },
        { code: plain.sku, quantity: '1' },
      ],
    });
    const [first, second, third] = answer.obj!.lines;
    expect(first!.kind).toBe('qualification');
    expect(first!.message).not.toContain('可以购买');
    expect(first!.missing.map((m) => m.code)).toEqual(['verification']);
    expect(second!.kind).toBe('qualification');
    expect(second!.missing.map((m) => m.code)).toEqual(['verification', 'precursor-3']);
    expect(second!.message).toContain(complianceMessages.verificationUndocumented);
    expect([third!.kind, third!.missing]).toEqual(['found', []]);
    expect(answer.obj!.valid).toBe(1);
  });

  it('when a verified member checks a 危险化学品 货号, then it is 可以购买', async () => {
    const userId = (await t.login()).id;
    await setVerification(t, userId, 'approved');
    const answer = await t.client.post<{ lines: QuickLine[]; valid: number }>('/quick/resolve', {
      lines: [{ code: hazardous.sku, quantity: '1' }],
    });
    expect(answer.obj!.lines[0]!.kind).toBe('found');
    expect(answer.obj!.valid).toBe(1);
  });
});
