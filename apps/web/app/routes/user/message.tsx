import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/orders/orders.css';
import '../../components/notices/notices.css';
import { NOTICE_GROUP_CODES, NOTICE_GROUPS, type NoticeGroup } from '@labmall/contract/notice-kinds';
import { Link, useRevalidator } from 'react-router';
import { PagingList } from '../../components/controls/paging-list';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { NoticeCard } from '../../components/notices/notice-card';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { pageUrl } from '../../lib/guard';
import { pageTitle } from '../../messages';
import type { Route } from './+types/message';

const TITLE = '消息中心';

type Tab = 'all' | 'unread' | NoticeGroup;
const TABS: readonly (readonly [Tab, string])[] = [
  ['all', '全部'],
  ['unread', '未读'],
  ...NOTICE_GROUP_CODES.map((group) => [group, NOTICE_GROUPS[group].label] as const),
];

function tabOf(url: URL): Tab {
  const raw = url.searchParams.get('tab');
  return TABS.some(([tab]) => tab === raw) ? (raw as Tab) : 'all';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const tab = tabOf(pageUrl(request.url));
  const page = await loadMemberPage(request, (params) =>
    api.get('/user/messages', { group: tab, ...params }),
  );
  return { page, tab };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/**
 * /user/message: what the store told the member (an order shipped, a voucher rejected, a review
 * decided, an inquiry answered), newest first, by kind; reading one or all clears the header's count.
 */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { page, tab } = loaderData;
  const revalidator = useRevalidator();
  const read = async (id?: number) => {
    try {
      await api.post('/user/messages/read', id === undefined ? {} : { id });
    } catch {
      return; // The client has said why (toast).
    }
    await revalidator.revalidate();
  };
  return (
    <section aria-labelledby="messages-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head lm-messages-toolbar">
        <h1 id="messages-title">{TITLE}</h1>
        {page.unread > 0 ? (
          <button type="button" className="lm-link-button" onClick={() => void read()}>
            全部标为已读（{page.unread}）
          </button>
        ) : null}
      </div>
      <nav className="lm-order-tabs" aria-label="消息分类">
        <ul>
          {TABS.map(([key, label]) => (
            <li key={key}>
              <Link
                to={key === 'all' ? '/user/message' : `/user/message?tab=${key}`}
                className="lm-order-tabs__tab"
                aria-current={key === tab ? 'page' : undefined}
              >
                {label}
                {key === 'unread' && page.unread > 0 ? (
                  <span className="lm-order-tabs__count">{page.unread}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagingList
        key={tab}
        mode="paging"
        initial={page}
        label="消息列表"
        itemKey={(notice) => notice.id}
        emptyHint={tab === 'unread' ? '没有未读消息' : '订单发货、付款确认、审核结果和询价回复会通知到这里'}
        renderItem={(notice) => <NoticeCard notice={notice} onRead={(id) => void read(id)} />}
      />
    </section>
  );
}
