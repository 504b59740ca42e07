import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlipayGateway } from './alipay-gateway.ts';
import { NO_SUCH_REFUND, type PaymentGateway } from './gateway.ts';
import { generateRsa2Keys, signFields } from './rsa2.ts';
import { type FakeAlipay, signedBy, startFakeAlipay } from './testing/fake-alipay.ts';

const APP_ID = '2021000000000042';
const app = generateRsa2Keys();
/** The fake gateway's own key pair: it signs notifies and answers, the store verifies with its public half. */
const fake = generateRsa2Keys();
const verifiedByApp = (params: Record<string, string>) => signedBy(app.publicKey, params);

const PAID = '20261125000001_aaaaaaaaaa';

describe('the Alipay adapter (alipay-sdk) against a local fake gateway', () => {
  let server: FakeAlipay;
  let impostor: FakeAlipay;
  let gateway: PaymentGateway;
  let fooled: PaymentGateway;
  beforeAll(async () => {
    const fakeOptions = { appId: APP_ID, appPublicKey: app.publicKey, slowMs: 1500 };
    server = await startFakeAlipay({ ...fakeOptions, answerKey: fake.privateKey });
    impostor = await startFakeAlipay({ ...fakeOptions, answerKey: generateRsa2Keys().privateKey });
    const paid = {
      total_amount: '123.40',
      trade_no: '2026112522001400001234567890',
      trade_status: 'TRADE_SUCCESS',
    };
    server.trades.set(PAID, paid);
    impostor.trades.set(PAID, paid);
    // A short timeout so a slow answer is given up on (the fake's slow answers take 1.5 s).
    const options = { appId: APP_ID, privateKey: app.privateKey, publicKey: fake.publicKey, timeoutMs: 500 };
    gateway = createAlipayGateway({ ...options, gatewayUrl: server.url });
    fooled = createAlipayGateway({ ...options, gatewayUrl: impostor.url });
  });
  afterAll(async () => {
    await server.close();
    await impostor.close();
  });

  it('when a trade is created, then the link is alipay.trade.page.pay signed with the app key', () => {
    const link = new URL(
      gateway.createTrade({
        tradeNo: '20261125000001_aaaaaaaaaa',
        amount: '123.40',
        subject: '蓝标实验商城订单 20261125000001',
        returnUrl: 'https://shop.example/pay?number=20261125000001',
        notifyUrl: 'https://shop.example/pay/notify/alipay',
      }),
    );
    const params = Object.fromEntries(link.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: APP_ID,
      sign_type: 'RSA2',
      notify_url: 'https://shop.example/pay/notify/alipay',
      return_url: 'https://shop.example/pay?number=20261125000001',
    });
    expect(JSON.parse(params.biz_content ?? '{}')).toEqual({
      out_trade_no: '20261125000001_aaaaaaaaaa',
      total_amount: '123.40',
      subject: '蓝标实验商城订单 20261125000001',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(verifiedByApp(params)).toBe(true);
  });

  it("when a notify is signed with the gateway's key, then it verifies; altered or signed by another key, it does not", async () => {
    const notify = signFields(
      {
        notify_time: '2026-11-25 17:00:00',
        notify_type: 'trade_status_sync',
        notify_id: 'ac05099524730693a8b330c5ecf72da9786',
        app_id: APP_ID,
        charset: 'utf-8',
        version: '1.0',
        trade_no: '2026112522001400001234567890',
        out_trade_no: '20261125000001_aaaaaaaaaa',
        total_amount: '123.40',
        trade_status: 'TRADE_SUCCESS',
        gmt_payment: '2026-11-25 17:00:00',
        subject: '蓝标实验商城订单 20261125000001',
      },
      fake.privateKey,
    );
    expect(await gateway.verifyNotify(notify)).toBe(true);
    expect(await gateway.verifyNotify({ ...notify, total_amount: '0.01' })).toBe(false);
    const { sign: _s, sign_type: _t, ...unsigned } = notify;
    expect(await gateway.verifyNotify(signFields(unsigned, generateRsa2Keys().privateKey))).toBe(false);
    expect(await gateway.verifyNotify(unsigned)).toBe(false);
  });

  it('when a trade is queried, then the signed answer of the gateway gives its state', async () => {
    expect(await gateway.queryTrade('20261125000001_aaaaaaaaaa')).toEqual({
      status: 'paid',
      amount: '123.40',
      gatewayTradeNo: '2026112522001400001234567890',
    });
    expect(await gateway.queryTrade('20261125000002_bbbbbbbbbb')).toEqual({ status: 'unknown' });
  });

  it('when the answer is not signed by the gateway, then the query fails', async () => {
    await expect(fooled.queryTrade('20261125000001_aaaaaaaaaa')).rejects.toThrow();
  });

  let trades = 0;
  /** A paid trade of `total` yuan at the fake gateway (and the impostor), under a new trade number. */
  function paidTrade(total: string): string {
    trades++;
    const tradeNo = `20261126${String(trades).padStart(6, '0')}_bbbbbbbbbb`;
    const trade = { total_amount: total, trade_no: `2026112622${trades}`, trade_status: 'TRADE_SUCCESS' };
    server.trades.set(tradeNo, trade);
    impostor.trades.set(tradeNo, trade);
    return tradeNo;
  }
  const refundOf = (tradeNo: string, requestNo: string, amount: string) => ({
    tradeNo,
    requestNo,
    amount,
    reason: '退货退款',
  });

  it('when a trade is refunded in parts, then each part moves money until the paid total, and one more is refused', async () => {
    const tradeNo = paidTrade('100.00');
    const moved = server.moneyMoved;
    expect(await gateway.refund(refundOf(tradeNo, '1', '40.00'))).toEqual({ status: 'succeeded' });
    expect(await gateway.refund(refundOf(tradeNo, '2', '40.00'))).toEqual({ status: 'succeeded' });
    expect(await gateway.refund(refundOf(tradeNo, '3', '40.00'))).toEqual({
      status: 'failed',
      reason: '退款金额超限',
    });
    expect(server.moneyMoved - moved).toBe(2);
    expect(await gateway.queryRefund(tradeNo, '2')).toEqual({ status: 'succeeded', amount: '40.00' });
    expect(await gateway.queryRefund(tradeNo, '3')).toEqual({ status: 'failed', reason: NO_SUCH_REFUND });
  });

  it('when the refund answers code 10000 without fund_change=Y, then the query decides, and confirms it', async () => {
    const tradeNo = paidTrade('50.00');
    const queries = server.calls['alipay.trade.fastpay.refund.query'] ?? 0;
    server.nextRefund = 'quiet';
    expect(await gateway.refund(refundOf(tradeNo, '7', '30.00'))).toEqual({
      status: 'succeeded',
      amount: '30.00',
    });
    expect(server.calls['alipay.trade.fastpay.refund.query']).toBe(queries + 1);
  });

  it('when a refund is asked again with the same out_request_no, then it succeeds and the money moves once', async () => {
    const tradeNo = paidTrade('80.00');
    const moved = server.moneyMoved;
    expect(await gateway.refund(refundOf(tradeNo, '11', '80.00'))).toEqual({ status: 'succeeded' });
    // Alipay answers the repeat with fund_change=N; the query shows the first one's success.
    expect(await gateway.refund(refundOf(tradeNo, '11', '80.00'))).toEqual({
      status: 'succeeded',
      amount: '80.00',
    });
    expect(server.moneyMoved - moved).toBe(1);
    expect(server.refunds.get(`${tradeNo} 11`)).toBe(8000);
  });

  it('when the gateway answers after the timeout, then the refund is pending, and a retry with its number refunds once', async () => {
    const tradeNo = paidTrade('60.00');
    const moved = server.moneyMoved;
    server.nextRefund = 'slow';
    const first = await gateway.refund(refundOf(tradeNo, '21', '25.00'));
    expect(first.status).toBe('pending');
    // The retry job: ask first, then refund again under the same number.
    expect(['pending', 'succeeded']).toContain((await gateway.queryRefund(tradeNo, '21')).status);
    expect(await gateway.refund(refundOf(tradeNo, '21', '25.00'))).toEqual({
      status: 'succeeded',
      amount: '25.00',
    });
    expect(server.moneyMoved - moved).toBe(1);
  });

  it('when no refund was ever asked under a number, then the query says no such refund and the refund can be asked', async () => {
    const tradeNo = paidTrade('20.00');
    expect(await gateway.queryRefund(tradeNo, '31')).toEqual({ status: 'failed', reason: NO_SUCH_REFUND });
    expect(await gateway.refund(refundOf(tradeNo, '31', '20.00'))).toEqual({ status: 'succeeded' });
    expect(await gateway.queryRefund(tradeNo, '31')).toEqual({ status: 'succeeded', amount: '20.00' });
  });

  it('when the gateway is busy, then the refund is pending; an unknown or unpaid trade is refused', async () => {
    const tradeNo = paidTrade('20.00');
    server.nextRefund = 'busy';
    expect(await gateway.refund(refundOf(tradeNo, '41', '5.00'))).toEqual({
      status: 'pending',
      reason: '系统错误',
    });
    expect(await gateway.refund(refundOf('20261126999999_cccccccccc', '42', '5.00'))).toEqual({
      status: 'failed',
      reason: '交易不存在',
    });
    server.trades.set('20261126999998_cccccccccc', {
      total_amount: '5.00',
      trade_no: '2026112622999998',
      trade_status: 'WAIT_BUYER_PAY',
    });
    expect(await gateway.refund(refundOf('20261126999998_cccccccccc', '43', '5.00'))).toEqual({
      status: 'failed',
      reason: '交易状态非法',
    });
    expect(await gateway.refund(refundOf(tradeNo, '41', '6.00'))).toEqual({ status: 'succeeded' });
    // The same number again with another amount: Alipay refuses it; the query tells what the number did.
    expect(await gateway.refund(refundOf(tradeNo, '41', '7.00'))).toEqual({
      status: 'succeeded',
      amount: '6.00',
    });
  });

  it('when the answer to a refund is not signed by the gateway, then it is pending, never a success', async () => {
    const tradeNo = paidTrade('10.00');
    const refunded = await fooled.refund(refundOf(tradeNo, '51', '10.00'));
    expect(refunded.status).toBe('pending');
    expect(refunded.reason).toContain('验签失败');
    expect((await fooled.queryRefund(tradeNo, '51')).status).toBe('pending');
  });
});
