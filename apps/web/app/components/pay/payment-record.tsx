import type { GetAnswer } from '@labmall/contract';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';

export type RecordRow = GetAnswer<'/user/bill/record'>['list'][number];

export const METHOD_NAMES: Record<string, string> = {
  credit: '账期支付',
  transfer: '对公转账',
  online: '在线支付',
};

const STATE_NAMES: Record<string, string> = {
  pending: '待确认',
  paid: '已支付',
  rejected: '已驳回',
  failed: '支付失败',
  closed: '已关闭',
  withdrawn: '已撤回',
  refund_due: '待退款',
  confirmed: '已确认',
};

/** A refund's states (its own words: a payment's `failed` is 支付失败). */
export const REFUND_STATE_NAMES: Record<string, string> = {
  requested: '退款中',
  processing: '退款中',
  succeeded: '退款成功',
  failed: '退款失败',
};

/** Where a refund goes, by the way the money came. */
export const REFUND_METHOD_NAMES: Record<string, string> = {
  credit: '退回账期额度',
  transfer: '转账退回',
  online: '原路退回',
};

/** One payment on /user/bill/record: method, amount, state (with a rejection's reason) and dates. */
export function PaymentRecordRow({ row }: { row: RecordRow }) {
  const pendingOnline = row.state === 'pending' && row.method === 'online';
  const repayment = row.kind === 'repayment';
  const refund = row.kind === 'refund';
  const method = repayment
    ? '账期还款'
    : refund
      ? `退款（${REFUND_METHOD_NAMES[row.method] ?? row.method}）`
      : (METHOD_NAMES[row.method] ?? row.method);
  const state = refund ? REFUND_STATE_NAMES[row.state] : pendingOnline ? '待支付' : STATE_NAMES[row.state];
  return (
    <article
      className="lm-bill-record"
      aria-label={`${method} ${repayment ? row.statement_period_end : row.order_number}`}
    >
      <div className="lm-bill-record__main">
        <span className="lm-bill-record__method">{method}</span>
        {repayment ? (
          <span className="lm-bill-record__order">
            {row.statement_period_end ? `对账单（截至 ${row.statement_period_end}）` : '对账单还款'}，对公转账
          </span>
        ) : (
          <span className="lm-bill-record__order">
            订单{' '}
            <Link to={`/user/order/${row.order_number}`} className="lm-text-link">
              {row.order_number}
            </Link>
          </span>
        )}
      </div>
      <div className="lm-bill-record__amount">
        {refund ? '退 ' : ''}
        {displayYuan(row.amount)}
      </div>
      <div className={`lm-bill-record__state lm-bill-record__state--${row.kind}-${row.state}`}>
        {state ?? row.state}
        {row.state === 'rejected' && row.reason ? (
          <span className="lm-bill-record__reason">原因：{row.reason}</span>
        ) : null}
      </div>
      <div className="lm-bill-record__time">
        <time dateTime={row.created_at}>{chinaMinute(row.created_at)}</time>
        {row.settled_at &&
        (row.state === 'paid' || row.state === 'confirmed' || row.state === 'succeeded') ? (
          <span>
            {refund ? '退回' : '到账'} <time dateTime={row.settled_at}>{chinaMinute(row.settled_at)}</time>
          </span>
        ) : null}
      </div>
    </article>
  );
}
