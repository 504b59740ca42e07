import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/browser';
import { Button, Popconfirm, Select, Tag } from '../kit';
import { useOperator } from '../use-may';
import { useWrite } from '../use-write';
import {
  buyerName,
  type ChatDetail,
  type ChatMessage,
  type Colleague,
  chatStateLabels,
  type QuickReply,
} from './chat-labels';
import { ChatMessageItem } from './chat-message';
import { Composer } from './composer';

/** Messages per page, as `/admin/chat/detail` answers them (CHAT_PAGE in the contract's zod module). */
const CHAT_PAGE = 30;

/** The inbox's middle column: one conversation, its actions and the answer box. */
export function ConversationView({
  detail,
  messages,
  colleagues,
  quickReplies,
  mayOpenOrders,
  onSent,
}: {
  detail: ChatDetail;
  messages: readonly ChatMessage[];
  colleagues: readonly Colleague[];
  quickReplies: readonly QuickReply[];
  mayOpenOrders: boolean;
  onSent: (message: ChatMessage) => void;
}) {
  const { conversation } = detail;
  const me = useOperator();
  const { busy, run } = useWrite();
  const [handTo, setHandTo] = useState<number | undefined>(undefined);
  const end = useRef<HTMLLIElement>(null);
  // Older pages fetched on request stay above the loaded ones (the view is keyed by conversation).
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [more, setMore] = useState(messages.length >= CHAT_PAGE);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const shown = [...older.filter((one) => one.id < (messages[0]?.id ?? Infinity)), ...messages];
  async function loadOlder() {
    const first = shown[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await api.get('/admin/chat/detail', { id: conversation.id, before: first.id });
      setOlder((now) => [...page.messages, ...now]);
      setMore(page.messages.length >= CHAT_PAGE);
    } catch {
      // The client has shown why.
    } finally {
      setLoadingOlder(false);
    }
  }
  const lastId = messages.at(-1)?.id;
  // The newest message in view whenever one arrives (the list scrolls, not the page).
  useEffect(() => {
    if (lastId !== undefined) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lastId]);
  const assignee = colleagues.find((one) => one.id === conversation.assigned_operator_id);
  const others = colleagues.filter((one) => one.id !== conversation.assigned_operator_id);
  return (
    <section className="lm-inbox__conversation" aria-labelledby="chat-conversation-title">
      <header className="lm-inbox__head">
        <h3 id="chat-conversation-title">
          {buyerName(conversation)} <Tag>{chatStateLabels[conversation.state]}</Tag>
        </h3>
        <p>接待：{assignee?.name ?? (conversation.assigned_operator_id === null ? '未接入' : '其他客服')}</p>
        <div className="lm-inbox__actions">
          {conversation.assigned_operator_id !== me?.id ? (
            <Button
              type="primary"
              disabled={busy}
              onClick={() => run(() => api.post('/admin/chat/assign', { id: conversation.id }), '已接入')}
            >
              接入
            </Button>
          ) : null}
          <Select
            aria-label="转交给"
            placeholder="转交给"
            style={{ width: 140 }}
            value={handTo}
            onChange={setHandTo}
            notFoundContent="暂无其他客服"
            options={others.map((one) => ({ value: one.id, label: one.name }))}
          />
          <Button
            disabled={busy || handTo === undefined}
            onClick={async () => {
              const name = others.find((one) => one.id === handTo)?.name ?? '';
              const done = await run(
                () => api.post('/admin/chat/assign', { id: conversation.id, operator_id: handTo }),
                `已转交给${name}`,
              );
              if (done) setHandTo(undefined);
            }}
          >
            转交
          </Button>
          {conversation.state !== 'solved' ? (
            <Popconfirm
              title="标记为已解决？买家再发消息时会重新等待接待"
              okText="已解决"
              cancelText="取消"
              onConfirm={() =>
                run(() => api.post('/admin/chat/solve', { id: conversation.id }), '已标记为已解决')
              }
            >
              <Button disabled={busy}>标记已解决</Button>
            </Popconfirm>
          ) : null}
        </div>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and a keyboard must reach it (axe's scrollable-region-focusable) */}
      <ol className="lm-inbox__messages" aria-label="消息" tabIndex={0}>
        {more ? (
          <li className="lm-inbox__older">
            <Button size="small" loading={loadingOlder} onClick={loadOlder}>
              查看更早的消息
            </Button>
          </li>
        ) : null}
        {shown.length === 0 ? <li className="lm-inbox__empty">暂无消息</li> : null}
        {shown.map((message) => (
          <ChatMessageItem key={message.id} message={message} mayOpenOrders={mayOpenOrders} />
        ))}
        <li ref={end} aria-hidden="true" className="lm-inbox__end" />
      </ol>
      <Composer conversationId={conversation.id} quickReplies={quickReplies} onSent={onSent} />
    </section>
  );
}
