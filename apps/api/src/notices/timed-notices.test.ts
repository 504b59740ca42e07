import { chinaDate } from '@labmall/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { addLicence } from '../compliance/testing/compliance-fixtures.ts';
import { addTemplate, giveCoupon } from '../coupons/testing/coupon-fixtures.ts';
import { creditStatements } from '../credit/credit.schema.ts';

type Messages = { total: number; list: { kind: string; title: string; body: string; link: string }[] };

const DAY = 86_400_000;
const dateIn = (days: number) => chinaDate(Date.now() + days * DAY);

/**
 * 消息中心's timed notices (issue 36 item 4): what is about to lapse is told once to its holder,
 * however often the daily job runs, and nothing else is.
 */
describe.each(databaseKinds)('the timed notices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** A statement of the period ending `ended` days ago (one per period and member). */
  const statement = async (
    userId: number,
    ended: number,
    dueDate: string,
    totalFen: number,
    repaidFen: number,
  ) => {
    await db()
      .insert(creditStatements)
      .values({
        userId,
        periodStart: dateIn(-ended - 30),
        periodEnd: dateIn(-ended),
        dueDate,
        totalFen,
        repaidFen,
      });
  };

  it('when a licence, a statement and a coupon are about to lapse, then each holder is told once, and not of what is safe', async () => {
    const holder = await t.login();
    const session = t.client.session!;
    await addLicence(t, holder.id, { kind: 'precursor_2', validUntil: dateIn(20), number: 'EXP-20' });
    await addLicence(t, holder.id, { kind: 'explosive', validUntil: dateIn(45), number: 'EXP-45' });
    await addLicence(t, holder.id, { kind: 'precursor_3', validUntil: dateIn(10), state: 'pending' });
    await statement(holder.id, 10, dateIn(2), 150_000, 50_000);
    await statement(holder.id, 40, dateIn(1), 80_000, 80_000);
    const template = await addTemplate(db(), { name: '满500减50' });
    await giveCoupon(db(), template.id, holder.id, { validUntil: new Date(Date.now() + 2 * DAY) });
    await giveCoupon(db(), template.id, holder.id, { validUntil: new Date(Date.now() + 10 * DAY) });

    // A licence replaced by a longer one of its kind is not recalled.
    const renewed = await t.login();
    await addLicence(t, renewed.id, { kind: 'precursor_2', validUntil: dateIn(5), number: 'OLD' });
    await addLicence(t, renewed.id, { kind: 'precursor_2', validUntil: dateIn(400), number: 'NEW' });

    await t.app.deps.timedNotices.sendDue();
    await t.app.deps.timedNotices.sendDue();

    const mine = await t.client.get<Messages>('/user/messages', { pageSize: 50 }, { session });
    const byKind = (k: string) => mine.obj.list.filter((m) => m.kind === k);
    expect(byKind('licence_expiring')).toEqual([
      expect.objectContaining({
        title: '资质证照即将到期',
        body: expect.stringContaining(`将于 ${dateIn(20)} 到期`),
        link: '/user/datum#licences',
      }),
    ]);
    expect(byKind('statement_due')).toEqual([
      expect.objectContaining({ body: expect.stringContaining(`尚有 ¥1000.00 未还，还款日为 ${dateIn(2)}`) }),
    ]);
    expect(byKind('coupon_expiring')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('“满500减50”'), link: '/user/coupon' }),
    ]);
    expect(mine.obj.total).toBe(3);
    // By default only 付款与账期 of the three groups is texted, and once however often the job runs.
    expect(t.smsTexts(holder.phone).map((m) => [m.template, m.params])).toEqual([
      ['statement_due', { amount: '1000.00', due: dateIn(2) }],
    ]);

    const theirs = await t.client.get<Messages>('/user/messages', {}, { session: t.client.session! });
    expect(theirs.obj.total).toBe(0);
  });
});
