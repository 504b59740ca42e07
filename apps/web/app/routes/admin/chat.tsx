import { Code } from '@labmall/protocol';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { BuyerContext } from '../../components/admin/chat/buyer-context';
import chatCss from '../../components/admin/chat/chat.css?url';
import {
  CHAT_FILTERS,
  type ChatMessage,
  unreadTotal,
  withMessage,
} from '../../components/admin/chat/chat-labels';
import { ConversationList } from '../../components/admin/chat/conversation-list';
import { ConversationView } from '../../components/admin/chat/conversation-view';
import { useChatStream } from '../../components/admin/chat/use-chat-stream';
import { consoleMeta } from '../../components/admin/console-meta';
import { oneOf } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/chat';

const PAGE_SIZE = 50;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = {
    state: oneOf(CHAT_FILTERS, search.get('state')),
    mine: search.get('mine') === '1',
    q: (search.get('q') ?? '').trim().slice(0, 60),
  };
  const id = Number(search.get('id'));
  const api = context.get(apiContext);
  const [list, replies, colleagues] = await Promise.all([
    api.getEnvelope('/admin/chat/list', {
      state: filters.state === 'all' ? undefined : filters.state,
      mine: filters.mine,
      q: filters.q,
      index: 1,
      pageSize: PAGE_SIZE,
    }),
    api.getEnvelope('/admin/chat/quick-replies', {}),
    api.getEnvelope('/admin/chat/assignees', {}),
  ]);
  if (list.code !== Code.OK) refused(list.code);
  let detail = null;
  if (Number.isSafeInteger(id) && id > 0) {
    const answer = await api.getEnvelope('/admin/chat/detail', { id });
    // A conversation that is not there (a stale link) leaves the middle empty rather than failing the page.
    if (answer.code === Code.OK) detail = answer.obj;
    else if (answer.code !== Code.NOT_FOUND) refused(answer.code);
  }
  return {
    filters,
    ...list.obj,
    detail,
    quickReplies: replies.code === Code.OK ? replies.obj.list : [],
    colleagues: colleagues.code === Code.OK ? colleagues.obj.list : [],
    // The waits are counted from the loader's clock, so the server's page and the browser's agree.
    now: Date.now(),
  };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: chatCss }];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const unread = loaderData ? unreadTotal(loaderData.list) : 0;
  return consoleMeta(
    unread > 0 ? `在线客服（${unread} 条未读）` : '在线客服',
    matches[0].loaderData?.shopName,
  );
};

export default function ChatPage({ loaderData }: Route.ComponentProps) {
  const { filters, list, total, detail, quickReplies, colleagues, now } = loaderData;
  const may = useMay();
  const { revalidate } = useRevalidator();
  const openId = detail?.conversation.id ?? null;
  const [live, setLive] = useState<ChatMessage[]>([]);
  // Live messages of the open conversation until the next load holds them.
  const messages = detail
    ? live.filter((one) => one.conversation_id === openId).reduce(withMessage, detail.messages)
    : [];

  // Many events at once (a replay) reload the list once.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void revalidate();
    }, 300);
  };
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);
  // 等待 N 分钟 counts on while nothing happens, and anything the stream missed while it connected shows.
  useEffect(() => {
    const minutely = setInterval(() => void revalidate(), 60_000);
    return () => clearInterval(minutely);
  }, [revalidate]);
  useChatStream({
    onMessage: (message) => {
      if (message.conversation_id === openId) setLive((now) => withMessage(now, message));
      reload();
    },
    onState: reload,
  });

  // Viewing a conversation reads it: up to its newest message, once per conversation and message
  // (ids count across conversations, so the key holds both).
  const lastId = messages.at(-1)?.id;
  const unread = detail?.conversation.unread ?? 0;
  const readKey = useRef('');
  useEffect(() => {
    if (openId === null || lastId === undefined) return;
    const key = `${openId}:${lastId}`;
    if (readKey.current === key) return;
    if (unread === 0 && !live.some((one) => one.conversation_id === openId)) return;
    readKey.current = key;
    api
      .post('/admin/chat/read', { id: openId, up_to: lastId }, { fail: () => false })
      .then(() => reload())
      .catch(() => undefined);
  });
  const unreadAll = unreadTotal(list);

  return (
    <section className="lm-console__panel lm-inbox" aria-labelledby="chat-title">
      <h2 id="chat-title">
        在线客服{unreadAll > 0 ? <span className="lm-inbox__unread">{unreadAll} 条未读</span> : null}
      </h2>
      <div className="lm-inbox__panes">
        <ConversationList
          filters={filters}
          list={list}
          total={total}
          openId={openId}
          colleagues={colleagues}
          now={now}
        />
        {detail ? (
          <>
            <ConversationView
              key={detail.conversation.id}
              detail={detail}
              messages={messages}
              colleagues={colleagues}
              quickReplies={quickReplies}
              mayOpenOrders={may('orders.view')}
              onSent={(message) => {
                setLive((now) => withMessage(now, message));
                reload();
              }}
            />
            <BuyerContext
              detail={detail}
              mayOpenOrders={may('orders.view')}
              mayOpenMembers={may('members.view')}
            />
          </>
        ) : (
          <p className="lm-inbox__pick">请从左侧选择一个会话</p>
        )}
      </div>
    </section>
  );
}
