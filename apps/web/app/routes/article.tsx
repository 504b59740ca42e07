import '../components/content/content.css';
import { Code } from '@labmall/protocol';
import { MAX_PAGE_INDEX, messages as ruleMessages } from '@labmall/rules';
import { Link, redirect } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { CONTENT_ID, Crumbs, JsonLd, jsonLdCrumbs, SideMenu } from '../components/content/content-parts';
import { breadcrumbJsonLd, chinaDate } from '../components/content/json-ld';
import { contentMessages } from '../components/content/messages';
import { PageLinks } from '../components/controls/page-links';
import { apiContext } from '../lib/context.server';
import { pageParamsFromUrl, totalPages } from '../lib/hooks/paging';
import { absoluteUrl, publicOrigin } from '../lib/seo/public-origin.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/article';

const t = contentMessages.article;

/** /article?category={id}&page={n}: published news, newest first, by category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('category');
  if (raw !== null && !CONTENT_ID.test(raw)) throw redirect('/error/404');
  const categoryId = raw === null ? undefined : Number(raw);
  const { index, pageSize } = pageParamsFromUrl(url);
  const answer = await context.get(apiContext).getEnvelope('/article/list', {
    ...(categoryId ? { category_id: categoryId } : {}),
    index,
    pageSize,
  });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  const canonical = absoluteUrl(context, '/article');
  if (categoryId) canonical.searchParams.set('category', String(categoryId));
  if (index > 1) canonical.searchParams.set('page', String(index));
  return {
    ...answer.obj,
    categoryId: categoryId ?? null,
    page: index,
    canonical: canonical.href,
    origin: publicOrigin(context),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  if (!loaderData) return [{ title: pageTitle(shopName, t.title) }];
  const category = loaderData.categories.find((c) => c.id === loaderData.categoryId)?.name ?? null;
  return [
    { title: pageTitle(shopName, category ? `${category} - ${t.title}` : t.title) },
    { name: 'description', content: t.description(category) },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { categories, list, total, categoryId, page, origin } = loaderData;
  const category = categories.find((c) => c.id === categoryId);
  const trail = category ? [{ name: t.title, to: '/article' }, { name: category.name }] : [{ name: t.title }];
  const pages = Math.min(totalPages(total), MAX_PAGE_INDEX);
  return (
    <div className="lm-content">
      <JsonLd data={breadcrumbJsonLd(jsonLdCrumbs(origin, trail))} />
      <Crumbs trail={trail} />
      <div className="lm-content__layout">
        <SideMenu
          label={t.categories}
          entries={[
            { key: 'all', name: t.all, to: '/article', current: categoryId === null },
            ...categories.map((c) => ({
              key: String(c.id),
              name: c.name,
              to: `/article?category=${c.id}`,
              current: c.id === categoryId,
            })),
          ]}
        />
        <section className="lm-content__box" aria-labelledby="article-title">
          <h1 id="article-title">{category?.name ?? t.title}</h1>
          {list.length === 0 ? (
            <p className="lm-content__empty">{ruleMessages.EMPTY_LIST}</p>
          ) : (
            <ul className="lm-content__list">
              {list.map((article) => (
                <li key={article.id}>
                  <h2>
                    <Link to={`/article/${article.id}`}>{article.title}</Link>
                  </h2>
                  {article.summary && <p className="lm-content__summary">{article.summary}</p>}
                  <p className="lm-content__meta">
                    <span>{article.category_name}</span>
                    <time dateTime={article.published_at}>{chinaDate(article.published_at)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <PageLinks current={page} pages={pages} />
        </section>
      </div>
    </div>
  );
}
