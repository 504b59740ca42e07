/**
 * The online-payment port (ADR 0018). Both adapters speak Alipay's protocol: the store sends the buyer
 * to the gateway with a trade (our `out_trade_no`, an amount in yuan, a subject), the gateway posts a
 * signed asynchronous notify to `notify_url`, and the store may ask for a trade's state at any time.
 * Refunds (ADR 0050) go back through the same port, one request per refund row, and are asked about
 * by query: no refund notify is needed.
 */
export interface TradeRequest {
  /** Our trade number (`payments.trade_no`), sent as `out_trade_no`. */
  tradeNo: string;
  /** Exact yuan, two decimals (`123.40`). */
  amount: string;
  subject: string;
  /** Where the gateway sends the buyer afterwards. */
  returnUrl: string;
  /** Where the gateway posts its notify. */
  notifyUrl: string;
}

/** A trade as the gateway knows it. `unknown`: no such trade there (never opened, or forgotten). */
export interface TradeState {
  status: 'paid' | 'closed' | 'waiting' | 'unknown';
  /** `total_amount`, yuan. */
  amount?: string;
  /** The gateway's own trade number. */
  gatewayTradeNo?: string;
}

export interface RefundRequest {
  /** Our trade number of the paid trade (`out_trade_no`). */
  tradeNo: string;
  /** Our refund id (`refunds.id` as text), sent as `out_request_no`: a retry reuses it and the gateway refunds once. */
  requestNo: string;
  /** Exact yuan, two decimals, of this refund alone. */
  amount: string;
  /** Shown to the buyer by the gateway (`refund_reason`), ≤ 256 chars. */
  reason: string;
}

/**
 * A refund as the gateway knows it. `succeeded`: the money moved (Alipay: `fund_change=Y`, or a refund
 * query that returns the request with `refund_status=REFUND_SUCCESS`); `failed`: refused for good (with
 * the gateway's reason, e.g. more than the trade's remaining amount, trade not paid); `pending`: accepted
 * or not known yet — ask `queryRefund` later; never treat as done.
 *
 * One `failed` is not final: `queryRefund`'s {@link NO_SUCH_REFUND}, the gateway has no refund under
 * this request number (it never arrived, or was refused). Calling `refund` again with the same
 * `requestNo` is then safe — the gateway refunds a request number at most once — and gives the
 * gateway's own answer.
 */
export interface RefundState {
  status: 'succeeded' | 'failed' | 'pending';
  /** This request's refunded amount, yuan, when the gateway says it. */
  amount?: string;
  /** The gateway's words on a failure (sub_msg), for the operator; on a `pending`, why it is not known. */
  reason?: string;
}

/** `queryRefund`'s reason when the gateway holds no refund under the request number (see RefundState). */
export const NO_SUCH_REFUND = 'no such refund';

export interface PaymentGateway {
  /** `sandbox` or `alipay`: the `payments.gateway` column and the notify path `/pay/notify/{name}`. */
  readonly name: 'sandbox' | 'alipay';
  /** The app id every notify must carry. */
  readonly appId: string;
  /** The URL to send the buyer to. */
  createTrade(trade: TradeRequest): string;
  /** True when the notify's RSA2 signature is the gateway's (the form fields, decoded). */
  verifyNotify(fields: Record<string, string>): Promise<boolean>;
  queryTrade(tradeNo: string): Promise<TradeState>;
  /**
   * `alipay.trade.refund`. A network error or timeout answers `pending` (the caller queries before
   * asking again). Never throws for the gateway's sake: every answer is a RefundState.
   */
  refund(request: RefundRequest): Promise<RefundState>;
  /**
   * `alipay.trade.fastpay.refund.query` for one request; a request the gateway does not hold is
   * `failed` with the reason {@link NO_SUCH_REFUND} (ask `refund` again with the same request number);
   * a network error, a timeout or an unverified answer is `pending`.
   */
  queryRefund(tradeNo: string, requestNo: string): Promise<RefundState>;
}

/** Alipay's `trade_status` in a notify or a query answer. */
export function tradeStatus(value: string | undefined): TradeState['status'] {
  if (value === 'TRADE_SUCCESS' || value === 'TRADE_FINISHED') return 'paid';
  if (value === 'TRADE_CLOSED') return 'closed';
  if (value === 'WAIT_BUYER_PAY') return 'waiting';
  return 'unknown';
}
