import type { GetAnswer } from '@labmall/contract';
import { refundMethodLabels, refundStateLabels } from '@labmall/contract/refund-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';

type Refund = GetAnswer<'/user/order/detail'>['refunds'][number];

/** What the buyer is told of a refund in each state, beside its label. */
const stateNotes: Record<Refund['state'], string> = {
  requested: '退款已受理，正在处理。',
  processing: '退款处理中，到账时间以支付渠道或银行为准。',
  succeeded: '',
  failed: '退款未成功，我们会尽快处理，如有疑问请联系客服。',
};

/** The order's 退款 (issue 35): each refund's amount, the way it goes back, where it stands, why, and when. */
export function OrderRefunds({ refunds }: { refunds: Refund[] }) {
  return (
    <ul className="lm-order-refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="lm-order-refunds__item">
          <p className="lm-order-refunds__head">
            <strong>退款 {displayYuan(refund.amount)}</strong>
            <span className={`lm-order-state lm-order-refunds__state--${refund.state}`}>
              {refundStateLabels[refund.state]}
            </span>
          </p>
          {stateNotes[refund.state] ? (
            <p className="lm-order-detail__muted">{stateNotes[refund.state]}</p>
          ) : null}
          <dl className="lm-order-facts">
            <div className="lm-order-facts__row">
              <dt>退回方式</dt>
              <dd>{refundMethodLabels[refund.method]}</dd>
            </div>
            <div className="lm-order-facts__row">
              <dt>退款原因</dt>
              <dd>{refund.reason}</dd>
            </div>
            <div className="lm-order-facts__row">
              <dt>申请时间</dt>
              <dd>
                <time dateTime={refund.created_at}>{chinaMinute(refund.created_at)}</time>
              </dd>
            </div>
            {refund.settled_at ? (
              <div className="lm-order-facts__row">
                <dt>{refund.state === 'failed' ? '处理时间' : '退款时间'}</dt>
                <dd>
                  <time dateTime={refund.settled_at}>{chinaMinute(refund.settled_at)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
