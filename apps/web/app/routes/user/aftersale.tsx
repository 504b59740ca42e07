import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/orders/orders.css';
import '../../components/aftersales/aftersales.css';
import { Link } from 'react-router';
import { AftersaleCard } from '../../components/aftersales/aftersale-card';
import { aftersaleMessages as t } from '../../components/aftersales/aftersale-messages';
import { PagingList } from '../../components/controls/paging-list';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/aftersale';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  return { page: await loadMemberPage(request, (params) => api.get('/user/aftersale', params)) };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

/** /user/aftersale: the member's 售后 requests, newest first, each with its state. */
export default function AftersalesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="aftersales-title" className="lm-panel lm-member-list lm-orders">
      <div className="lm-member-list__head">
        <h1 id="aftersales-title">{t.title}</h1>
      </div>
      <PagingList
        mode="paging"
        initial={loaderData.page}
        label={t.listLabel}
        itemKey={(request) => request.id}
        emptyHint={
          <>
            {t.emptyHint}，
            <Link to="/user/order" className="lm-text-link">
              {t.toOrders}
            </Link>
          </>
        }
        renderItem={(request) => <AftersaleCard request={request} />}
      />
    </section>
  );
}
