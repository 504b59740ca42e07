import { Code } from '@labmall/protocol';
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from 'react-router';
// A stylesheet of its own, linked by this route only: the storefront's one stylesheet (ADR 0023) gets
// none of it (cssCodeSplit is off, so an ordinary CSS import would join that stylesheet).
import consoleCss from '../../components/admin/console.css?url';
import { ConsoleHeader, Forbidden } from '../../components/admin/console-frame';
import { entryOf, mayOpen, visibleMenu } from '../../components/admin/console-menu';
import { AntdScope, ConfigProvider, Layout, Menu } from '../../components/admin/kit';
import { loadOperator } from '../../components/admin/operator.server';
import { useChatPending } from '../../components/admin/use-chat-pending';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const operator = await loadOperator(context, request);
  // The 在线客服 badge: one count, asked only for staff who may open the inbox.
  let chatPending: number | null = null;
  if (operator?.permissions.includes('service.chat')) {
    const answer = await context.get(apiContext).getEnvelope('/admin/chat/pending', {});
    if (answer.code === Code.OK) chatPending = answer.obj.count;
  }
  return { operator, chatPending };
}

export const headers = memberHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: consoleCss }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `运营后台 - ${matches[0].loaderData?.shopName ?? ''}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * The console's shell (/admin): its own frame, not the storefront's, with the side menu of what this
 * operator may open (components/admin/console-menu.ts), and 无权访问 for a page they may not.
 */
/**
 * antd's lighter greys (labels 45 %, placeholders 25 % black) are under WCAG AA's 4.5:1: the console
 * darkens them (axe checks every console page).
 */
const consoleTheme = {
  token: { colorTextTertiary: 'rgba(0, 0, 0, 0.65)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)' },
};

function ConsoleScope({ children }: { children: React.ReactNode }) {
  return (
    <AntdScope>
      <ConfigProvider theme={consoleTheme}>{children}</ConfigProvider>
    </AntdScope>
  );
}

export default function ConsoleLayout({ loaderData, matches }: Route.ComponentProps) {
  const { operator } = loaderData;
  const chatPending = useChatPending(loaderData.chatPending);
  const { shopName } = matches[0].loaderData;
  const { pathname } = useLocation();
  const allowed = operator !== null && mayOpen(pathname, operator.permissions);
  const current = entryOf(pathname);
  const groups = operator ? visibleMenu(operator.permissions) : [];
  return (
    <ConsoleScope>
      <Layout className="lm-console">
        {operator ? (
          <Layout.Sider breakpoint="lg" collapsedWidth={0} width={200} aria-label="后台菜单">
            <div className="lm-console__brand">{shopName} 后台</div>
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={current ? [current.to] : []}
              items={groups.map((group) => ({
                type: 'group' as const,
                key: group.key,
                label: group.label,
                children: group.entries.map((entry) => ({
                  key: entry.to,
                  label: (
                    <Link to={entry.to}>
                      {entry.label}
                      {entry.to === '/admin/chat' && chatPending ? (
                        <span className="lm-console__badge">
                          {chatPending > 99 ? '99+' : chatPending}
                          <span className="lm-sr-only"> 个会话待处理</span>
                        </span>
                      ) : null}
                    </Link>
                  ),
                })),
              }))}
            />
          </Layout.Sider>
        ) : null}
        <Layout>
          <ConsoleHeader title={current?.label ?? '运营后台'} operator={operator} />
          <Layout.Content className="lm-console__content" id="main">
            {allowed ? <Outlet /> : <Forbidden />}
          </Layout.Content>
        </Layout>
      </Layout>
    </ConsoleScope>
  );
}

/** A console page that refused (403) or found nothing (404) says so inside the console, not the shop. */
export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ConsoleScope>
      <Layout className="lm-console">
        <Layout>
          <ConsoleHeader title="运营后台" operator={null} />
          <Layout.Content className="lm-console__content" id="main">
            {forbidden ? (
              <Forbidden />
            ) : (
              <section className="lm-console__panel">
                <h2>{missing ? '页面不存在' : '页面出错了'}</h2>
                <p>{missing ? '您访问的后台页面不存在。' : '请稍后重试。'}</p>
                <Link to="/admin">返回工作台</Link>
              </section>
            )}
          </Layout.Content>
        </Layout>
      </Layout>
    </ConsoleScope>
  );
}
