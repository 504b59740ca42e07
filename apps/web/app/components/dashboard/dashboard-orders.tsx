import type { GetAnswer } from '@labmall/contract';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { OrderStateBadge } from '../orders/order-state-badge';
import { dashboardMessages as t } from './dashboard-messages';

type Dashboard = GetAnswer<'/user/dashboard'>;

/** 待付款, 待发货, 已发货 with their counts, each a link to its /user/order tab. */
export function OrderCounts({ counts }: { counts: Dashboard['counts'] }) {
  return (
    <nav aria-label={t.countsLabel}>
      <ul className="lm-dashboard__counts">
        {t.counts.map(([state, label]) => (
          <li key={state}>
            <Link
              to={`/user/order?state=${state}`}
              className="lm-dashboard__count"
              data-testid={`dashboard-count-${state}`}
            >
              <strong className={counts[state] > 0 ? 'lm-dashboard__count-n--due' : undefined}>
                {counts[state]}
              </strong>
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The latest orders, one line each; a first-time buyer gets a start instead. */
export function LatestOrders({ orders }: { orders: Dashboard['latest'] }) {
  if (orders.length === 0) {
    return (
      <div className="lm-dashboard__empty" data-testid="dashboard-empty">
        <p className="lm-dashboard__empty-title">{t.emptyTitle}</p>
        <p>{t.emptyText}</p>
        <p className="lm-dashboard__empty-actions">
          <Link to="/list" className="lm-button lm-button--primary">
            {t.browse}
          </Link>
          <Link to="/quick" className="lm-button">
            {t.quickOrder}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className="lm-dashboard__orders" aria-label={t.latestLabel}>
      {orders.map((order) => {
        const line = order.first_line;
        return (
          <li key={order.number} className="lm-dashboard__order" data-testid="dashboard-order">
            <div className="lm-dashboard__order-main">
              <Link to={`/user/order/${order.number}`} className="lm-dashboard__order-number">
                {order.number}
              </Link>
              <span className="lm-dashboard__order-goods">
                {line ? t.firstLine(line.name, order.line_count) : ''}
              </span>
            </div>
            <div className="lm-dashboard__order-side">
              <time dateTime={order.created_at} className="lm-dashboard__order-time">
                {chinaMinute(order.created_at)}
              </time>
              <span className="lm-dashboard__order-amount">
                {line?.points_item_id ? t.pointsOrder : displayYuan(order.payable)}
              </span>
              <OrderStateBadge state={order.state} awaitingTransfer={order.awaiting_transfer} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
