import { createVerify } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createAlipaySdk, verifyNotifyWith } from './alipay-gateway.ts';
import { NO_SUCH_REFUND, type PaymentGateway, type TradeState } from './gateway.ts';
import { alipayTime, type KeyPair, randomHex, signContent, signFields } from './rsa2.ts';

/** The sandbox's app id: in every notify it sends, checked like Alipay's. */
export const SANDBOX_APP_ID = '9021000000000001';
export const CASHIER_PATH = '/sandbox-pay/cashier';

/** The trade fields the store signs into the cashier link (as an app signs `alipay.trade.page.pay`). */
const TRADE_FIELDS = [
  'app_id',
  'out_trade_no',
  'total_amount',
  'subject',
  'return_url',
  'notify_url',
  'timestamp',
];

export interface SandboxTrade {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  return_url: string;
  notify_url: string;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The trade a cashier link or form carries, when its signature holds. */
  readTrade(fields: Record<string, string | undefined>): SandboxTrade | undefined;
  /** The tester's choice: remembered for queries; answers the signed notify to post. */
  decide(trade: SandboxTrade, outcome: 'pay' | 'fail'): Record<string, string>;
  /** Posts a notify to its trade's notify_url until the store answers `success` (a few tries). */
  sendNotify(url: string, fields: Record<string, string>): Promise<boolean>;
}

const RETRY_MS = [1000, 3000, 10_000];

/**
 * The embedded gateway (ADR 0018): Alipay's protocol with a key pair of its own, served by this process.
 * The store verifies its notifies with the same code as Alipay's (the SDK, the sandbox's public key).
 * What the tester chose is kept in memory for `queryTrade`: after a restart a trade is `unknown`.
 */
export function createSandboxGateway(keys: KeyPair, log?: FastifyBaseLogger): SandboxGateway {
  const sdk = createAlipaySdk({
    appId: SANDBOX_APP_ID,
    privateKey: keys.privateKey,
    publicKey: keys.publicKey,
    gatewayUrl: 'http://sandbox.invalid/gateway.do',
  });
  const trades = new Map<string, Required<TradeState>>();

  function readTrade(fields: Record<string, string | undefined>): SandboxTrade | undefined {
    const signed: Record<string, string> = {};
    for (const key of TRADE_FIELDS) {
      const value = fields[key];
      if (typeof value !== 'string') return undefined;
      signed[key] = value;
    }
    const sign = fields.sign;
    if (!sign || signed.app_id !== SANDBOX_APP_ID) return undefined;
    const ok = createVerify('RSA-SHA256')
      .update(signContent(signed), 'utf8')
      .verify(keys.publicKey, sign, 'base64');
    if (!ok) return undefined;
    return {
      out_trade_no: signed.out_trade_no as string,
      total_amount: signed.total_amount as string,
      subject: signed.subject as string,
      return_url: signed.return_url as string,
      notify_url: signed.notify_url as string,
    };
  }

  function decide(trade: SandboxTrade, outcome: 'pay' | 'fail'): Record<string, string> {
    const known = trades.get(trade.out_trade_no);
    const gatewayTradeNo = known?.gatewayTradeNo ?? `SBX${alipayTime().replace(/\D/g, '')}${randomHex(6)}`;
    // A trade paid once stays paid: choosing again resends the same outcome.
    const status = known?.status === 'paid' ? 'paid' : outcome === 'pay' ? 'paid' : 'closed';
    trades.set(trade.out_trade_no, { status, amount: trade.total_amount, gatewayTradeNo });
    const now = alipayTime();
    return signFields(
      {
        notify_time: now,
        notify_type: 'trade_status_sync',
        notify_id: randomHex(16),
        app_id: SANDBOX_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        trade_no: gatewayTradeNo,
        out_trade_no: trade.out_trade_no,
        subject: trade.subject,
        total_amount: trade.total_amount,
        trade_status: status === 'paid' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
        gmt_create: now,
        ...(status === 'paid'
          ? {
              gmt_payment: now,
              receipt_amount: trade.total_amount,
              buyer_pay_amount: trade.total_amount,
            }
          : { gmt_close: now }),
      },
      keys.privateKey,
    );
  }

  async function sendNotify(url: string, fields: Record<string, string>): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if ((await response.text()).trim() === 'success') return true;
        log?.warn(
          { tradeNo: fields.out_trade_no, status: response.status },
          'sandbox notify not acknowledged',
        );
      } catch (error) {
        log?.warn({ err: error, tradeNo: fields.out_trade_no }, 'sandbox notify could not be delivered');
      }
      const wait = RETRY_MS[attempt];
      if (wait === undefined) return false;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
  }

  return {
    name: 'sandbox',
    appId: SANDBOX_APP_ID,
    createTrade(trade) {
      const fields = signFields(
        {
          app_id: SANDBOX_APP_ID,
          out_trade_no: trade.tradeNo,
          total_amount: trade.amount,
          subject: trade.subject,
          return_url: trade.returnUrl,
          notify_url: trade.notifyUrl,
          timestamp: alipayTime(),
        },
        keys.privateKey,
      );
      return `${CASHIER_PATH}?${new URLSearchParams(fields).toString()}`;
    },
    verifyNotify: (fields) => verifyNotifyWith(sdk, fields),
    async queryTrade(tradeNo) {
      return trades.get(tradeNo) ?? { status: 'unknown' };
    },
    // Refunds need the sandbox's trades to outlive a restart: the next commit keeps them in its tables.
    async refund() {
      return { status: 'failed', reason: '沙箱网关尚不支持退款' };
    },
    async queryRefund() {
      return { status: 'failed', reason: NO_SUCH_REFUND };
    },
    readTrade,
    decide,
    sendNotify,
  };
}
