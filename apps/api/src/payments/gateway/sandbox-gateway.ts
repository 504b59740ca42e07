import { createVerify } from 'node:crypto';
import { formatYuan, parseYuan } from '@labmall/rules';
import type { AlipaySdk } from 'alipay-sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import {
  NO_SUCH_REFUND,
  type PaymentGateway,
  type RefundRequest,
  type RefundState,
  type TradeState,
} from './gateway.ts';
import { alipayTime, type KeyPair, randomHex, signContent, signFields } from './rsa2.ts';
import { findRefund, findTrade, recordChoice, takeRefund } from './sandbox-gateway.repository.ts';

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
  /** The tester's choice: kept in the sandbox's tables for queries and refunds; answers the signed notify to post. */
  decide(trade: SandboxTrade, outcome: 'pay' | 'fail'): Promise<Record<string, string>>;
  /** Posts a notify to its trade's notify_url until the store answers `success` (a few tries). */
  sendNotify(url: string, fields: Record<string, string>): Promise<boolean>;
}

const RETRY_MS = [1000, 3000, 10_000];

/** The sandbox's answer to a refund request it refuses, in Alipay's words (sub_msg). */
const refused = (reason: string): RefundState => ({ status: 'failed', reason });

/**
 * The embedded gateway (ADR 0018): Alipay's protocol with a key pair of its own, served by this process.
 * The store verifies its notifies with the same code as Alipay's (the SDK, the sandbox's public key).
 * What the tester chose, and every refund, is kept in the sandbox's own tables (ADR 0050), so a trade
 * paid before a restart is still known and refundable after it. Refunds are answered at once, as an
 * Alipay refund answered with fund_change=Y; the store learns of them by query, with no notify.
 */
export function createSandboxGateway(keys: KeyPair, db: Db, log?: FastifyBaseLogger): SandboxGateway {
  // The SDK verifies the sandbox's notifies as it verifies Alipay's; loaded at the first notify, not at
  // start (about 40 MB a store that takes no online payment never needs).
  let verifier: Promise<{ sdk: AlipaySdk; verify: typeof import('./alipay-gateway.ts').verifyNotifyWith }>;
  const loadVerifier = () =>
    (verifier ??= import('./alipay-gateway.ts').then(({ createAlipaySdk, verifyNotifyWith }) => ({
      sdk: createAlipaySdk({
        appId: SANDBOX_APP_ID,
        privateKey: keys.privateKey,
        publicKey: keys.publicKey,
        gatewayUrl: 'http://sandbox.invalid/gateway.do',
      }),
      verify: verifyNotifyWith,
    })));

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

  async function decide(trade: SandboxTrade, outcome: 'pay' | 'fail'): Promise<Record<string, string>> {
    const amount = parseYuan(trade.total_amount);
    if ('error' in amount) throw new Error(`sandbox trade amount ${trade.total_amount}: ${amount.error}`);
    // A trade paid once stays paid: choosing again resends the same outcome.
    const { tradeNo: gatewayTradeNo, status } = await recordChoice(db, {
      outTradeNo: trade.out_trade_no,
      tradeNo: `SBX${alipayTime().replace(/\D/g, '')}${randomHex(6)}`,
      totalFen: amount.fen,
      status: outcome === 'pay' ? 'paid' : 'closed',
    });
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

  /** At most what was paid across a trade's refunds; a request number refunds once and answers the same after. */
  async function refund(request: RefundRequest): Promise<RefundState> {
    const amount = parseYuan(request.amount, { min: 1 });
    if ('error' in amount) return refused('退款金额无效');
    if (request.requestNo.length === 0 || request.requestNo.length > 64 || request.reason.length > 256) {
      return refused('参数无效');
    }
    try {
      const outcome = await takeRefund(db, {
        outTradeNo: request.tradeNo,
        outRequestNo: request.requestNo,
        amountFen: amount.fen,
        reason: request.reason,
      });
      if (outcome.kind === 'refunded' || outcome.kind === 'known') {
        return { status: 'succeeded', amount: formatYuan(outcome.amountFen) };
      }
      if (outcome.kind === 'no_trade') return refused('交易不存在');
      if (outcome.kind === 'not_paid') return refused('交易状态非法');
      return refused('退款金额超限');
    } catch (error) {
      // Its transaction rolled back: nothing was refunded, and asking again with the number is safe.
      log?.error({ err: error, tradeNo: request.tradeNo }, 'sandbox refund could not be recorded');
      return { status: 'pending', reason: '沙箱网关暂时无法处理退款' };
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
    async verifyNotify(fields) {
      const { sdk, verify } = await loadVerifier();
      return verify(sdk, fields);
    },
    async queryTrade(tradeNo): Promise<TradeState> {
      const trade = await findTrade(db, tradeNo);
      if (!trade) return { status: 'unknown' };
      // As Alipay: a trade refunded in full is TRADE_CLOSED.
      const closed = trade.status === 'closed' || trade.refundedFen >= trade.totalFen;
      return {
        status: closed ? 'closed' : 'paid',
        amount: formatYuan(trade.totalFen),
        gatewayTradeNo: trade.tradeNo,
      };
    },
    refund,
    async queryRefund(tradeNo, requestNo): Promise<RefundState> {
      const trade = await findTrade(db, tradeNo);
      if (!trade) return refused('交易不存在');
      const known = await findRefund(db, tradeNo, requestNo);
      return known ? { status: 'succeeded', amount: formatYuan(known.amountFen) } : refused(NO_SUCH_REFUND);
    },
    readTrade,
    decide,
    sendNotify,
  };
}
