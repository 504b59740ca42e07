import { AlipaySdk } from 'alipay-sdk';
import { type PaymentGateway, type TradeState, tradeStatus } from './gateway.ts';

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

/** 电脑网站支付 (`alipay.trade.page.pay`) and `alipay.trade.query` through the official SDK. */
export function createAlipayGateway(options: AlipayOptions): PaymentGateway {
  const sdk = createAlipaySdk(options);
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
    verifyNotify: (fields) => verifyNotifyWith(sdk, fields),
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
  };
}
