import { createSign, createVerify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatYuan, yuanToFen } from '@labmall/rules';

/** OpenAPI 2.0 request signing: every non-empty parameter but `sign`, sorted (sign_type included). */
const requestSignContent = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

/** True when the request parameters carry a valid RSA2 signature by the holder of `publicKey`'s pair. */
export const signedBy = (publicKey: string, params: Record<string, string>) =>
  createVerify('RSA-SHA256')
    .update(requestSignContent(params), 'utf8')
    .verify(publicKey, params.sign ?? '', 'base64');

export interface FakeTrade {
  total_amount: string;
  trade_no: string;
  trade_status: string;
}

/**
 * How the next `alipay.trade.refund` call behaves, then back to `normal`:
 * - `quiet`: refunds, but answers code 10000 without fund_change=Y (as Alipay may while it processes);
 * - `slow`: refunds, then answers only after `slowMs` — after a client with a shorter timeout gave up;
 * - `busy`: refunds nothing and answers ACQ.SYSTEM_ERROR.
 */
export type RefundMode = 'normal' | 'quiet' | 'slow' | 'busy';

export interface FakeAlipay {
  /** The gateway.do URL to configure the adapter with. */
  url: string;
  trades: Map<string, FakeTrade>;
  /** Refunds that moved money, by `out_trade_no out_request_no`, in fen. */
  refunds: Map<string, number>;
  /** How many times money moved: a request number refunded twice would count twice. */
  moneyMoved: number;
  /** Calls per method name. */
  calls: Record<string, number>;
  nextRefund: RefundMode;
  close(): Promise<void>;
}

type Inner = Record<string, string>;

/**
 * A local stand-in for Alipay's gateway.do: `alipay.trade.query`, `alipay.trade.refund` and
 * `alipay.trade.fastpay.refund.query` as Alipay documents them, every answer signed with `answerKey`
 * (the store verifies with the fake's public key; an impostor signs with another). Requests must be
 * signed by the app (`appPublicKey`) and carry `appId`.
 */
export async function startFakeAlipay(options: {
  appId: string;
  appPublicKey: string;
  answerKey: string;
  slowMs?: number;
}): Promise<FakeAlipay> {
  const fake: Omit<FakeAlipay, 'url' | 'close'> = {
    trades: new Map(),
    refunds: new Map(),
    moneyMoved: 0,
    calls: {},
    nextRefund: 'normal',
  };

  const refundedFen = (tradeNo: string) =>
    [...fake.refunds].filter(([key]) => key.startsWith(`${tradeNo} `)).reduce((sum, [, fen]) => sum + fen, 0);
  const businessFailed = (sub_code: string, sub_msg: string): Inner => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code,
    sub_msg,
  });

  function refund(biz: Record<string, string>): { inner: Inner; delay: number } {
    const mode = fake.nextRefund;
    fake.nextRefund = 'normal';
    const tradeNo = biz.out_trade_no ?? '';
    const trade = fake.trades.get(tradeNo);
    if (!trade) return { inner: businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在'), delay: 0 };
    if (trade.trade_status !== 'TRADE_SUCCESS') {
      return { inner: businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态非法'), delay: 0 };
    }
    if (mode === 'busy') return { inner: businessFailed('ACQ.SYSTEM_ERROR', '系统错误'), delay: 0 };
    const key = `${tradeNo} ${biz.out_request_no ?? ''}`;
    const fen = yuanToFen(biz.refund_amount ?? '') ?? 0;
    const done = fake.refunds.get(key);
    let moved = false;
    if (done !== undefined) {
      if (done !== fen)
        return { inner: businessFailed('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求'), delay: 0 };
    } else {
      if (fen <= 0 || refundedFen(tradeNo) + fen > (yuanToFen(trade.total_amount) ?? 0)) {
        return { inner: businessFailed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'), delay: 0 };
      }
      fake.refunds.set(key, fen);
      fake.moneyMoved++;
      moved = true;
    }
    const inner: Inner = {
      code: '10000',
      msg: 'Success',
      trade_no: trade.trade_no,
      out_trade_no: tradeNo,
      buyer_logon_id: '159****5620',
      // The trade's total refunded so far, not this request's amount.
      refund_fee: formatYuan(refundedFen(tradeNo)),
      fund_change: moved && mode !== 'quiet' ? 'Y' : 'N',
    };
    return { inner, delay: mode === 'slow' ? (options.slowMs ?? 1500) : 0 };
  }

  function refundQuery(biz: Record<string, string>): Inner {
    const tradeNo = biz.out_trade_no ?? '';
    const trade = fake.trades.get(tradeNo);
    if (!trade) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const fen = fake.refunds.get(`${tradeNo} ${biz.out_request_no ?? ''}`);
    // A request it does not hold: code 10000 all the same, without refund_amount or refund_status.
    if (fen === undefined) return { code: '10000', msg: 'Success', out_trade_no: tradeNo };
    return {
      code: '10000',
      msg: 'Success',
      trade_no: trade.trade_no,
      out_trade_no: tradeNo,
      out_request_no: biz.out_request_no ?? '',
      total_amount: trade.total_amount,
      refund_amount: formatYuan(fen),
      refund_status: 'REFUND_SUCCESS',
    };
  }

  function answer(params: Record<string, string>): { inner: Inner; delay: number } {
    if (params.app_id !== options.appId || !signedBy(options.appPublicKey, params)) {
      return {
        inner: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' },
        delay: 0,
      };
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    if (params.method === 'alipay.trade.refund') return refund(biz);
    if (params.method === 'alipay.trade.fastpay.refund.query') return { inner: refundQuery(biz), delay: 0 };
    if (params.method === 'alipay.trade.query') {
      const trade = fake.trades.get(biz.out_trade_no ?? '');
      return {
        inner: trade
          ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no ?? '', ...trade }
          : businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在'),
        delay: 0,
      };
    }
    return { inner: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method' }, delay: 0 };
  }

  const server = createServer((request, response) => {
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
      const method = params.method ?? '';
      fake.calls[method] = (fake.calls[method] ?? 0) + 1;
      const { inner, delay } = answer(params);
      const json = JSON.stringify(inner);
      const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(options.answerKey, 'base64');
      const send = () => {
        response.setHeader('content-type', 'application/json;charset=utf-8');
        response.end(`{"${method.replaceAll('.', '_')}_response":${json},"sign":"${sign}"}`);
      };
      if (delay > 0) setTimeout(send, delay).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
