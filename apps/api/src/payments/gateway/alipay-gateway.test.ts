import { createSign, createVerify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlipayGateway } from './alipay-gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { generateRsa2Keys, signFields } from './rsa2.ts';

const APP_ID = '2021000000000042';
const app = generateRsa2Keys();
/** The fake gateway's own key pair: it signs notifies and answers, the store verifies with its public half. */
const fake = generateRsa2Keys();

/** OpenAPI 2.0 request signing: every non-empty parameter but `sign`, sorted (sign_type included). */
const requestSignContent = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

const verifiedByApp = (params: Record<string, string>) =>
  createVerify('RSA-SHA256')
    .update(requestSignContent(params), 'utf8')
    .verify(app.publicKey, params.sign ?? '', 'base64');

const trades: Record<string, { total_amount: string; trade_no: string; trade_status: string }> = {
  '20261125000001_aaaaaaaaaa': {
    total_amount: '123.40',
    trade_no: '2026112522001400001234567890',
    trade_status: 'TRADE_SUCCESS',
  },
};

/** A local stand-in for Alipay's gateway.do: alipay.trade.query only, answers signed with the fake's key. */
function fakeGateway(answerKey: string): Server {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(body)),
      };
      let inner: Record<string, string>;
      if (params.method !== 'alipay.trade.query' || params.app_id !== APP_ID || !verifiedByApp(params)) {
        inner = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
      } else {
        const outTradeNo =
          (JSON.parse(params.biz_content ?? '{}') as { out_trade_no?: string }).out_trade_no ?? '';
        const trade = trades[outTradeNo];
        inner = trade
          ? { code: '10000', msg: 'Success', out_trade_no: outTradeNo, ...trade }
          : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
      }
      const json = JSON.stringify(inner);
      const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(answerKey, 'base64');
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(`{"alipay_trade_query_response":${json},"sign":"${sign}"}`);
    });
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
}

describe('the Alipay adapter (alipay-sdk) against a local fake gateway', () => {
  let server: Server;
  let impostor: Server;
  let gateway: PaymentGateway;
  let fooled: PaymentGateway;
  beforeAll(async () => {
    server = fakeGateway(fake.privateKey);
    impostor = fakeGateway(generateRsa2Keys().privateKey);
    const options = { appId: APP_ID, privateKey: app.privateKey, publicKey: fake.publicKey };
    gateway = createAlipayGateway({ ...options, gatewayUrl: await listen(server) });
    fooled = createAlipayGateway({ ...options, gatewayUrl: await listen(impostor) });
  });
  afterAll(() => {
    server.close();
    impostor.close();
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

  it("when a notify is signed with the gateway's key, then it verifies; altered or signed by another key, it does not", () => {
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
    expect(gateway.verifyNotify(notify)).toBe(true);
    expect(gateway.verifyNotify({ ...notify, total_amount: '0.01' })).toBe(false);
    const { sign: _s, sign_type: _t, ...unsigned } = notify;
    expect(gateway.verifyNotify(signFields(unsigned, generateRsa2Keys().privateKey))).toBe(false);
    expect(gateway.verifyNotify(unsigned)).toBe(false);
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
});
