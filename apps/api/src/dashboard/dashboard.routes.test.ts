import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { identityVerifications, users } from '../accounts/accounts.schema.ts';
import { usableCouponCount } from '../coupons/coupon-count.repository.ts';
import { accountOf } from '../credit/credit.repository.ts';
import { pointsBalance } from '../points/points.repository.ts';
import { type DemoHistoryResult, seedDemoMemberHistory } from '../seed/demo-member-history.ts';
import { seedDemoData } from '../seed/seed.ts';

type Dashboard = {
  counts: Record<string, number>;
  latest: {
    number: string;
    state: string;
    payable: string;
    line_count: number;
    first_line: { name: string; sku: string; quantity: number } | null;
  }[];
  credit: { limit: string; available: string; outstanding: string; next_statement_date: string } | null;
  points: number;
  coupons: number;
  verification: { state: number; reason: string; can_submit: boolean };
};

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

describe.each(databaseKinds)('GET /user/dashboard on %s', (kind) => {
  let t: TestApp;
  let demo: DemoHistoryResult;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    demo = await seedDemoMemberHistory(t.app.deps);
  }, 120_000);
  afterAll(() => t.close());

  /** A client logged in as the demo member. */
  async function demoClient() {
    const client = t.newClient();
    client.session = (await t.app.deps.sessions.issue(demo.userId)).token;
    return client;
  }

  it('when a visitor asks, then they are refused like on every member page', async () => {
    expect((await t.newClient().get('/user/dashboard')).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when the demo member asks, then the counts, latest orders, credit, points and verification are theirs', async () => {
    const answer = await (await demoClient()).get<Dashboard>('/user/dashboard');
    expect(answer.code).toBe(Code.OK);
    const dashboard = answer.obj as Dashboard;
    expect(dashboard.counts).toEqual({
      all: 5,
      pending_payment: 1,
      paid: 1,
      shipped: 1,
      completed: 2,
      cancelled: 0,
    });
    // Newest first: the unpaid order was placed last.
    expect(dashboard.latest.map((o) => o.number)).toEqual(demo.orders.map((o) => o.number).reverse());
    expect(dashboard.latest.map((o) => o.state)).toEqual([
      'pending_payment',
      'paid',
      'shipped',
      'completed',
      'completed',
    ]);
    expect(dashboard.latest[0]?.line_count).toBe(2);
    expect(dashboard.latest[0]?.first_line?.name).toBeTruthy();

    const account = await accountOf(t.database.db, demo.userId);
    expect(dashboard.credit).toMatchObject({
      limit: yuan(account!.limitFen),
      outstanding: yuan(account!.outstandingFen),
      available: yuan(account!.limitFen - account!.outstandingFen),
    });
    expect(dashboard.credit?.next_statement_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dashboard.points).toBe(await pointsBalance(t.database.db, demo.userId));
    expect(dashboard.points).toBeGreaterThan(0);
    // The demo coupons seed gives the demo member two usable coupons.
    expect(dashboard.coupons).toBe(await usableCouponCount(t.database.db, demo.userId, new Date()));
    expect(dashboard.coupons).toBe(2);
    // A verified unit, so the demo can show controlled purchases (demo-member.ts).
    expect(dashboard.verification).toEqual({ state: 1, reason: '', can_submit: false });
  });

  it('when a new member asks, then everything is empty and none of the demo member’s numbers show', async () => {
    await t.login();
    const answer = await t.client.get<Dashboard>('/user/dashboard');
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj).toEqual({
      counts: { all: 0, pending_payment: 0, paid: 0, shipped: 0, completed: 0, cancelled: 0 },
      latest: [],
      credit: null,
      points: 0,
      coupons: 0,
      verification: { state: -1, reason: '', can_submit: true },
    });
  });

  it('when a member’s verification was rejected, then the reason comes with it and they may submit again', async () => {
    const user = await t.login();
    await t.database.db.insert(identityVerifications).values({
      userId: user.id,
      kind: 'registration',
      state: 'rejected',
      organisation: '上海有机化学研究所',
      rejectReason: '营业执照照片不清晰',
      reviewedAt: new Date(),
    });
    await t.database.db.update(users).set({ identification: 2 }).where(eq(users.id, user.id));
    const answer = await t.client.get<Dashboard>('/user/dashboard');
    expect((answer.obj as Dashboard).verification).toEqual({
      state: 2,
      reason: '营业执照照片不清晰',
      can_submit: true,
    });
  });

  it.each([
    { what: 'documents are under review', kind: 'organisation', state: 0, can_submit: false },
    { what: 'only the registration info awaits review', kind: 'registration', state: 0, can_submit: true },
    { what: 'they are verified', kind: 'organisation', state: 1, can_submit: false },
  ] as const)('when $what, then the state is $state and can_submit is $can_submit', async (c) => {
    const user = await t.login();
    await t.database.db.insert(identityVerifications).values({
      userId: user.id,
      kind: c.kind,
      state: c.state === 1 ? 'approved' : 'pending',
      organisation: '上海有机化学研究所',
    });
    await t.database.db.update(users).set({ identification: c.state }).where(eq(users.id, user.id));
    const answer = await t.client.get<Dashboard>('/user/dashboard');
    expect((answer.obj as Dashboard).verification).toEqual({
      state: c.state,
      reason: '',
      can_submit: c.can_submit,
    });
  });
});
