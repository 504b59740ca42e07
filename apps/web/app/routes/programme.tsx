import '../components/content/content.css';
import { Code } from '@labmall/protocol';
import { MAX_PAGE_INDEX, messages as ruleMessages } from '@labmall/rules';
import { Link } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { Crumbs, JsonLd, jsonLdCrumbs } from '../components/content/content-parts';
import { breadcrumbJsonLd } from '../components/content/json-ld';
import { contentMessages } from '../components/content/messages';
import { PageLinks } from '../components/controls/page-links';
import { apiContext } from '../lib/context.server';
import { pageParamsFromUrl, totalPages } from '../lib/hooks/paging';
import { absoluteUrl, publicOrigin } from '../lib/seo/public-origin.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/programme';

const t = contentMessages.programme;

/** /programme?page={n}: the published solutions in the merchant's order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { index, pageSize } = pageParamsFromUrl(new URL(request.url));
  const answer = await context.get(apiContext).getEnvelope('/programme/list', { index, pageSize });
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  const canonical = absoluteUrl(context, '/programme');
  if (index > 1) canonical.searchParams.set('page', String(index));
  return { ...answer.obj, page: index, canonical: canonical.href, origin: publicOrigin(context) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'description', content: t.description },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

export default function ProgrammePage({ loaderData }: Route.ComponentProps) {
  const { list, total, page, origin } = loaderData;
  const trail = [{ name: t.title }];
  return (
    <div className="lm-content">
      <JsonLd data={breadcrumbJsonLd(jsonLdCrumbs(origin, trail))} />
      <Crumbs trail={trail} />
      <section className="lm-content__box" aria-labelledby="programme-title">
        <h1 id="programme-title">{t.title}</h1>
        {list.length === 0 ? (
          <p className="lm-content__empty">{ruleMessages.EMPTY_LIST}</p>
        ) : (
          <ul className="lm-content__list">
            {list.map((solution) => (
              <li key={solution.id}>
                <h2>
                  <Link to={`/programme/${solution.id}`}>{solution.title}</Link>
                </h2>
                {solution.summary && <p className="lm-content__summary">{solution.summary}</p>}
                <p className="lm-content__meta">{t.items(solution.item_count)}</p>
              </li>
            ))}
          </ul>
        )}
        <PageLinks current={page} pages={Math.min(totalPages(total), MAX_PAGE_INDEX)} />
      </section>
    </div>
  );
}
