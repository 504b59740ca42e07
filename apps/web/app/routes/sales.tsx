import { chinaMinute } from '@labmall/rules';
import '../components/catalogue/catalogue.css';
import '../components/catalogue/item.css';
import '../components/catalogue/sku-table.css';
import '../components/sales/sales.css';
import { Code } from '@labmall/protocol';
import { useCallback } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { ActivityCards, StateBadge } from '../components/sales/activity-card';
import { ActivityItems } from '../components/sales/activity-items';
import { Countdown } from '../components/sales/countdown';
import { SalesBanner } from '../components/sales/sales-banner';
import { type SalesDetail, salesMessages as t } from '../components/sales/sales-messages';
import { apiContext } from '../lib/context.server';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { isLoggedIn } from '../lib/user';
import { pageTitle } from '../messages';
import type { Route } from './+types/sales';

/** Activity ids are positive integers the API can take (anything else cannot exist). */
const ACTIVITY_ID = /^[1-9]\d{0,14}$/;

/**
 * /sales: the running and upcoming activities. /sales/{id}: one activity, its window by the server's
 * clock and its SKUs (prices for members only: a visitor's answer has none). An unknown or unpublished
 * id is a page that does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  if (params.id === undefined) {
    return {
      list: await api.get('/sales/list'),
      detail: null,
      canonical: absoluteUrl(context, '/sales').href,
    };
  }
  if (!ACTIVITY_ID.test(params.id)) throw redirect('/error/404');
  const answer = await api.getEnvelope('/sales/detail', { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return {
    list: null,
    detail: answer.obj,
    canonical: absoluteUrl(context, `/sales/${answer.obj.id}`).href,
  };
}

/**
 * The countdown starts from the server's clock in the answer, so a copy kept by the visitor page cache
 * (or a CDN) would count from a stale time: this page is rendered afresh for everyone.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  const detail = loaderData?.detail;
  const title = detail ? detail.title : t.listTitle;
  const description = detail
    ? `${detail.title}：${t.states[detail.state]}，${t.window} ${chinaMinute(detail.starts_at)} 至 ${chinaMinute(detail.ends_at)}，${detail.items.length} 种货品参加。`
    : `${shopName}正在进行的促销活动与即将开始的活动。`;
  return [
    { title: pageTitle(shopName, title) },
    { name: 'description', content: description },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

function ActivityWindow({ detail }: { detail: SalesDetail }) {
  const { revalidate } = useRevalidator();
  // At zero the state and prices change: ask the server again rather than guess.
  const reload = useCallback(() => void revalidate(), [revalidate]);
  return (
    <div className="lm-sales-window">
      <StateBadge state={detail.state} />
      <p className="lm-sales-window__dates">
        {t.window}：<time dateTime={detail.starts_at}>{chinaMinute(detail.starts_at)}</time> 至{' '}
        <time dateTime={detail.ends_at}>{chinaMinute(detail.ends_at)}</time>
      </p>
      {detail.state === 'upcoming' ? (
        <Countdown label={t.startsIn} serverNow={detail.now} target={detail.starts_at} onEnd={reload} />
      ) : detail.state === 'running' ? (
        <Countdown label={t.endsIn} serverNow={detail.now} target={detail.ends_at} onEnd={reload} />
      ) : null}
    </div>
  );
}

function ActivityPage({ detail, member }: { detail: SalesDetail; member: boolean }) {
  return (
    <article className="lm-sales">
      <nav className="lm-crumbs" aria-label="面包屑">
        <ol>
          <li>
            <Link to="/sales">{t.listTitle}</Link>
          </li>
          {detail.theme ? (
            <li>
              <Link to={`/sales/theme/${detail.theme.id}`}>{detail.theme.title}</Link>
            </li>
          ) : null}
          <li>
            <span aria-current="page">{detail.title}</span>
          </li>
        </ol>
      </nav>
      <SalesBanner title={detail.title} banner={detail.banner}>
        <ActivityWindow detail={detail} />
      </SalesBanner>
      {detail.state === 'ended' ? (
        <p className="lm-sales__note" role="status">
          {t.endedNote}
        </p>
      ) : detail.state === 'upcoming' ? (
        <p className="lm-sales__note">{t.upcomingNote}</p>
      ) : null}
      <section className="lm-sales__section lm-panel-box" aria-labelledby="sales-items">
        <h2 id="sales-items" className="lm-sales__subtitle">
          {t.items}
        </h2>
        <ActivityItems items={detail.items} state={detail.state} member={member} />
      </section>
      {detail.rules ? (
        <section className="lm-sales__section lm-panel-box" aria-labelledby="sales-rules">
          <h2 id="sales-rules" className="lm-sales__subtitle">
            {t.rules}
          </h2>
          <p className="lm-sales__rules">{detail.rules}</p>
        </section>
      ) : null}
    </article>
  );
}

export default function SalesPage({ loaderData, matches }: Route.ComponentProps) {
  const member = isLoggedIn(matches[0].loaderData.user);
  if (loaderData.detail) return <ActivityPage detail={loaderData.detail} member={member} />;
  const { running, upcoming } = loaderData.list;
  return (
    <div className="lm-sales">
      <h1 className="lm-sales__title">{t.listTitle}</h1>
      <section className="lm-sales__section" aria-labelledby="sales-running">
        <h2 id="sales-running" className="lm-sales__subtitle">
          {t.running}
        </h2>
        {running.length > 0 ? (
          <ActivityCards cards={running} label={t.running} />
        ) : (
          <p className="lm-sales__empty">{t.noActivities}</p>
        )}
      </section>
      {upcoming.length > 0 ? (
        <section className="lm-sales__section" aria-labelledby="sales-upcoming">
          <h2 id="sales-upcoming" className="lm-sales__subtitle">
            {t.upcoming}
          </h2>
          <ActivityCards cards={upcoming} label={t.upcoming} />
        </section>
      ) : null}
    </div>
  );
}
