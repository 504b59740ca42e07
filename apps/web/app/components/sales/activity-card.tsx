import { chinaMinute } from '@labmall/rules';
import { Link } from 'react-router';
import { type SalesCard, salesMessages as t } from './sales-messages';

export function StateBadge({ state }: { state: SalesCard['state'] }) {
  return <span className={`lm-sales-state lm-sales-state--${state}`}>{t.states[state]}</span>;
}

/** An activity in a list: a drawn banner strip, its title (the link), state, window and size. */
export function ActivityCard({ card }: { card: SalesCard }) {
  const titleId = `activity-${card.id}`;
  return (
    <li className="lm-sales-card" aria-labelledby={titleId}>
      <div className="lm-sales-card__strip" aria-hidden="true" />
      <div className="lm-sales-card__body">
        <h3 className="lm-sales-card__title" id={titleId}>
          <Link to={`/sales/${card.id}`}>{card.title}</Link>
        </h3>
        <p className="lm-sales-card__meta">
          <StateBadge state={card.state} />
          <span>
            {t.window}：<time dateTime={card.starts_at}>{chinaMinute(card.starts_at)}</time> 至{' '}
            <time dateTime={card.ends_at}>{chinaMinute(card.ends_at)}</time>
          </span>
          <span>{t.itemCount(card.item_count)}</span>
        </p>
      </div>
    </li>
  );
}

export function ActivityCards({ cards, label }: { cards: SalesCard[]; label: string }) {
  return (
    <ul className="lm-sales-cards" aria-label={label}>
      {cards.map((card) => (
        <ActivityCard key={card.id} card={card} />
      ))}
    </ul>
  );
}
