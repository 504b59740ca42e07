import '../components/content/content.css';
import { Code } from '@labmall/protocol';
import { Link, redirect } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { CONTENT_ID, Crumbs, JsonLd, jsonLdCrumbs, RichText } from '../components/content/content-parts';
import { articleJsonLd, breadcrumbJsonLd, chinaDate } from '../components/content/json-ld';
import { contentMessages } from '../components/content/messages';
import { ShareButtons } from '../components/controls/share-buttons';
import { apiContext } from '../lib/context.server';
import { absoluteUrl, publicOrigin } from '../lib/seo/public-origin.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/article.item';

const t = contentMessages.article;

/** /article/{id}: one published article; drafts, scheduled and unknown ids are 404 (SPEC §4). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!CONTENT_ID.test(params.id)) throw redirect('/error/404');
  const answer = await context.get(apiContext).getEnvelope('/article/detail', { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return {
    article: answer.obj,
    canonical: absoluteUrl(context, `/article/${answer.obj.id}`).href,
    origin: publicOrigin(context),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  if (!loaderData) return [{ title: pageTitle(shopName, t.title) }];
  const { article, canonical } = loaderData;
  return [
    { title: pageTitle(shopName, article.title) },
    { name: 'description', content: article.summary || article.title },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:url', content: canonical },
  ];
};

function Neighbour({ label, entry }: { label: string; entry: { id: number; title: string } | null }) {
  return (
    <div>
      <dt>{label}：</dt>
      <dd>{entry ? <Link to={`/article/${entry.id}`}>{entry.title}</Link> : t.none}</dd>
    </div>
  );
}

export default function ArticleItemPage({ loaderData, matches }: Route.ComponentProps) {
  const { article, canonical, origin } = loaderData;
  const shopName = matches[0].loaderData.shopName;
  const trail = [
    { name: t.title, to: '/article' },
    { name: article.category_name, to: `/article?category=${article.category_id}` },
    { name: article.title },
  ];
  return (
    <article className="lm-content">
      <JsonLd data={breadcrumbJsonLd(jsonLdCrumbs(origin, trail))} />
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          summary: article.summary,
          author: article.author,
          publishedAt: article.published_at,
          updatedAt: article.updated_at,
          url: canonical,
          publisher: shopName,
        })}
      />
      <Crumbs trail={trail} />
      <div className="lm-content__box">
        <header>
          <h1>{article.title}</h1>
          <p className="lm-content__meta">
            <span>
              {t.published} <time dateTime={article.published_at}>{chinaDate(article.published_at)}</time>
            </span>
            {article.author && (
              <span>
                {t.author}：{article.author}
              </span>
            )}
            <Link to={`/article?category=${article.category_id}`}>{article.category_name}</Link>
          </p>
        </header>
        <RichText html={article.body} />
        <ShareButtons className="lm-content__share" url={canonical} title={article.title} />
      </div>
      <nav className="lm-content__box" aria-label={t.neighbours}>
        <dl className="lm-content__neighbours">
          <Neighbour label={t.prev} entry={article.prev} />
          <Neighbour label={t.next} entry={article.next} />
        </dl>
      </nav>
    </article>
  );
}
