import { Code } from '@labmall/protocol';
import { Outlet, useLocation } from 'react-router';
import { ChatHost } from '../components/chat/chat-launcher';
import { SideBar } from '../components/frame/side-bar';
import { SiteFooter } from '../components/frame/site-footer';
import { SiteHeader } from '../components/frame/site-header';
import { apiContext } from '../lib/context.server';
import { EMPTY_FRAME, type FrameData } from '../lib/frame/types';
import { isErrorPage, pageUrl } from '../lib/guard';
import { isLoggedIn } from '../lib/user';
import type { Route } from './+types/frame';

/** Navigation, footer configuration and categories: the same for every visitor and every page. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<FrameData> {
  const api = context.get(apiContext);
  // Another failure would send the error page to itself, for ever (the database away): it shows what
  // it can without the frame's data.
  if (isErrorPage(pageUrl(request.url).pathname)) {
    const [nav, config, groups, categories] = await Promise.all([
      api.getEnvelope('/home/nav/list'),
      api.getEnvelope('/sys/config'),
      api.getEnvelope('/product/group'),
      api.getEnvelope('/product_type/options'),
    ]);
    return {
      nav: nav.code === Code.OK ? nav.obj : EMPTY_FRAME.nav,
      config: config.code === Code.OK ? config.obj : EMPTY_FRAME.config,
      groups: groups.code === Code.OK ? groups.obj : EMPTY_FRAME.groups,
      categories: categories.code === Code.OK ? categories.obj : EMPTY_FRAME.categories,
    };
  }
  const [nav, config, groups, categories] = await Promise.all([
    api.get('/home/nav/list'),
    api.get('/sys/config'),
    api.get('/product/group'),
    api.get('/product_type/options'),
  ]);
  return { nav, config, groups, categories };
}

/** Frame data changes only when the merchant edits it: not worth a refetch on every navigation. */
export const shouldRevalidate = () => false;

export default function Frame({ loaderData, matches }: Route.ComponentProps) {
  const { user, cartCount, shopName } = matches[0].loaderData;
  const { pathname } = useLocation();
  return (
    <div className="lm-shell">
      <SiteHeader shopName={shopName} user={user} cartCount={cartCount} frame={loaderData} />
      <main className="lm-main" id="main">
        <div className="lm-container">
          <Outlet />
        </div>
      </main>
      <SiteFooter config={loaderData.config} shopName={shopName} />
      <SideBar user={user} config={loaderData.config} revealAfterScroll={pathname === '/'} />
      {/* Another person (log in, log out) is another conversation: a fresh panel and stream. */}
      <ChatHost member={isLoggedIn(user)} userKey={String(user.id)} />
    </div>
  );
}
