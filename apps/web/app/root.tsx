import 'dayjs/locale/zh-cn';
import './app.css';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteShell } from './components/site-shell';
import { ssrContext } from './load-context.server';
import { messages, pageTitle } from './messages';

dayjs.locale('zh-cn');

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.get(ssrContext).shopName };
}

/** Used only when no child route gives its own meta (i.e. for the root error boundary). */
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const shopName = loaderData?.shopName ?? '';
  if (!error)
    return [{ title: pageTitle(shopName) }, { name: 'description', content: messages.site.description }];
  return [{ title: pageTitle(shopName, errorText(error).title) }, { name: 'robots', content: 'noindex' }];
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ConfigProvider locale={zhCN}>{children}</ConfigProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell shopName={loaderData.shopName}>
      <Outlet />
    </SiteShell>
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
