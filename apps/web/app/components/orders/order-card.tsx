import type { GetAnswer } from '@labmall/contract';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { RedemptionAmount, RedemptionTag } from '../points/redemption-badges';
import { amountLabel, orderMessages as t } from './order-messages';
import { OrderStateBadge } from './order-state-badge';

export type OrderSummary = GetAnswer<'/user/order/list'>['list'][number];

/** One order in /user/order: number, time, state, the first lines, the amount and what to do next. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const href = `/user/order/${order.number}`;
  const headingId = `order-${order.number}`;
  return (
    <article className="lm-order-card" aria-labelledby={headingId}>
      <header className="lm-order-card__head">
        <h2 className="lm-order-card__number" id={headingId}>
          <span className="lm-order-card__label">{t.number}</span>
          <Link to={href}>{order.number}</Link>
        </h2>
        <span className="lm-order-card__time">
          {t.placedAt} <time dateTime={order.created_at}>{chinaMinute(order.created_at)}</time>
        </span>
        <OrderStateBadge state={order.state} awaitingTransfer={order.awaiting_transfer} />
        <RedemptionTag source={order.source} />
      </header>
      <div className="lm-order-card__body">
        <ul className="lm-order-card__lines">
          {order.lines.map((line) => (
            <li key={line.sku}>
              <Link
                to={line.points_item_id ? `/points/${line.points_item_id}` : `/item/${line.product_id}`}
                className="lm-order-card__name"
              >
                {line.name}
              </Link>
              <span className="lm-order-card__meta">
                {line.sku} · {line.pack} × {line.quantity}
              </span>
            </li>
          ))}
          {order.line_count > order.lines.length ? (
            <li className="lm-order-card__more">{t.more(order.line_count)}</li>
          ) : null}
        </ul>
        <div className="lm-order-card__side">
          {order.source === 4 ? (
            <RedemptionAmount points={order.points_spent} />
          ) : (
            <p className="lm-order-card__amount">
              <span>{amountLabel(order.state)}</span> <strong>{displayYuan(order.payable)}</strong>
            </p>
          )}
          <div className="lm-order-card__actions">
            {order.state === 'pending_payment' ? (
              <Link
                className="lm-button lm-button--primary"
                to={`/pay?number=${encodeURIComponent(order.number)}`}
              >
                {t.actions.pay}
              </Link>
            ) : null}
            <Link className="lm-button" to={href}>
              {t.view}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
