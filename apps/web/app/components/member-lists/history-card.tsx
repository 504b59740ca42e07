import { Link } from 'react-router';
import { messages } from '../../messages';
import { formatYuan } from './money';
import type { HistoryEntry } from './types';

const t = messages.memberLists;

/** A product the member looked at: what identifies a reagent (name, CAS, brand, grade) and the price. */
export function HistoryCard({ entry, onRemove }: { entry: HistoryEntry; onRemove: () => void }) {
  return (
    <article className="lm-history-card" aria-labelledby={`history-${entry.product_id}`}>
      <div className="lm-history-card__main">
        <h3 className="lm-history-card__name" id={`history-${entry.product_id}`}>
          <Link to={`/item/${entry.product_id}`}>{entry.name}</Link>
        </h3>
        {entry.name_en ? (
          <p className="lm-history-card__en" lang="en">
            {entry.name_en}
          </p>
        ) : null}
        <dl className="lm-facts">
          {entry.cas ? (
            <div>
              <dt>{t.product.cas}</dt>
              <dd>{entry.cas}</dd>
            </div>
          ) : null}
          {entry.brand_name ? (
            <div>
              <dt>{t.product.brand}</dt>
              <dd>{entry.brand_name}</dd>
            </div>
          ) : null}
          {entry.grade ? (
            <div>
              <dt>{t.product.grade}</dt>
              <dd>{entry.grade}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <p className="lm-history-card__price">
        {entry.min_price ? t.product.priceFrom(formatYuan(entry.min_price)) : t.product.noPrice}
      </p>
      <button
        type="button"
        className="lm-link-button"
        aria-label={t.history.removeLabel(entry.name)}
        onClick={onRemove}
      >
        {t.history.remove}
      </button>
    </article>
  );
}
