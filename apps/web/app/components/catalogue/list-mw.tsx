import { formatListFilter } from '@labmall/rules';
import { Link } from 'react-router';
import { messages } from '../../messages';
import { hasMwRange, type ListQuery, listHref, withoutMw } from './list-query';

const t = messages.catalogue.list;

/**
 * The molecular-weight range: a plain GET form to /list (it works before the script loads, and the
 * range stays in the address like every other filter), carrying the keyword, the other filters and
 * the order along; a range in force shows as a chip that removes it.
 */
export function ListMwFilter({ query }: { query: ListQuery }) {
  const filter = formatListFilter(query.filter);
  const range = t.mwRange(query.mwMin, query.mwMax);
  return (
    <section className="lm-facet" aria-labelledby="facet-mw">
      <h2 id="facet-mw" className="lm-facet__title">
        {t.mw}
      </h2>
      {hasMwRange(query) && (
        <p className="lm-facet__path">
          <span className="lm-facet__chosen">{range}</span>
          <Link to={listHref(withoutMw(query))} className="lm-facet__remove" aria-label={t.removeMw(range)}>
            ×
          </Link>
        </p>
      )}
      <form method="get" action="/list" className="lm-mw">
        {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
        {filter && <input type="hidden" name="filter" value={filter} />}
        {query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}
        <label>
          <span>{t.mwFrom}</span>
          <input
            name="mw_min"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            aria-label={t.mwMinLabel}
            defaultValue={query.mwMin}
          />
        </label>
        <label>
          <span>{t.mwTo}</span>
          <input
            name="mw_max"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            aria-label={t.mwMaxLabel}
            defaultValue={query.mwMax}
          />
        </label>
        <button type="submit" className="lm-mw__apply">
          {t.mwApply}
        </button>
      </form>
    </section>
  );
}
