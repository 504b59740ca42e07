import type { GetAnswer } from '@labmall/contract';
import { chinaMinute } from '@labmall/rules';
import { orderMessages as t } from './order-messages';

type Event = GetAnswer<'/user/order/detail'>['timeline'][number];

/** Every transition, oldest first: when, what it became, who did it and their note. */
export function OrderTimeline({ events }: { events: Event[] }) {
  return (
    <ol className="lm-order-timeline">
      {events.map((event) => (
        <li key={`${event.at}-${event.to}`} className="lm-order-timeline__item">
          <time dateTime={event.at} className="lm-order-timeline__time">
            {chinaMinute(event.at)}
          </time>
          <span className="lm-order-timeline__what">
            {event.from === null ? t.created : t.states[event.to]}
          </span>
          <span className="lm-order-timeline__who">
            {t.actors[event.actor]}
            {event.note ? `：${event.note}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
