import type { GetAnswer } from '@labmall/contract';
import { groupOfNotice, NOTICE_GROUPS } from '@labmall/contract/notice-kinds';
import { chinaMinute } from '@labmall/rules';
import { Link } from 'react-router';

export type MemberNotice = GetAnswer<'/user/messages'>['list'][number];

/**
 * One notice: its kind, title, time and text; 查看 follows its link and marks it read. An unread notice
 * says so in words as well as in weight, and can be marked read on its own.
 */
export function NoticeCard({ notice, onRead }: { notice: MemberNotice; onRead: (id: number) => void }) {
  const titleId = `notice-${notice.id}`;
  return (
    <article
      className={notice.read ? 'lm-message' : 'lm-message lm-message--unread'}
      aria-labelledby={titleId}
    >
      <div className="lm-message__head">
        <span className="lm-tag">{NOTICE_GROUPS[groupOfNotice(notice.kind)].label}</span>
        <h2 className="lm-message__title" id={titleId}>
          {notice.read ? null : <span className="lm-message__dot">未读</span>}
          {notice.title}
        </h2>
        <time className="lm-message__time" dateTime={notice.created_at}>
          {chinaMinute(notice.created_at)}
        </time>
      </div>
      <p className="lm-message__body">{notice.body}</p>
      <div className="lm-message__actions">
        {notice.link ? (
          <Link to={notice.link} className="lm-text-link" onClick={() => notice.read || onRead(notice.id)}>
            查看详情
          </Link>
        ) : null}
        {notice.read ? null : (
          <button type="button" className="lm-link-button" onClick={() => onRead(notice.id)}>
            标为已读
          </button>
        )}
      </div>
    </article>
  );
}
