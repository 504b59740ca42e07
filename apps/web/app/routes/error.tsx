import { data, Link } from 'react-router';
import { openErrorMessage } from '../lib/error-message.server';
import { ssrContext } from '../load-context.server';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/error';

/**
 * `/error/404`: the not-found page, with HTTP 404. `/error/{message}`: a page-load failure, whose
 * message travels sealed with a server-only secret (SPEC §8); anything the shop did not seal shows the
 * generic text.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.message === '404')
    return data({ notFound: true, text: messages.notFound.text }, { status: 404 });
  const { errorLinkSecret } = context.get(ssrContext);
  const text = params.message ? await openErrorMessage(errorLinkSecret, params.message) : null;
  return { notFound: false, text: text ?? messages.error.text };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches[0].loaderData.shopName,
      loaderData?.notFound ? messages.notFound.title : messages.error.title,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.notFound ? messages.notFound : messages.error;
  return (
    <section className="lm-notice" aria-labelledby="error-title">
      <h1 id="error-title">{text.title}</h1>
      <p>{loaderData.text}</p>
      <Link to="/">{text.backHome}</Link>
    </section>
  );
}
