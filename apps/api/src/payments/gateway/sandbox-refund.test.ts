import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../platform/db.ts';
import { NO_SUCH_REFUND } from './gateway.ts';
import { generateRsa2Keys } from './rsa2.ts';
import { createSandboxGateway, type SandboxGateway, type SandboxTrade } from './sandbox-gateway.ts';

const keys = generateRsa2Keys();

describe.each(databaseKinds)('refunds at the sandbox gateway on %s', (kind: DatabaseKind) => {
  let database: Database;
  let sandbox: SandboxGateway;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    sandbox = createSandboxGateway(keys, database.db);
  }, 60_000);
  afterAll(() => database.close());

  let count = 0;
  /** A trade the tester paid (or failed) at the cashier, under a new trade number. */
  async function chosen(total: string, outcome: 'pay' | 'fail' = 'pay'): Promise<string> {
    count++;
    const trade: SandboxTrade = {
      out_trade_no: `20261126${String(count).padStart(6, '0')}_dddddddddd`,
      total_amount: total,
      subject: '蓝标实验商城订单',
      return_url: 'http://127.0.0.1/pay',
      notify_url: 'http://127.0.0.1/pay/notify/sandbox',
    };
    await sandbox.decide(trade, outcome);
    return trade.out_trade_no;
  }
  const refundOf = (tradeNo: string, requestNo: string, amount: string) => ({
    tradeNo,
    requestNo,
    amount,
    reason: '退货退款',
  });

  it('when a paid trade is refunded in parts, then refunds stop at the paid total and a number refunds once', async () => {
    const tradeNo = await chosen('100.00');
    expect(await sandbox.refund(refundOf(tradeNo, '1', '40.00'))).toEqual({
      status: 'succeeded',
      amount: '40.00',
    });
    expect(await sandbox.refund(refundOf(tradeNo, '2', '40.00'))).toEqual({
      status: 'succeeded',
      amount: '40.00',
    });
    expect(await sandbox.refund(refundOf(tradeNo, '3', '40.00'))).toEqual({
      status: 'failed',
      reason: '退款金额超限',
    });
    // A retry of a refunded number answers as the first time, even with another amount, and moves nothing.
    expect(await sandbox.refund(refundOf(tradeNo, '2', '20.00'))).toEqual({
      status: 'succeeded',
      amount: '40.00',
    });
    expect(await sandbox.refund(refundOf(tradeNo, '4', '20.00'))).toEqual({
      status: 'succeeded',
      amount: '20.00',
    });
    expect(await sandbox.queryRefund(tradeNo, '1')).toEqual({ status: 'succeeded', amount: '40.00' });
    expect(await sandbox.queryRefund(tradeNo, '3')).toEqual({ status: 'failed', reason: NO_SUCH_REFUND });
    // Refunded in full: the trade is closed, as Alipay closes it.
    expect(await sandbox.queryTrade(tradeNo)).toMatchObject({ status: 'closed', amount: '100.00' });
  });

  it('when the trade is unpaid, unknown, or the amount is not one, then the refund is refused', async () => {
    const unpaid = await chosen('10.00', 'fail');
    expect(await sandbox.refund(refundOf(unpaid, '1', '1.00'))).toEqual({
      status: 'failed',
      reason: '交易状态非法',
    });
    expect(await sandbox.refund(refundOf('20990101000001_eeeeeeeeee', '1', '1.00'))).toEqual({
      status: 'failed',
      reason: '交易不存在',
    });
    expect(await sandbox.queryRefund('20990101000001_eeeeeeeeee', '1')).toEqual({
      status: 'failed',
      reason: '交易不存在',
    });
    const paid = await chosen('10.00');
    for (const amount of ['0.00', '-1.00', '1.001', 'x']) {
      expect(await sandbox.refund(refundOf(paid, '9', amount))).toEqual({
        status: 'failed',
        reason: '退款金额无效',
      });
    }
    // A paid trade stays paid whatever is chosen after.
    await sandbox.decide(
      {
        out_trade_no: paid,
        total_amount: '10.00',
        subject: '',
        return_url: 'http://127.0.0.1/pay',
        notify_url: 'http://127.0.0.1/pay/notify/sandbox',
      },
      'fail',
    );
    expect(await sandbox.queryTrade(paid)).toMatchObject({ status: 'paid', amount: '10.00' });
  });

  it('when the gateway starts again over the same database, then the paid trade is still refundable and a known refund still known', async () => {
    const tradeNo = await chosen('30.00');
    expect((await sandbox.refund(refundOf(tradeNo, '1', '10.00'))).status).toBe('succeeded');
    const paidAs = await sandbox.queryTrade(tradeNo);

    const restarted = createSandboxGateway(keys, database.db);
    expect(await restarted.queryTrade(tradeNo)).toEqual(paidAs);
    expect(paidAs).toMatchObject({ status: 'paid', amount: '30.00' });
    expect(await restarted.queryRefund(tradeNo, '1')).toEqual({ status: 'succeeded', amount: '10.00' });
    expect(await restarted.refund(refundOf(tradeNo, '1', '10.00'))).toEqual({
      status: 'succeeded',
      amount: '10.00',
    });
    expect(await restarted.refund(refundOf(tradeNo, '2', '25.00'))).toEqual({
      status: 'failed',
      reason: '退款金额超限',
    });
    expect(await restarted.refund(refundOf(tradeNo, '2', '20.00'))).toEqual({
      status: 'succeeded',
      amount: '20.00',
    });
  });

  it('when 10 refunds of 40% of one trade arrive at once, then two succeed and never more than was paid', async () => {
    const tradeNo = await chosen('50.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sandbox.refund(refundOf(tradeNo, String(i + 1), '20.00'))),
    );
    expect(answers.filter((a) => a.status === 'succeeded')).toHaveLength(2);
    expect(answers.filter((a) => a.status === 'failed').map((a) => a.reason)).toEqual(
      Array(8).fill('退款金额超限'),
    );
    // The same number 10 times at once: one refund.
    const again = await chosen('50.00');
    const same = await Promise.all(
      Array.from({ length: 10 }, () => sandbox.refund(refundOf(again, '1', '20.00'))),
    );
    expect(same.every((a) => a.status === 'succeeded' && a.amount === '20.00')).toBe(true);
    expect(await sandbox.refund(refundOf(again, '2', '30.00'))).toEqual({
      status: 'succeeded',
      amount: '30.00',
    });
  });
});
