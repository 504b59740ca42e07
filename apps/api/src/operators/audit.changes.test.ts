import { Code } from '@labmall/protocol';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, uniquePhone } from '../../test/helper.ts';
import { identityVerifications } from '../accounts/accounts.schema.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { addLicence, setVerification } from '../compliance/testing/compliance-fixtures.ts';
import { orderPayable } from '../credit/testing/credit-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { operatorAudit } from './audit.schema.ts';
import { loginStaff } from './testing/staff-fixtures.ts';

/** What services state they changed (recordChange) reaches the audit row, before → after. */
describe.each(databaseKinds)('what the audit row says changed, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 100, 1)).map((s) => s.id) as [number];
    admin = (await loginStaff(t, ['管理员'], { name: '财务' })).session;
  }, 60_000);
  afterAll(() => t.close());

  const post = (path: string, payload: Record<string, unknown>) =>
    t.client.post(path, payload, { session: admin });
  const lastRow = async (route: string) =>
    (
      await t.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.route, route), eq(operatorAudit.code, Code.OK)))
        .orderBy(desc(operatorAudit.id))
        .limit(1)
    )[0]!;
  const member = () => insertUser(t.database.db, { phone: uniquePhone() } as never);

  it('when credit terms are set and then changed, then the row holds the old and new terms, only what changed', async () => {
    const user = await member();
    const first = { user_id: user.id, limit: '100.00', statement_day: 5, due_days: 30 };
    expect((await post('/admin/credit/set', first)).code).toBe(Code.OK);
    expect(await lastRow('/admin/credit/set')).toMatchObject({
      target: { user_id: user.id, user: user.id },
      changes: { limitFen: [null, 10_000], statementDay: [null, 5], dueDays: [null, 30] },
    });
    expect((await post('/admin/credit/set', { ...first, limit: '200.00' })).code).toBe(Code.OK);
    expect((await lastRow('/admin/credit/set')).changes).toEqual({ limitFen: [10_000, 20_000] });

    expect(
      (await post('/admin/credit/adjust', { user_id: user.id, amount: '50.00', reason: '对账' })).code,
    ).toBe(Code.OK);
    expect((await lastRow('/admin/credit/adjust')).changes).toEqual({
      outstandingFen: [0, 5_000],
      reason: [null, '对账'],
    });
  });

  it('when points are adjusted, then the row holds the balance before and after', async () => {
    const user = await member();
    expect((await post('/admin/points/adjust', { user_id: user.id, delta: 120, reason: '补偿' })).code).toBe(
      Code.OK,
    );
    expect(await lastRow('/admin/points/adjust')).toMatchObject({
      target: { user_id: user.id, user: user.id },
      changes: { balance: [0, 120], reason: [null, '补偿'] },
    });
  });

  it('when an order is shipped or cancelled, then the row holds its state before and after, with the details', async () => {
    const user = await member();
    const paid = await orderPayable(t.database.db, user.id, skuId, 10_000);
    await t.database.db.update(orders).set({ state: 'paid' }).where(eq(orders.id, paid.id));
    const shipped = await post('/admin/orders/ship', {
      number: paid.number,
      carrier: '顺丰速运',
      tracking_no: 'SF100',
    });
    expect(shipped.code).toBe(Code.OK);
    expect(await lastRow('/admin/orders/ship')).toMatchObject({
      target: { number: paid.number, order: paid.number },
      changes: { state: ['paid', 'shipped'], carrier: [null, '顺丰速运'], trackingNo: [null, 'SF100'] },
    });

    const unpaid = await orderPayable(t.database.db, user.id, skuId, 10_000);
    expect((await post('/admin/orders/cancel', { number: unpaid.number, reason: '缺货' })).code).toBe(
      Code.OK,
    );
    expect((await lastRow('/admin/orders/cancel')).changes).toEqual({
      state: ['pending_payment', 'cancelled'],
      cancelReason: [null, '缺货'],
    });
  });

  it('when real-name material and a licence are approved or rejected, then the row holds the state before and after', async () => {
    const user = await member();
    await setVerification(t, user.id, 'pending');
    const [submission] = await t.database.db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, user.id));
    expect(
      (await post('/admin/verifications/reject', { id: submission!.id, reason: '照片不清晰' })).code,
    ).toBe(Code.OK);
    expect(await lastRow('/admin/verifications/reject')).toMatchObject({
      target: { id: submission!.id, verification: submission!.id, user: user.id },
      changes: { state: ['pending', 'rejected'], reason: [null, '照片不清晰'] },
    });

    const licence = await addLicence(t, user.id, { kind: 'precursor-2', state: 'pending' });
    expect((await post('/admin/licences/approve', { id: licence.id })).code).toBe(Code.OK);
    expect(await lastRow('/admin/licences/approve')).toMatchObject({
      target: { id: licence.id, licence: licence.id, user: user.id },
      changes: { state: ['pending', 'approved'] },
    });
  });

  it('when a member is disabled and enabled, then each row holds their login state before and after', async () => {
    const user = await member();
    expect((await post('/admin/members/disable', { id: user.id, reason: '冒用单位名义' })).code).toBe(
      Code.OK,
    );
    expect(await lastRow('/admin/members/disable')).toMatchObject({
      target: { id: user.id, user: user.id },
      changes: { disabled: [false, true], disabled_reason: ['', '冒用单位名义'] },
    });
    expect((await post('/admin/members/enable', { id: user.id })).code).toBe(Code.OK);
    expect((await lastRow('/admin/members/enable')).changes).toEqual({
      disabled: [true, false],
      disabled_reason: ['冒用单位名义', ''],
    });
  });

  it('when an inquiry is answered, then the row holds the answer; a second answer leaves a refused row and no change', async () => {
    const asked = await t.client.post<{ id: number }>(
      '/inquiry/create',
      { name: '氘代氯仿', quantity: '1 瓶', contact: '010-62345678' },
      { session: null, ip: '198.51.100.201' },
    );
    const id = asked.obj.id;
    expect((await post('/admin/inquiries/answer', { id, answer: '有货' })).code).toBe(Code.OK);
    expect((await lastRow('/admin/inquiries/answer')).changes).toEqual({
      state: ['open', 'answered'],
      answer: ['', '有货'],
    });
    expect((await post('/admin/inquiries/answer', { id, answer: '改价' })).code).toBe(Code.CONFLICT);
    const [refused] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.route, '/admin/inquiries/answer'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(refused).toMatchObject({ code: Code.CONFLICT, changes: {} });
  });
});
