import { chinaDate } from '@labmall/rules';
import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import { Link, useRevalidator } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { useConfirm } from '../../components/controls/confirm-dialog';
import { PagingList } from '../../components/controls/paging-list';
import { HistoryCard } from '../../components/member-lists/history-card';
import { dayHeading } from '../../components/member-lists/history-days';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import type { HistoryEntry } from '../../components/member-lists/types';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import { messages, pageTitle } from '../../messages';
import type { Route } from './+types/history';

const t = messages.memberLists.history;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = await loadMemberPage(request, (params) => api.get('/user/history/list', params));
  // The server's day, so the server and the browser name the same day 今天 while hydrating.
  return { page, today: chinaDate(new Date()) };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

function HistoryList({ page, today }: Route.ComponentProps['loaderData']) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const rows = page.list;

  const remove = async (entry: HistoryEntry) => {
    if (!(await confirm({ content: t.removeConfirm(entry.name), danger: true }))) return;
    await api.post('/user/history/delete', { product_id: entry.product_id });
    toastSuccess(t.removed);
    await revalidate();
  };

  const clear = async () => {
    if (!(await confirm({ content: t.clearConfirm, danger: true }))) return;
    await api.post('/user/history/clear');
    toastSuccess(t.cleared);
    await revalidate();
  };

  return (
    <section aria-labelledby="history-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head">
        <h1 id="history-title">{t.title}</h1>
        {rows.length > 0 ? (
          <button type="button" className="lm-button" onClick={() => void clear().catch(() => {})}>
            {t.clear}
          </button>
        ) : null}
      </div>
      {/*
        Numbered pages rather than 点击加载更多: a delete reloads the loader's page, which is exactly
        the page on screen; appended pages would all have to be fetched again or be dropped.
      */}
      <PagingList
        mode="paging"
        initial={page}
        label={t.listLabel}
        itemKey={(entry) => entry.product_id}
        emptyHint={
          <>
            {t.empty}，
            <Link to="/list" className="lm-text-link">
              {t.browse}
            </Link>
          </>
        }
        renderItem={(entry, index) => {
          const day = chinaDate(entry.viewed_at);
          const previous = rows[index - 1];
          const startsDay = !previous || chinaDate(previous.viewed_at) !== day;
          return (
            <>
              {startsDay ? <h2 className="lm-member-list__day">{dayHeading(day, today)}</h2> : null}
              <HistoryCard entry={entry} onRemove={() => void remove(entry).catch(() => {})} />
            </>
          );
        }}
      />
    </section>
  );
}

/** /user/history: the products the member looked at, newest first, by Shanghai day. */
export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <HistoryList {...loaderData} />
    </AntdScope>
  );
}
