import { messages, pageTitle } from '../messages';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName) },
  { name: 'description', content: messages.site.description },
];

export default function Home({ matches }: Route.ComponentProps) {
  const { shopName } = matches[0].loaderData;
  return (
    <section className="lm-hero">
      <h1>{shopName}</h1>
      <p className="lm-tagline">{messages.site.tagline}</p>
      <p className="lm-intro">{messages.home.intro}</p>
    </section>
  );
}
