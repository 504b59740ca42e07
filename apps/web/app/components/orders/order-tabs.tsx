import type { GetAnswer } from '@labmall/contract';
import { Link } from 'react-router';
import { orderMessages as t } from './order-messages';

export type OrderTab = (typeof t.tabs)[number][0];
type Counts = GetAnswer<'/user/order/list'>['counts'];

/** The state tabs as real links (?state=…), each with its count; the search is kept, the page is not. */
export function OrderTabs({ current, counts, q }: { current: OrderTab; counts: Counts; q: string }) {
  const href = (tab: OrderTab) => {
    const query = new URLSearchParams();
    if (tab !== 'all') query.set('state', tab);
    if (q) query.set('q', q);
    const text = query.toString();
    return text ? `/user/order?${text}` : '/user/order';
  };
  return (
    <nav className="lm-order-tabs" aria-label={t.tabsLabel}>
      <ul>
        {t.tabs.map(([tab, label]) => (
          <li key={tab}>
            <Link
              to={href(tab)}
              className="lm-order-tabs__tab"
              aria-current={tab === current ? 'page' : undefined}
            >
              {label}
              <span className="lm-order-tabs__count">{counts[tab]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
