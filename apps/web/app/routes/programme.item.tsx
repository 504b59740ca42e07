import '../components/catalogue/catalogue.css';
import '../components/content/content.css';
import { Code } from '@labmall/protocol';
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { BundleTable } from '../components/content/bundle-table';
import { CONTENT_ID, Crumbs, JsonLd, jsonLdCrumbs, RichText } from '../components/content/content-parts';
import { breadcrumbJsonLd } from '../components/content/json-ld';
import { contentMessages } from '../components/content/messages';
import { apiContext } from '../lib/context.server';
import { absoluteUrl, publicOrigin } from '../lib/seo/public-origin.server';
import { isLoggedIn } from '../lib/user';
import { pageTitle } from '../messages';
import type { Route } from './+types/programme.item';

const t = contentMessages.programme;

/** /programme/{id}: a published solution and its bundle; prices only in a member's answer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!CONTENT_ID.test(params.id)) throw redirect('/error/404');
  const answer = await context.get(apiContext).getEnvelope('/programme/detail', { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return {
    solution: answer.obj,
    canonical: absoluteUrl(context, `/programme/${answer.obj.id}`).href,
    origin: publicOrigin(context),
  };
}

/** Adding the bundle revalidates (for the header's count): the solution itself has not changed. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  if (!loaderData) return [{ title: pageTitle(shopName, t.title) }];
  const { solution, canonical } = loaderData;
  return [
    { title: pageTitle(shopName, solution.title) },
    { name: 'description', content: solution.summary || solution.title },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
};

export default function ProgrammeItemPage({ loaderData, matches }: Route.ComponentProps) {
  const { solution, origin } = loaderData;
  const member = isLoggedIn(matches[0].loaderData.user);
  const trail = [{ name: t.title, to: '/programme' }, { name: solution.title }];
  return (
    <article className="lm-content">
      <JsonLd data={breadcrumbJsonLd(jsonLdCrumbs(origin, trail))} />
      <Crumbs trail={trail} />
      <div className="lm-content__box">
        <h1>{solution.title}</h1>
        {solution.summary && <p className="lm-content__summary">{solution.summary}</p>}
        <RichText html={solution.body} />
      </div>
      <section className="lm-content__box" aria-labelledby="programme-bundle">
        <h2 id="programme-bundle" className="lm-content__subtitle">
          {t.bundle}
        </h2>
        <BundleTable solution={solution} member={member} />
      </section>
    </article>
  );
}
