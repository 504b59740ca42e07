import '../../components/account/account.css';
import '../../components/orders/orders.css';
import '../../components/dashboard/dashboard.css';
import { Link } from 'react-router';
import { AccountFigures, Shortcuts, VerificationNotice } from '../../components/dashboard/dashboard-account';
import { dashboardMessages as t } from '../../components/dashboard/dashboard-messages';
import { LatestOrders, OrderCounts } from '../../components/dashboard/dashboard-orders';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await context.get(apiContext).get('/user/dashboard', {}) };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

/**
 * /user, the page a buyer opens first: orders waiting on someone, the latest orders, points, coupons,
 * 账期, real-name verification and the ways to order again.
 */
export default function UserHome({ loaderData, matches }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  const { user } = matches[0].loaderData;
  const name = user.nickname || user.username;
  return (
    <section aria-labelledby="user-home-title" className="lm-panel lm-dashboard">
      <div className="lm-dashboard__head">
        <h1 id="user-home-title">{t.title}</h1>
        {name ? <p className="lm-dashboard__greeting">{t.greeting(name)}</p> : null}
      </div>
      <VerificationNotice verification={dashboard.verification} />

      <section className="lm-dashboard__section" aria-labelledby="dashboard-orders">
        <div className="lm-dashboard__section-head">
          <h2 id="dashboard-orders">{t.orders}</h2>
          <Link to="/user/order" className="lm-text-link lm-dashboard__more">
            {t.allOrders}（{dashboard.counts.all}）
          </Link>
        </div>
        <OrderCounts counts={dashboard.counts} />
        <h3 className="lm-dashboard__subhead">{t.latest}</h3>
        <LatestOrders orders={dashboard.latest} />
      </section>

      <section className="lm-dashboard__section" aria-labelledby="dashboard-account">
        <h2 id="dashboard-account">{t.assets}</h2>
        <AccountFigures dashboard={dashboard} />
      </section>

      <section className="lm-dashboard__section" aria-labelledby="dashboard-shortcuts">
        <h2 id="dashboard-shortcuts">{t.shortcuts}</h2>
        <Shortcuts />
      </section>
    </section>
  );
}
