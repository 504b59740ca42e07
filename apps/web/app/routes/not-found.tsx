import { data, Link } from 'react-router';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/not-found';

/** Any unmatched URL: a real HTTP 404 with a Chinese page (SEO: not a soft 404). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, messages.notFound.title) },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <section className="lm-notice">
      <h1>{messages.notFound.title}</h1>
      <p>{messages.notFound.text}</p>
      <Link to="/">{messages.notFound.backHome}</Link>
    </section>
  );
}
