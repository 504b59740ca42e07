import { Link } from 'react-router';
import { messages } from '../../messages';
import { isPriceSort, type ListQuery, listHref, withSort } from './list-query';
import type { ListSort } from './types';

const t = messages.catalogue.list;
const SORTS: ListSort[] = ['relevance', 'newest', 'price_asc', 'price_desc'];

/** 综合 / 最新 / 价格 ↑ / 价格 ↓ as links; the API sorts by price for members only, so visitors get two. */
export function ListSortLinks({ query, member }: { query: ListQuery; member: boolean }) {
  const sorts = member ? SORTS : SORTS.filter((sort) => !isPriceSort(sort));
  return (
    <nav className="lm-sort" aria-label={t.sort}>
      <span className="lm-sort__label" aria-hidden="true">
        {t.sort}
      </span>
      <ul>
        {sorts.map((sort) => (
          <li key={sort}>
            <Link
              to={listHref(withSort(query, sort))}
              className="lm-sort__link"
              aria-current={sort === query.sort ? 'true' : undefined}
              rel="nofollow"
            >
              {t.sorts[sort]}
              {t.sortArrows[sort] && <span aria-hidden="true"> {t.sortArrows[sort]}</span>}
              {t.sortHints[sort] && <span className="lm-sr-only">{t.sortHints[sort]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
