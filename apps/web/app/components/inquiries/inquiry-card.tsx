import type { GetAnswer } from '@labmall/contract';
import { chinaMinute } from '@labmall/rules';
import { messages } from '../../messages';
import { Facts } from '../member-lists/facts';

const t = messages.inquiries;

export type MemberInquiry = GetAnswer<'/user/inquiries'>['list'][number];

/** One inquiry the member left: what they asked for, when, and the merchant's answer once there is one. */
export function InquiryCard({ inquiry }: { inquiry: MemberInquiry }) {
  const answered = inquiry.state === 'answered';
  return (
    <article className="lm-inquiry-card" aria-labelledby={`inquiry-${inquiry.id}`}>
      <div className="lm-inquiry-card__head">
        <h2 className="lm-inquiry-card__name" id={`inquiry-${inquiry.id}`}>
          {inquiry.name}
        </h2>
        <span className={answered ? 'lm-tag lm-tag--done' : 'lm-tag'}>{answered ? t.answered : t.open}</span>
      </div>
      <Facts
        facts={[
          [t.cas, inquiry.cas],
          [t.quantity, inquiry.quantity],
          [t.createdAt, chinaMinute(inquiry.created_at)],
        ]}
      />
      {answered ? (
        <div className="lm-inquiry-card__answer">
          <h3>{t.answerTitle}</h3>
          <p>{inquiry.answer}</p>
          {inquiry.answered_at ? (
            <p className="lm-inquiry-card__time">{t.answeredAt(chinaMinute(inquiry.answered_at))}</p>
          ) : null}
        </div>
      ) : (
        <p className="lm-inquiry-card__waiting">{t.waiting}</p>
      )}
    </article>
  );
}
