import '../components/catalogue/catalogue.css';
import '../components/catalogue/list.css';
import type { ErrorObj } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { formatListFilter, MAX_PAGE_INDEX, messages as ruleMessages } from '@labmall/rules';
import { categoryPath } from '../components/catalogue/category-path';
import { hasFacets, ListFacets } from '../components/catalogue/list-facets';
import { isPriceSort, listHref, mwPayload, readListQuery } from '../components/catalogue/list-query';
import { ListSortLinks } from '../components/catalogue/list-sort';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { ProductRow } from '../components/catalogue/product-row';
import { RelatedMarker, SearchNotes, ZeroResult } from '../components/catalogue/search-help';
import { PageLinks } from '../components/controls/page-links';
import { apiContext, userContext } from '../lib/context.server';
import { pageParamsFromUrl, totalPages } from '../lib/hooks/paging';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { isLoggedIn } from '../lib/user';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/list';

const t = messages.catalogue.list;

/** The searchable length of a keyword: a longer one is cut, and the answer says so. */
const SEARCHED_CHARS = 100;

/** Field messages of a refused query (code 400), or its message when it names no field. */
function problemsOf(obj: ErrorObj<typeof Code.INVALID>, message: string): string[] {
  const listed = obj ? Object.values(obj.fields).filter(Boolean) : [];
  return listed.length > 0 ? listed : [message || t.invalid];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const member = isLoggedIn(context.get(userContext));
  const url = new URL(request.url);
  const query = readListQuery(url.searchParams);
  // The API refuses price sorts to visitors: a shared member's link still shows them the list.
  if (!member && isPriceSort(query.sort)) query.sort = 'relevance';
  const { index, pageSize } = pageParamsFromUrl(url);
  // One address per result page: the order is a view of the same results.
  const canonical = absoluteUrl(context, listHref({ ...query, sort: 'relevance' }));
  if (index > 1) canonical.searchParams.set('page', String(index));
  const base = { query, page: index, pageSize, canonical: canonical.href };

  const answer = await api.getEnvelope('/product/list', {
    keyword: query.keyword || undefined,
    filter: formatListFilter(query.filter) || undefined,
    // A weight that is not a number goes as typed: the API's refusal says so in Chinese, on this page.
    mw_min: mwPayload(query.mwMin) as number | undefined,
    mw_max: mwPayload(query.mwMax) as number | undefined,
    sort: query.sort,
    index,
    pageSize,
  });
  if (answer.code === Code.OK) return { ...base, result: answer.obj, problems: null };
  // Bad input (an over-long keyword, say) is the buyer's to fix, on this page.
  if (answer.code === Code.INVALID)
    return { ...base, result: null, problems: problemsOf(answer.obj, answer.message) };
  return pageLoadFailure(context, answer.message);
}

/**
 * The row of this page where the widened results begin (after the exact hits), or -1: a widened search
 * with some exact hits marks where they end.
 */
function relatedStartsAt(
  search: { exact_count: number; steps: string[] } | undefined,
  page: number,
  pageSize: number,
): number {
  if (!search || search.steps.length === 0 || search.exact_count === 0) return -1;
  const start = search.exact_count - (page - 1) * pageSize;
  return start > 0 && start < pageSize ? start : -1;
}

/** What the page is about: the keyword searched, else the category browsed, else all products. */
function subjectOf(keyword: string, categoryName: string | undefined) {
  if (keyword) return t.searchTitle(keyword);
  return categoryName ?? t.title;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  if (!loaderData) return [{ title: pageTitle(shopName, t.title) }];
  const { query, result, canonical } = loaderData;
  const category = categoryPath(matches[1].loaderData.categories, query.filter.productTypeId).at(-1);
  const subject = subjectOf(query.keyword, category?.name);
  return [
    { title: pageTitle(shopName, query.keyword || category?.name || t.title) },
    { name: 'description', content: t.description(subject, result?.total_text ?? '0') },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // A refused query has nothing worth indexing.
    ...(result ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
};

export default function ListPage({ loaderData, matches }: Route.ComponentProps) {
  const { query, result, problems, page, pageSize } = loaderData;
  const member = isLoggedIn(matches[0].loaderData.user);
  const path = categoryPath(matches[1].loaderData.categories, query.filter.productTypeId);
  const pages = Math.min(totalPages(result?.total ?? 0), MAX_PAGE_INDEX);

  return (
    <div className="lm-catalogue lm-list">
      <h1 className="lm-list__title">{subjectOf(query.keyword, path.at(-1)?.name)}</h1>
      {problems ? (
        <div className="lm-list__problem" role="alert">
          <p>{t.invalid}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result ? (
        <div className="lm-list__layout">
          {hasFacets({ query, facets: result.facets, path }) && (
            <ListFacets query={query} facets={result.facets} path={path} />
          )}
          <section className="lm-list__results" aria-labelledby="list-results">
            <h2 id="list-results" className="lm-sr-only">
              {t.results}
            </h2>
            <div className="lm-list__toolbar">
              <p className="lm-list__count">{t.count(result.total_text)}</p>
              <ListSortLinks query={query} member={member} />
            </div>
            {result.truncated && <p className="lm-list__note">{t.truncated(SEARCHED_CHARS)}</p>}
            <SearchNotes search={result.search} />
            {result.list.length > 0 ? (
              <ul className="lm-list__rows">
                {result.list.map((product, index) => (
                  <li key={product.id}>
                    {relatedStartsAt(result.search, page, pageSize) === index && <RelatedMarker />}
                    <ProductRow product={product} member={member} />
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <p className="lm-list__empty">{ruleMessages.EMPTY_LIST}</p>
                {query.keyword && (
                  <ZeroResult keyword={query.keyword} search={result.search} member={member} />
                )}
              </>
            )}
            <PageLinks current={page} pages={pages} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
