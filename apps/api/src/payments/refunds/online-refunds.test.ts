import { randomUUID } from 'node:crypto';
import { formatYuan } from '@labmall/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { orderPayable } from '../../credit/testing/credit-fixtures.ts';
import { memberNotices } from '../../notices/notices.schema.ts';
import { loginStaff } from '../../operators/testing/staff-fixtures.ts';
import { lockOrder } from '../../orders/order-machine.service.ts';
import { stockedSkus } from '../../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { payments, refunds } from '../payments.schema.ts';
import { fakeRefundGateway, refundServiceWith } from '../testing/refund-fixtures.ts';
import type { RefundService } from './refunds.service.ts';

const MINUTE = 60_000;

/**
 * Online refunds through the gateway port (issue 35 item 3), against a fake gateway that keeps refunds
 * per request number the way Alipay does and counts its calls.
 */
describe.each(databaseKinds)('online refunds through the gateway port on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let service: RefundService;
  let staffId: number;
  const trades = new Map<string, string>();
  const fake = fakeRefundGateway((tradeNo) => trades.get(tradeNo));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    staffId = (await loginStaff(t)).id;
    service = refundServiceWith(t, fake.gateway);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** An order of `fen` paid online through the (fake) sandbox gateway, in `state`. */
  async function paidOnline(fen: number, state: 'paid' | 'refund_due' = 'paid') {
    const user = await t.login();
    const order = await orderPayable(db(), user.id, skuId, fen);
    const tradeNo = `${order.number}_${randomUUID().slice(0, 5)}`;
    trades.set(tradeNo, formatYuan(fen));
    if (state === 'paid') {
      await db().transaction(async (tx) => {
        const locked = await lockOrder(tx, { id: order.id });
        await t.app.deps.payments.settle(tx, {
          order: locked!,
          orderId: order.id,
          userId: user.id,
          method: 'online',
          amountFen: fen,
          gateway: 'sandbox',
          tradeNo,
        });
      });
    } else {
      await db().insert(payments).values({
        orderId: order.id,
        userId: user.id,
        method: 'online',
        state,
        amountFen: fen,
        gateway: 'sandbox',
        tradeNo,
      });
    }
    return { user, order, tradeNo };
  }

  const refundRows = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
  const refundedFen = async (orderId: number) =>
    (await db().select().from(payments).where(eq(payments.orderId, orderId))).reduce(
      (s, p) => s + p.refundedFen,
      0,
    );

  it('when staff refund 40 % twice and then ask for more, then the gateway moves two partial refunds, each under its own request number, and the third is refused', async () => {
    fake.setMode('succeed');
    const { order, tradeNo, user } = await paidOnline(10_000);
    const first = await service.grant(staffId, order.number, 4_000, '少发');
    const second = await service.grant(staffId, order.number, 4_000, '破损');
    expect([...first.list, ...second.list].map((r) => [r.state, r.amount])).toEqual([
      ['succeeded', '40.00'],
      ['succeeded', '40.00'],
    ]);
    await expect(service.grant(staffId, order.number, 4_000, '再退')).rejects.toThrow('可退 ¥20.00');
    expect(fake.refunded(tradeNo)).toBe(8_000);
    expect(await refundedFen(order.id)).toBe(8_000);
    const notices = await db().select().from(memberNotices).where(eq(memberNotices.userId, user.id));
    expect(notices.filter((n) => n.kind === 'refund_succeeded')).toHaveLength(2);
    const texts = t.smsTexts(user.phone).filter((m) => m.text.includes(order.number));
    expect(texts.map((m) => m.text)).toEqual([
      expect.stringContaining('退款 ¥40.00 已原路退回您的支付账户'),
      expect.stringContaining('退款 ¥40.00 已原路退回您的支付账户'),
    ]);
  });

  it('when the gateway’s answer is lost (a timeout), then the refund stays processing, and the job queries before asking again: refunded once', async () => {
    fake.setMode('timeout');
    const { order, tradeNo } = await paidOnline(5_000);
    const calls = { ...fake.calls };
    const granted = await service.grant(staffId, order.number, 5_000, '取消');
    expect(granted.list[0]?.state).toBe('processing');
    fake.setMode('succeed');
    // Not yet due: nothing is asked.
    expect(await service.retryDue(new Date())).toBe(0);
    expect(await service.retryDue(new Date(Date.now() + 2 * MINUTE))).toBe(1);
    expect(fake.calls.refund - calls.refund).toBe(1);
    expect(fake.calls.query - calls.query).toBe(1);
    expect(fake.refunded(tradeNo)).toBe(5_000);
    expect((await refundRows(order.id)).map((r) => [r.state, r.attempts])).toEqual([['succeeded', 2]]);
    // A later run finds nothing to do.
    expect(await service.retryDue(new Date(Date.now() + 60 * MINUTE))).toBe(0);
  });

  it('when the gateway refuses a refund, then it is failed with the gateway’s words and its amount can be refunded again; a retry asks anew', async () => {
    fake.setMode('fail');
    const { order, tradeNo } = await paidOnline(3_000);
    const granted = await service.grant(staffId, order.number, 3_000, '退货');
    expect(granted.list[0]?.state).toBe('failed');
    const [failed] = await refundRows(order.id);
    expect(failed).toMatchObject({ state: 'failed', failure: '交易不存在' });
    expect(await refundedFen(order.id)).toBe(0);
    fake.setMode('succeed');
    expect(await service.retry(failed!.id)).toEqual({ state: 'succeeded' });
    expect(fake.refunded(tradeNo)).toBe(3_000);
    expect(await refundedFen(order.id)).toBe(3_000);
    await expect(service.retry(failed!.id)).rejects.toThrow('只有失败的在线退款可以重试');
  });

  it('when money arrived for an order no longer payable (refund_due), then the job refunds it in full, once', async () => {
    fake.setMode('succeed');
    const { order, tradeNo } = await paidOnline(7_700, 'refund_due');
    await service.retryDue();
    await service.retryDue();
    expect(fake.refunded(tradeNo)).toBe(7_700);
    expect((await refundRows(order.id)).map((r) => [r.cause, r.state, r.amountFen])).toEqual([
      ['late_payment', 'succeeded', 7_700],
    ]);
  });

  it('when the payment came through another gateway than the configured one, then the refund fails for staff to handle, and nothing is asked', async () => {
    fake.setMode('succeed');
    const { order } = await paidOnline(1_000);
    await db().update(payments).set({ gateway: 'alipay' }).where(eq(payments.orderId, order.id));
    const before = fake.calls.refund;
    const granted = await service.grant(staffId, order.number, 1_000, '退');
    expect(granted.list[0]?.state).toBe('failed');
    expect(fake.calls.refund).toBe(before);
    expect((await refundRows(order.id))[0]?.failure).toContain('请人工退款');
  });
});
