import { Form, Link } from 'react-router';
import { Button } from '../kit';
import {
  buyerName,
  CHAT_FILTERS,
  type ChatFilter,
  type ChatRow,
  type Colleague,
  chatFilterLabels,
  chatStateLabels,
  waitedMinutes,
} from './chat-labels';

export interface ChatFilters {
  state: ChatFilter;
  mine: boolean;
  q: string;
}

/** The query string of the inbox with these filters and this conversation open. */
export function inboxSearch(filters: ChatFilters, id?: number) {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.mine) params.set('mine', '1');
  if (filters.q) params.set('q', filters.q);
  if (id) params.set('id', String(id));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** The inbox's left column: filters in the URL, then the conversations, waiting first. */
export function ConversationList({
  filters,
  list,
  total,
  openId,
  colleagues,
  now,
}: {
  filters: ChatFilters;
  list: readonly ChatRow[];
  total: number;
  openId: number | null;
  colleagues: readonly Colleague[];
  now: number;
}) {
  const nameOf = (id: number | null) =>
    id === null ? '未接入' : (colleagues.find((one) => one.id === id)?.name ?? `客服 ${id}`);
  return (
    <nav className="lm-inbox__list" aria-label="会话列表">
      <Form method="get" className="lm-inbox__filters" aria-label="筛选会话">
        <label>
          状态
          <select name="state" defaultValue={filters.state}>
            {CHAT_FILTERS.map((state) => (
              <option key={state} value={state}>
                {chatFilterLabels[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="lm-inbox__mine">
          <input type="checkbox" name="mine" value="1" defaultChecked={filters.mine} />
          我的
        </label>
        <label className="lm-inbox__search">
          搜索
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="消息、手机号或单位"
            maxLength={60}
          />
        </label>
        <Button htmlType="submit">查询</Button>
      </Form>
      <p className="lm-inbox__count">共 {total} 个会话</p>
      {list.length === 0 ? (
        <p className="lm-inbox__empty">暂无会话</p>
      ) : (
        <ul>
          {list.map((row) => (
            <li key={row.id}>
              <Link
                to={inboxSearch(filters, row.id)}
                className="lm-inbox__row"
                aria-current={row.id === openId ? 'page' : undefined}
              >
                <span className="lm-inbox__row-head">
                  <strong>{buyerName(row)}</strong>
                  {row.unread > 0 ? (
                    <span className="lm-inbox__badge">
                      {row.unread}
                      <span className="lm-sr-only"> 条未读</span>
                    </span>
                  ) : null}
                </span>
                <span className="lm-inbox__row-state">
                  {row.state === 'waiting' ? (
                    <em>等待 {waitedMinutes(row.last_message_at, now)} 分钟</em>
                  ) : (
                    chatStateLabels[row.state]
                  )}
                  <span> · {nameOf(row.assigned_operator_id)}</span>
                </span>
                <span className="lm-inbox__row-last">{row.last_text || '（无文字）'}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
