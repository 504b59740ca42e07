/**
 * The online-payment port (ADR 0018). Both adapters speak Alipay's protocol: the store sends the buyer
 * to the gateway with a trade (our `out_trade_no`, an amount in yuan, a subject), the gateway posts a
 * signed asynchronous notify to `notify_url`, and the store may ask for a trade's state at any time.
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

export interface PaymentGateway {
  /** `sandbox` or `alipay`: the `payments.gateway` column and the notify path `/pay/notify/{name}`. */
  readonly name: 'sandbox' | 'alipay';
  /** The app id every notify must carry. */
  readonly appId: string;
  /** The URL to send the buyer to. */
  createTrade(trade: TradeRequest): string;
  /** True when the notify's RSA2 signature is the gateway's (the form fields, decoded). */
  verifyNotify(fields: Record<string, string>): boolean;
  queryTrade(tradeNo: string): Promise<TradeState>;
}

/** Alipay's `trade_status` in a notify or a query answer. */
export function tradeStatus(value: string | undefined): TradeState['status'] {
  if (value === 'TRADE_SUCCESS' || value === 'TRADE_FINISHED') return 'paid';
  if (value === 'TRADE_CLOSED') return 'closed';
  if (value === 'WAIT_BUYER_PAY') return 'waiting';
  return 'unknown';
}
