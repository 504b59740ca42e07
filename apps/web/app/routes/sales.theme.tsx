import '../components/catalogue/catalogue.css';
import '../components/catalogue/sku-table.css';
import '../components/sales/sales.css';
import { Code } from '@labmall/protocol';
import { Link, redirect } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { ActivityCards } from '../components/sales/activity-card';
import { SalesBanner } from '../components/sales/sales-banner';
import { type SalesTheme, salesMessages as t } from '../components/sales/sales-messages';
import { apiContext } from '../lib/context.server';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/sales.theme';

const THEME_ID = /^[1-9]\d{0,14}$/;

/**
 * /sales/theme/{id}: a theme's banner and introduction and its activities as cards. Without an id, the
 * first published theme (its canonical address names it); with none published, an empty page says so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id !== undefined && !THEME_ID.test(params.id)) throw redirect('/error/404');
  const answer = await context
    .get(apiContext)
    .getEnvelope('/sales/theme', params.id === undefined ? {} : { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) {
    if (params.id !== undefined) throw redirect('/error/404');
    return { found: null, canonical: absoluteUrl(context, '/sales/theme').href };
  }
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return { found: answer.obj, canonical: absoluteUrl(context, `/sales/theme/${answer.obj.theme.id}`).href };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  const theme = loaderData?.found?.theme;
  return [
    { title: pageTitle(shopName, theme ? theme.title : t.themeTitle) },
    ...(theme?.intro ? [{ name: 'description', content: theme.intro }] : []),
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

function ThemePage({ found }: { found: SalesTheme }) {
  const { theme, activities, themes } = found;
  const others = themes.filter((other) => other.id !== theme.id);
  return (
    <article className="lm-sales">
      <SalesBanner title={theme.title} banner={theme.banner}>
        {theme.intro ? <p className="lm-sales-banner__intro">{theme.intro}</p> : null}
      </SalesBanner>
      <section className="lm-sales__section" aria-labelledby="theme-activities">
        <h2 id="theme-activities" className="lm-sales__subtitle">
          {t.themeActivities}
        </h2>
        {activities.length > 0 ? (
          <ActivityCards cards={activities} label={t.themeActivities} />
        ) : (
          <p className="lm-sales__empty">{t.themeEmpty}</p>
        )}
      </section>
      {others.length > 0 ? (
        <nav className="lm-sales__section" aria-labelledby="theme-others">
          <h2 id="theme-others" className="lm-sales__subtitle">
            {t.otherThemes}
          </h2>
          <ul className="lm-sales-themes">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={`/sales/theme/${other.id}`}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link to="/sales" className="lm-text-link">
          {t.allActivities}
        </Link>
      </p>
    </article>
  );
}

export default function SalesThemePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.found) return <ThemePage found={loaderData.found} />;
  return (
    <div className="lm-sales">
      <h1 className="lm-sales__title">{t.themeTitle}</h1>
      <p className="lm-sales__empty">{t.noThemes}</p>
      <p>
        <Link to="/sales" className="lm-text-link">
          {t.allActivities}
        </Link>
      </p>
    </div>
  );
}
