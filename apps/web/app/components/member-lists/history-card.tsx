import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { messages } from '../../messages';
import { Facts } from './facts';
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
        <Facts
          facts={[
            [t.product.cas, entry.cas],
            [t.product.brand, entry.brand_name],
            [t.product.grade, entry.grade],
          ]}
        />
      </div>
      <p className="lm-history-card__price">
        {entry.min_price ? t.product.priceFrom(displayYuan(entry.min_price)) : t.product.noPrice}
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
