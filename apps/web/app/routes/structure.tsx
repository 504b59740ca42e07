import '../components/catalogue/catalogue.css';
import '../components/catalogue/list.css';
import '../components/structure/structure.css';
import type { ErrorObj } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { type RouterContextProvider, redirect } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { StructureForm } from '../components/structure/structure-form';
import { structureMessages as t } from '../components/structure/structure-messages';
import {
  isMolfile,
  readStructureQuery,
  readThreshold,
  type StructureQuery,
  structureHref,
} from '../components/structure/structure-query';
import { StructureResults } from '../components/structure/structure-results';
import { apiContext } from '../lib/context.server';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { isLoggedIn } from '../lib/user';
import { pageTitle } from '../messages';
import type { Route } from './+types/structure';

/** Field messages of a refused query (400), or its message when it names no field. */
function problemsOf(obj: ErrorObj<typeof Code.INVALID>, message: string): string[] {
  const listed = obj ? Object.values(obj.fields).filter(Boolean) : [];
  return listed.length > 0 ? listed : [message || t.invalid];
}

/**
 * One search through the API (in process, as the browser's call would be). What the buyer can fix (a
 * structure that does not parse, too large, too many searches at once) is shown on this page; anything
 * else is a failed page load (SPEC §8).
 */
async function searchFor(context: Readonly<RouterContextProvider>, query: StructureQuery) {
  const answer = await context.get(apiContext).postEnvelope('/product/structure', {
    query: query.q,
    mode: query.mode,
    threshold: query.threshold,
    page: query.page,
  });
  if (answer.code === Code.OK) return { result: answer.obj, problems: null };
  if (answer.code === Code.INVALID) return { result: null, problems: problemsOf(answer.obj, answer.message) };
  if (answer.code === Code.RATE_LIMITED) return { result: null, problems: [answer.message || t.failed] };
  return pageLoadFailure(context, answer.message);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readStructureQuery(new URL(request.url).searchParams);
  const canonical = absoluteUrl(context, structureHref(query)).href;
  if (!query.q) return { query, canonical, result: null, problems: null };
  return { query, canonical, ...(await searchFor(context, query)) };
}

/**
 * A molfile (from a paste, with script on) comes by POST: it is searched once here and, when it reads,
 * the page moves to the address of its canonical SMILES, so the results have a URL to page through and
 * share. A SMILES posted here just goes to its address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const query: StructureQuery = {
    q: String(form.get('q') ?? '').trim(),
    mode: readStructureQuery(new URLSearchParams({ mode: String(form.get('mode') ?? '') })).mode,
    threshold: readThreshold(String(form.get('t') ?? '')),
    page: 1,
  };
  if (!query.q || !isMolfile(query.q)) throw redirect(structureHref(query));
  const found = await searchFor(context, query);
  if (found.result) throw redirect(structureHref({ ...query, q: found.result.query.smiles }));
  return { problems: found.problems };
}

/**
 * Every answer is a fresh search: a capped or timed-out answer says what the server managed at that
 * moment, and a visitor's copy kept for a minute would repeat it to the next one.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  const searched = Boolean(loaderData?.query.q);
  return [
    { title: pageTitle(shopName, t.title) },
    { name: 'description', content: t.description },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
    // One page per drawn structure is not a page for a search engine; the empty form is.
    ...(searched ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

export default function StructurePage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { query, result } = loaderData;
  const problems = actionData?.problems ?? loaderData.problems;
  const member = isLoggedIn(matches[0].loaderData.user);
  return (
    <div className="lm-catalogue lm-structure-search">
      <h1 className="lm-list__title">{t.title}</h1>
      {/* Keyed by the address: back and forward, or a page link, show that query in the form. */}
      <StructureForm key={structureHref(query)} query={query} />
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
      {result ? <StructureResults result={result} query={query} member={member} /> : null}
    </div>
  );
}
