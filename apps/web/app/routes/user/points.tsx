import { chinaMinute } from '@labmall/rules';
import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/points/points.css';
import { Link } from 'react-router';
import { PagingList } from '../../components/controls/paging-list';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { pointsMessages as t } from '../../components/points/points-messages';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/points';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = await loadMemberPage(request, (params) => api.get('/user/points', params));
  return { page };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.mineTitle) },
  { name: 'robots', content: 'noindex' },
];

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** /user/points: the balance and every movement with its reason, newest first, 20 at a time. */
export default function UserPointsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <section aria-labelledby="points-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head">
        <h1 id="points-title">{t.mineTitle}</h1>
        <Link to="/points" className="lm-button">
          {t.toMall}
        </Link>
      </div>
      <div className="lm-points-summary">
        <div>
          <span>{t.balance}</span>
          <strong data-testid="points-balance">{t.points(page.balance)}</strong>
        </div>
        <p>{t.howToEarn}</p>
      </div>
      <h2 className="lm-member-list__day">{t.history}</h2>
      {/*
        点击加载更多 (SPEC §4): a ledger is read from the newest back, and nothing on it changes in
        place, so the appended pages never go stale.
      */}
      <PagingList
        mode="more"
        initial={page}
        fetcher={(params, { signal }) => api.get('/user/points', params, { signal })}
        label={t.historyLabel}
        itemKey={(entry) => entry.id}
        emptyHint={
          <>
            {t.emptyHistory}，
            <Link to="/points" className="lm-text-link">
              {t.toMall}
            </Link>
          </>
        }
        renderItem={(entry) => (
          <div className="lm-points-entry" data-testid="points-entry">
            <time className="lm-points-entry__at" dateTime={entry.at}>
              {chinaMinute(entry.at)}
            </time>
            <span className="lm-points-entry__reason">{entry.reason}</span>
            <span className="lm-points-entry__note">
              {entry.note}
              {entry.order_number ? (
                <>
                  {' '}
                  <Link to={`/user/order/${entry.order_number}`} className="lm-text-link">
                    {t.order} {entry.order_number}
                  </Link>
                </>
              ) : null}
            </span>
            <span
              className={`lm-points-entry__delta lm-points-entry__delta--${entry.delta > 0 ? 'in' : 'out'}`}
            >
              {signed(entry.delta)}
            </span>
          </div>
        )}
      />
    </section>
  );
}
