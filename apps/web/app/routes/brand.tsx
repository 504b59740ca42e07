import '../components/catalogue/catalogue.css';
import '../components/catalogue/brand.css';
import { BrandWall } from '../components/catalogue/brand-wall';
import { apiContext } from '../lib/context.server';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/brand';

const t = messages.catalogue.brand;

export async function loader({ context }: Route.LoaderArgs) {
  const brands = await context.get(apiContext).get('/brand/list');
  return { brands, canonical: absoluteUrl(context, '/brand').href };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'description', content: t.description },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

/** /brand: every brand, indexed by the pinyin initial of its name, each leading to its products. */
export default function BrandPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="lm-catalogue lm-brands">
      <h1>{t.title}</h1>
      <BrandWall brands={loaderData.brands} />
    </div>
  );
}
