import '../components/points/points.css';
import { Code } from '@labmall/protocol';
import { MAX_PAGE_INDEX } from '@labmall/rules';
import { Link } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { PageLinks } from '../components/controls/page-links';
import { PointsImage } from '../components/points/points-image';
import { POINTS_SORTS, type PointsSort, pointsMessages as t } from '../components/points/points-messages';
import { apiContext, userContext } from '../lib/context.server';
import { pageParamsFromUrl, totalPages } from '../lib/hooks/paging';
import { isLoggedIn } from '../lib/user';
import { pageTitle } from '../messages';
import type { Route } from './+types/points';

/** The filter and order in a URL; anything unknown means 全部 and 默认. */
function queryOf(url: URL) {
  const raw = url.searchParams.get('sort') ?? 'default';
  const sort: PointsSort = (POINTS_SORTS as string[]).includes(raw) ? (raw as PointsSort) : 'default';
  const category = (url.searchParams.get('category') ?? '').trim().slice(0, 20);
  return { sort, category };
}

function mallHref(query: { sort: PointsSort; category: string }) {
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.sort !== 'default') search.set('sort', query.sort);
  return search.size > 0 ? `/points?${search}` : '/points';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const query = queryOf(url);
  const { index, pageSize } = pageParamsFromUrl(url);
  const member = isLoggedIn(context.get(userContext));
  const [answer, mine] = await Promise.all([
    api.getEnvelope('/points/list', { ...query, index, pageSize }),
    member ? api.getEnvelope('/user/points', { index: 1, pageSize: 1 }) : null,
  ]);
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return {
    query,
    page: index,
    result: answer.obj,
    balance: mine?.code === Code.OK ? mine.obj.balance : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.mallTitle) },
  { name: 'description', content: t.mallLead },
];

/** /points: the gifts on sale, filtered by category and ordered as the member asks, 20 a page. */
export default function PointsPage({ loaderData }: Route.ComponentProps) {
  const { query, result, page, balance } = loaderData;
  const pages = Math.min(totalPages(result.total), MAX_PAGE_INDEX);
  return (
    <div className="lm-points">
      <header className="lm-points__head">
        <div>
          <h1>{t.mallTitle}</h1>
          <p>{t.mallLead}</p>
        </div>
        {balance === null ? (
          <Link to="/login?redirect=%2Fpoints" className="lm-text-link">
            {t.loginToSee}
          </Link>
        ) : (
          <div className="lm-points-balance">
            <span>{t.balance}</span>
            <strong data-testid="points-balance">{t.points(balance)}</strong>
            <Link to="/user/points" className="lm-text-link">
              {t.toMine}
            </Link>
          </div>
        )}
      </header>
      <div className="lm-points-filters">
        <nav className="lm-points-chips" aria-label={t.category}>
          <span aria-hidden="true">{t.category}</span>
          <ul>
            {['', ...result.categories].map((category) => (
              <li key={category || 'all'}>
                <Link
                  to={mallHref({ ...query, category })}
                  className="lm-points-chip"
                  aria-current={category === query.category ? 'true' : undefined}
                >
                  {category || t.all}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="lm-points-chips" aria-label={t.sort}>
          <span aria-hidden="true">{t.sort}</span>
          <ul>
            {POINTS_SORTS.map((sort) => (
              <li key={sort}>
                <Link
                  to={mallHref({ ...query, sort })}
                  className="lm-points-chip"
                  aria-current={sort === query.sort ? 'true' : undefined}
                  rel="nofollow"
                >
                  {t.sorts[sort]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {result.list.length > 0 ? (
        <ul className="lm-points-grid" aria-label={t.mallTitle}>
          {result.list.map((item) => (
            <li key={item.id}>
              <article className="lm-points-card">
                <Link to={`/points/${item.id}`} tabIndex={-1} aria-hidden="true">
                  <PointsImage src={item.image} alt="" size={240} />
                </Link>
                <div className="lm-points-card__body">
                  <h2 className="lm-points-card__name">
                    <Link to={`/points/${item.id}`}>{item.name}</Link>
                  </h2>
                  <span className="lm-points-price">{t.points(item.points_price)}</span>
                  <span className="lm-points-card__meta">
                    <span>{item.category}</span>
                    <span>{t.stock(item.stock)}</span>
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lm-points-empty">{t.empty}</p>
      )}
      <PageLinks current={page} pages={pages} />
    </div>
  );
}
