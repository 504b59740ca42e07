import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/orders/orders.css';
import { Link } from 'react-router';
import { PagingList } from '../../components/controls/paging-list';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { OrderCard } from '../../components/orders/order-card';
import { orderMessages as t } from '../../components/orders/order-messages';
import { OrderSearch } from '../../components/orders/order-search';
import { type OrderTab, OrderTabs } from '../../components/orders/order-tabs';
import { apiContext } from '../../lib/context.server';
import { pageUrl } from '../../lib/guard';
import { pageTitle } from '../../messages';
import type { Route } from './+types/order';

const TABS = new Set<string>(t.tabs.map(([tab]) => tab));

/** The tab and the search in a URL; anything unknown means 全部 and no search. */
function filtersOf(url: URL): { state: OrderTab; q: string } {
  const raw = url.searchParams.get('state') ?? 'all';
  const state = (TABS.has(raw) ? raw : 'all') as OrderTab;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 64);
  return { state, q };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const filters = filtersOf(pageUrl(request.url));
  const page = await loadMemberPage(request, (params) =>
    api.get('/user/order/list', { ...filters, ...params }),
  );
  return { page, ...filters };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

/** /user/order: the member's orders by state, searchable, 20 a page with real page links. */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { page, state, q } = loaderData;
  return (
    <section aria-labelledby="orders-title" className="lm-panel lm-member-list lm-orders">
      <div className="lm-member-list__head">
        <h1 id="orders-title">{t.title}</h1>
        <OrderSearch q={q} state={state} />
      </div>
      <OrderTabs current={state} counts={page.counts} q={q} />
      {q ? (
        <p className="lm-member-list__lead" role="status">
          {t.searchResult(q, page.total)}
        </p>
      ) : null}
      <PagingList
        mode="paging"
        initial={page}
        label={t.listLabel}
        itemKey={(order) => order.number}
        emptyHint={
          q ? (
            t.emptySearch
          ) : (
            <>
              {t.empty}，
              <Link to="/list" className="lm-text-link">
                {t.browse}
              </Link>
            </>
          )
        }
        renderItem={(order) => <OrderCard order={order} />}
      />
    </section>
  );
}
