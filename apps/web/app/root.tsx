import './app.css';
import { Code } from '@labmall/protocol';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { TopLoadingBar } from './components/controls/top-loading-bar';
import { SiteShell } from './components/site-shell';
import { configureBrowserApi } from './lib/api/browser';
import { createServerApi, type ServerApi } from './lib/api/server-api.server';
import { apiContext, userContext } from './lib/context.server';
import { guard, isErrorPage, pageUrl } from './lib/guard';
import { useChunkReload } from './lib/hooks/chunk-reload';
import { FeedbackHost } from './lib/ui/feedback';
import { fromWire, type SessionUser, visitor } from './lib/user';
import { ssrContext } from './load-context.server';
import { messages, pageTitle } from './messages';

/** The cookie that marks a cached order list (set when the buyer starts an order, SPEC §4). */
const ORDER_LIST_COOKIE = /(?:^|;\s*)order_list=[^;]+/;

/**
 * SPEC §4 route guard, on the server for every navigation (documents and client-side data requests
 * alike): the user info is fetched once here and handed to every loader through the context.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const api = createServerApi(context.get(ssrContext), request);
    context.set(apiContext, api);
    const url = pageUrl(request.url);
    const user = isErrorPage(url.pathname) ? await userOrVisitor(api) : fromWire(await api.get('/user/info'));
    context.set(userContext, user);
    const hasOrderList = ORDER_LIST_COOKIE.test(request.headers.get('cookie') ?? '');
    const target = guard({ pathname: url.pathname, search: url.searchParams, user, hasOrderList });
    if (target) throw redirect(target);
  },
];

/** On the error page a failed look-up shows it as a visitor's, rather than redirecting to itself. */
async function userOrVisitor(api: ServerApi): Promise<SessionUser> {
  const envelope = await api.getEnvelope('/user/info');
  return envelope.code === Code.OK ? fromWire(envelope.obj) : visitor;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const ssr = context.get(ssrContext);
  const user = context.get(userContext);
  let cartCount = 0;
  if (user.id !== 0) {
    const envelope = await context.get(apiContext).getEnvelope('/user/cart/count');
    // The badge is decoration: a failure here must not take the page down.
    if (envelope.code === 200 && typeof envelope.obj === 'number') cartCount = envelope.obj;
  }
  return { shopName: ssr.shopName, user, cartCount, transport: ssr.transport };
}

/** User info is fetched on every navigation (SPEC §4), so the root always revalidates. */
export const shouldRevalidate = () => true;

/** Used only when no child route gives its own meta (i.e. for the root error boundary). */
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const shopName = loaderData?.shopName ?? '';
  if (!error)
    return [{ title: pageTitle(shopName) }, { name: 'description', content: messages.site.description }];
  return [{ title: pageTitle(shopName, errorText(error).title) }, { name: 'robots', content: 'noindex' }];
};

export function Layout({ children }: { children: ReactNode }) {
  useChunkReload();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <FeedbackHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root({ loaderData }: Route.ComponentProps) {
  // Before any effect can call the API: the keys are public by design (DESIGN §3).
  configureBrowserApi(loaderData.transport);
  return (
    <>
      <TopLoadingBar />
      <Outlet />
    </>
  );
}

function errorText(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404 ? messages.notFound : messages.error;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const text = errorText(error);
  return (
    <SiteShell shopName={root?.shopName}>
      <section className="lm-notice">
        <h1>{text.title}</h1>
        <p>{text.text}</p>
        <a href="/">{text.backHome}</a>
      </section>
    </SiteShell>
  );
}
