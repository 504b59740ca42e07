import type { GetAnswer } from '@labmall/contract';
import { aftersaleKindLabels } from '@labmall/contract/aftersale-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { AftersaleStateBadge } from '../aftersales/aftersale-state-badge';

type Aftersale = GetAnswer<'/user/aftersale'>['list'][number];

/**
 * The order's 售后 (issue 35, item 5): each request's kind, goods, state and amount, and an exchange's
 * replacement shipment, which is a shipment of this order; the request's own page has the rest.
 */
export function OrderAftersales({ requests }: { requests: Aftersale[] }) {
  return (
    <ul className="lm-order-refunds">
      {requests.map((request) => (
        <li key={request.id} className="lm-order-refunds__item">
          <p className="lm-order-refunds__head">
            <strong>{aftersaleKindLabels[request.kind]}</strong>
            <AftersaleStateBadge state={request.state} />
            <Link to={`/user/aftersale/${request.id}`}>查看售后详情</Link>
          </p>
          <dl className="lm-order-facts">
            <div className="lm-order-facts__row">
              <dt>商品</dt>
              <dd>
                {request.lines.map((line) => `${line.name}（${line.pack}）× ${line.quantity}`).join('；')}
              </dd>
            </div>
            {request.kind === 'exchange' ? null : (
              <div className="lm-order-facts__row">
                <dt>退款金额</dt>
                <dd>{displayYuan(request.amount)}</dd>
              </div>
            )}
            {request.replacement ? (
              <div className="lm-order-facts__row">
                <dt>补发物流</dt>
                <dd>
                  {request.replacement.carrier} {request.replacement.tracking_no}
                </dd>
              </div>
            ) : null}
            <div className="lm-order-facts__row">
              <dt>申请时间</dt>
              <dd>
                <time dateTime={request.created_at}>{chinaMinute(request.created_at)}</time>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
