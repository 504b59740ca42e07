import { chinaDate } from '@labmall/rules';
import '../components/home/home.css';
import { groupMenuTree } from '../components/frame/category-tree';
import { BannerCarousel } from '../components/home/banner-carousel';
import { homeMessages } from '../components/home/home-messages';
import { HomeBrands, HomeFloorSection, HomeGroups, HomeNewArrivals } from '../components/home/home-sections';
import { HomeActivities, HomeStories } from '../components/home/home-slots';
import type { HomeActivity, HomeStory } from '../components/home/types';
import { apiContext } from '../lib/context.server';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { isLoggedIn } from '../lib/user';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [page, sales, articles, solutions] = await Promise.all([
    api.get('/home/page'),
    api.get('/sales/list'),
    api.get('/article/list', { pageSize: 4 }),
    api.get('/programme/list', { pageSize: 3 }),
  ]);
  const activities: HomeActivity[] = sales.running.map((a) => ({
    id: a.id,
    title: a.title,
    href: `/sales/${a.id}`,
    note: `${a.item_count} 款特惠，截至 ${chinaDate(a.ends_at)}`,
  }));
  const stories: HomeStory[] = [
    ...articles.list.map((a) => ({
      kind: 'article' as const,
      id: a.id,
      title: a.title,
      href: `/article/${a.id}`,
      date: chinaDate(a.published_at),
    })),
    ...solutions.list.map((s) => ({
      kind: 'solution' as const,
      id: s.id,
      title: s.title,
      href: `/programme/${s.id}`,
    })),
  ];
  return { page, activities, stories, canonical: absoluteUrl(context, '/').href };
}

// No preload tag of our own for the first slide: React 19 hoists a `<link rel="preload" as="image"
// imagesrcset imagesizes fetchpriority="high">` into the head for an eager, high-priority <img>
// (banner-carousel.tsx), and a second one would make the browser weigh two requests.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches[0].loaderData.shopName) },
  { name: 'description', content: messages.site.description },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

/** /: carousel and product groups, category floors, new arrivals, best brands, and two slots. */
export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { shopName, user } = matches[0].loaderData;
  const { groups, categories } = matches[1].loaderData;
  const { page, activities, stories } = loaderData;
  const member = isLoggedIn(user);
  return (
    <div className="lm-home">
      <h1 className="lm-sr-only">{homeMessages.heading(shopName)}</h1>
      <div className="lm-home__top">
        <HomeGroups groups={groupMenuTree(groups, categories)} />
        <BannerCarousel banners={page.banners} />
      </div>
      <HomeActivities activities={activities} />
      {page.floors.map((floor) => (
        <HomeFloorSection key={floor.id} floor={floor} member={member} />
      ))}
      <HomeNewArrivals products={page.new_arrivals} member={member} />
      <HomeStories stories={stories} />
      <HomeBrands brands={page.brands} />
    </div>
  );
}
