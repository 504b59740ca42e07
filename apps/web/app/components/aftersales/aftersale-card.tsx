import type { GetAnswer } from '@labmall/contract';
import { aftersaleKindLabels, aftersaleReasonLabels } from '@labmall/contract/aftersale-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { aftersaleMessages as t } from './aftersale-messages';
import { AftersaleStateBadge } from './aftersale-state-badge';

export type Aftersale = GetAnswer<'/user/aftersale/detail'>;

/** One request in /user/aftersale: its order, kind, state, the goods, the amount and when. */
export function AftersaleCard({ request }: { request: Aftersale }) {
  const href = `/user/aftersale/${request.id}`;
  const headingId = `aftersale-${request.id}`;
  return (
    <article className="lm-order-card" aria-labelledby={headingId}>
      <header className="lm-order-card__head">
        <h2 className="lm-order-card__number" id={headingId}>
          <span className="lm-order-card__label">{t.order}</span>
          <Link to={href}>{request.order_number}</Link>
        </h2>
        <span className="lm-order-card__time">
          {t.appliedAt} <time dateTime={request.created_at}>{chinaMinute(request.created_at)}</time>
        </span>
        <AftersaleStateBadge state={request.state} />
      </header>
      <div className="lm-order-card__body">
        <ul className="lm-order-card__lines">
          <li className="lm-order-card__meta">
            {aftersaleKindLabels[request.kind]} · {aftersaleReasonLabels[request.reason]}
          </li>
          {request.lines.map((line) => (
            <li key={line.line_id}>
              <span className="lm-order-card__name">{line.name}</span>
              <span className="lm-order-card__meta">
                {line.sku} · {line.pack} × {line.quantity}
              </span>
            </li>
          ))}
        </ul>
        <div className="lm-order-card__side">
          <p className="lm-order-card__amount">
            <span>{t.amount}</span> <strong>{displayYuan(request.amount)}</strong>
          </p>
          <div className="lm-order-card__actions">
            <Link className="lm-button" to={href}>
              {t.view}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
