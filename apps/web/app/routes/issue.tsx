import '../components/content/content.css';
import { Code } from '@labmall/protocol';
import { messages as ruleMessages } from '@labmall/rules';
import { Link, redirect } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { CONTENT_ID, Crumbs, JsonLd, jsonLdCrumbs, RichText } from '../components/content/content-parts';
import { breadcrumbJsonLd } from '../components/content/json-ld';
import { contentMessages } from '../components/content/messages';
import { plainSummary } from '../components/content/plain-summary';
import { apiContext } from '../lib/context.server';
import { absoluteUrl, publicOrigin } from '../lib/seo/public-origin.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/issue';

const t = contentMessages.issue;

/** /issue: every published question by category. /issue/{id}: one answer and its category's others. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const origin = publicOrigin(context);
  if (params.id === undefined) {
    const answer = await api.getEnvelope('/issue/list');
    if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
    return { list: answer.obj, issue: null, canonical: absoluteUrl(context, '/issue').href, origin };
  }
  if (!CONTENT_ID.test(params.id)) throw redirect('/error/404');
  const answer = await api.getEnvelope('/issue/detail', { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return {
    list: null,
    issue: answer.obj,
    canonical: absoluteUrl(context, `/issue/${answer.obj.id}`).href,
    origin,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  const issue = loaderData?.issue;
  return [
    { title: pageTitle(shopName, issue ? issue.question : t.title) },
    {
      name: 'description',
      content: issue ? plainSummary(issue.answer, 120) || issue.question : t.description,
    },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

function AllQuestions({
  categories,
}: {
  categories: { id: number; name: string; list: { id: number; question: string }[] }[];
}) {
  if (categories.length === 0) return <p className="lm-content__empty">{ruleMessages.EMPTY_LIST}</p>;
  return categories.map((category) => (
    <section
      key={category.id}
      className="lm-content__section"
      aria-labelledby={`issue-category-${category.id}`}
    >
      <h2 id={`issue-category-${category.id}`}>{category.name}</h2>
      <ul className="lm-content__questions">
        {category.list.map((q) => (
          <li key={q.id}>
            <Link to={`/issue/${q.id}`}>{q.question}</Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { list, issue, origin } = loaderData;
  const trail = issue ? [{ name: t.title, to: '/issue' }, { name: issue.question }] : [{ name: t.title }];
  return (
    <div className="lm-content">
      <JsonLd data={breadcrumbJsonLd(jsonLdCrumbs(origin, trail))} />
      <Crumbs trail={trail} />
      {issue ? (
        <>
          <article className="lm-content__box">
            <h1>{issue.question}</h1>
            <p className="lm-content__meta">
              <Link to="/issue">{issue.category_name}</Link>
            </p>
            <RichText html={issue.answer} />
          </article>
          {issue.related.length > 0 && (
            <section className="lm-content__box" aria-labelledby="issue-related">
              <h2 id="issue-related" className="lm-content__subtitle">
                {t.related}
              </h2>
              <ul className="lm-content__questions">
                {issue.related.map((q) => (
                  <li key={q.id}>
                    <Link to={`/issue/${q.id}`}>{q.question}</Link>
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/issue">{t.back}</Link>
              </p>
            </section>
          )}
        </>
      ) : (
        <section className="lm-content__box" aria-labelledby="issue-title">
          <h1 id="issue-title">{t.title}</h1>
          <AllQuestions categories={list?.categories ?? []} />
        </section>
      )}
    </div>
  );
}
