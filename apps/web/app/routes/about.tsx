import '../components/content/content.css';
import { Code } from '@labmall/protocol';
import { redirect } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import {
  CONTENT_ID,
  Crumbs,
  JsonLd,
  jsonLdCrumbs,
  RichText,
  SideMenu,
} from '../components/content/content-parts';
import { breadcrumbJsonLd } from '../components/content/json-ld';
import { contentMessages } from '../components/content/messages';
import { plainSummary } from '../components/content/plain-summary';
import { apiContext } from '../lib/context.server';
import { absoluteUrl, publicOrigin } from '../lib/seo/public-origin.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/about';

const t = contentMessages.about;

/** /about/{id}: one about page; /about shows the first (its canonical address is its own /about/{id}). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id !== undefined && !CONTENT_ID.test(params.id)) throw redirect('/error/404');
  const answer = await context
    .get(apiContext)
    .getEnvelope('/about/detail', params.id === undefined ? {} : { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return {
    page: answer.obj,
    canonical: absoluteUrl(context, `/about/${answer.obj.id}`).href,
    origin: publicOrigin(context),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  if (!loaderData) return [{ title: pageTitle(shopName, t.title) }];
  const { page, canonical } = loaderData;
  return [
    { title: pageTitle(shopName, page.title) },
    { name: 'description', content: plainSummary(page.body, 120) || page.title },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
};

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, origin } = loaderData;
  const trail = [{ name: t.title, to: `/about/${page.pages[0]?.id ?? page.id}` }, { name: page.title }];
  return (
    <div className="lm-content">
      <JsonLd data={breadcrumbJsonLd(jsonLdCrumbs(origin, trail))} />
      <Crumbs trail={trail} />
      <div className="lm-content__layout">
        <SideMenu
          label={t.pages}
          entries={page.pages.map((p) => ({
            key: String(p.id),
            name: p.title,
            to: `/about/${p.id}`,
            current: p.id === page.id,
          }))}
        />
        <article className="lm-content__box">
          <h1>{page.title}</h1>
          <RichText html={page.body} />
        </article>
      </div>
    </div>
  );
}
