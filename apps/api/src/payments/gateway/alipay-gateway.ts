import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import {
  NO_SUCH_REFUND,
  type PaymentGateway,
  type RefundState,
  type TradeState,
  tradeStatus,
} from './gateway.ts';

export interface AlipayOptions {
  appId: string;
  privateKey: string;
  /** The gateway's public key: notifies and query answers are verified with it. */
  publicKey: string;
  /** OpenAPI gateway URL (`…/gateway.do`). */
  gatewayUrl: string;
  /** How long a query may take. */
  timeoutMs?: number;
}

/** `-----BEGIN RSA PRIVATE KEY-----` is PKCS#1; anything else (a PKCS#8 PEM or a bare body) PKCS#8. */
function keyType(privateKey: string): 'PKCS1' | 'PKCS8' {
  return privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8';
}

/** The SDK with the store's settings: one object signs requests and verifies notifies and answers. */
export function createAlipaySdk(options: AlipayOptions): AlipaySdk {
  return new AlipaySdk({
    appId: options.appId,
    privateKey: options.privateKey,
    keyType: keyType(options.privateKey),
    alipayPublicKey: options.publicKey,
    gateway: options.gatewayUrl,
    signType: 'RSA2',
    timeout: options.timeoutMs ?? 5000,
    camelcase: false,
  });
}

/**
 * Notify verification, shared by both adapters: the fields sorted, `sign` (and `sign_type`) left out,
 * RSA2 over `k=v&…` with the gateway's public key (the SDK's checkNotifySignV2, values as posted).
 */
export function verifyNotifyWith(sdk: AlipaySdk, fields: Record<string, string>): boolean {
  try {
    return sdk.checkNotifySignV2(fields);
  } catch {
    return false;
  }
}

type Answer = Record<string, string | undefined>;

/**
 * `alipay.trade.refund` sub-codes after which the same request may still succeed: 系统错误 (Alipay: call
 * again with the same parameters) and 卖家余额不足 (again once the merchant's balance is topped up).
 * Every other business failure is a refusal of this request.
 */
const REFUND_LATER = new Set(['ACQ.SYSTEM_ERROR', 'ACQ.SELLER_BALANCE_NOT_ENOUGH']);

/** `20000`: 服务不可用 — the gateway may or may not have acted on the call. */
const UNAVAILABLE = '20000';

const words = (answer: Answer) => answer.sub_msg ?? answer.msg ?? answer.code ?? '';

/**
 * 电脑网站支付 (`alipay.trade.page.pay`), `alipay.trade.query`, `alipay.trade.refund` and
 * `alipay.trade.fastpay.refund.query` through the official SDK; every answer's signature is verified.
 */
export function createAlipayGateway(options: AlipayOptions): PaymentGateway {
  const sdk = createAlipaySdk(options);

  /**
   * A signed call. The SDK throws AlipayRequestError when nothing usable came back — no answer, a
   * timeout, an HTTP error, an answer whose signature does not verify — and then the gateway may still
   * have acted: the SDK's words instead of an answer, never a guess.
   */
  async function call(method: string, bizContent: Record<string, unknown>): Promise<Answer | string> {
    try {
      return (await sdk.exec(method, { bizContent }, { validateSign: true })) as Answer;
    } catch (error) {
      if (error instanceof AlipayRequestError) return error.message;
      throw error;
    }
  }

  async function queryRefund(tradeNo: string, requestNo: string): Promise<RefundState> {
    const answer = await call('alipay.trade.fastpay.refund.query', {
      out_trade_no: tradeNo,
      out_request_no: requestNo,
    });
    if (typeof answer === 'string') return { status: 'pending', reason: `网关无可信应答：${answer}` };
    if (answer.code === '10000') {
      // code 10000 says the query ran, not that the refund did: only REFUND_SUCCESS does. Without it
      // Alipay holds no refund under this number (never received, or refused), and its advice is to
      // call the refund again with the same out_request_no, which it refunds at most once.
      if (answer.refund_status === 'REFUND_SUCCESS') {
        return { status: 'succeeded', ...(answer.refund_amount ? { amount: answer.refund_amount } : {}) };
      }
      return { status: 'failed', reason: NO_SUCH_REFUND };
    }
    if (answer.code === UNAVAILABLE || answer.sub_code === 'ACQ.SYSTEM_ERROR') {
      return { status: 'pending', reason: words(answer) };
    }
    return { status: 'failed', reason: words(answer) };
  }

  return {
    name: 'alipay',
    appId: options.appId,
    createTrade(trade) {
      return sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: trade.tradeNo,
          total_amount: trade.amount,
          subject: trade.subject,
          product_code: 'FAST_INSTANT_TRADE_PAY',
        },
        returnUrl: trade.returnUrl,
        notifyUrl: trade.notifyUrl,
      });
    },
    verifyNotify: async (fields) => verifyNotifyWith(sdk, fields),
    async queryTrade(tradeNo): Promise<TradeState> {
      const answer = (await sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: tradeNo } },
        { validateSign: true },
      )) as Record<string, string | undefined>;
      if (answer.code !== '10000') return { status: 'unknown' };
      return {
        status: tradeStatus(answer.trade_status),
        ...(answer.total_amount ? { amount: answer.total_amount } : {}),
        ...(answer.trade_no ? { gatewayTradeNo: answer.trade_no } : {}),
      };
    },
    async refund(request): Promise<RefundState> {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: request.tradeNo,
        refund_amount: request.amount,
        out_request_no: request.requestNo,
        refund_reason: request.reason,
      });
      if (typeof answer === 'string') return { status: 'pending', reason: `网关无可信应答：${answer}` };
      if (answer.code === '10000') {
        // Only fund_change=Y says this call moved the money (its refund_fee is the trade's total
        // refunded, not this request's). A request already refunded answers 10000 with fund_change=N,
        // as may one still being processed: the query tells them apart.
        if (answer.fund_change === 'Y') return { status: 'succeeded' };
        const known = await queryRefund(request.tradeNo, request.requestNo);
        return known.status === 'failed' ? { status: 'pending', reason: '网关已受理，尚未确认退款' } : known;
      }
      if (answer.code === UNAVAILABLE || REFUND_LATER.has(answer.sub_code ?? '')) {
        return { status: 'pending', reason: words(answer) };
      }
      if (answer.sub_code === 'ACQ.DISCORDANT_REPEAT_REQUEST') {
        // This number was used before with other parameters: what that request did is the answer.
        const known = await queryRefund(request.tradeNo, request.requestNo);
        if (known.status !== 'failed') return known;
      }
      return { status: 'failed', reason: words(answer) };
    },
    queryRefund,
  };
}
