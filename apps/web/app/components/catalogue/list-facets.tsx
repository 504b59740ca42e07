import { Link } from 'react-router';
import { messages } from '../../messages';
import { ListMwFilter } from './list-mw';
import { hasMwRange, type ListQuery, listHref, toggleBrand, withCategory } from './list-query';
import type { ProductListAnswer } from './types';

const t = messages.catalogue.list;

export interface ListFacetsProps {
  query: ListQuery;
  facets: ProductListAnswer['facets'];
  /** The chosen category and its ancestors, root first (empty when none is chosen). */
  path: { id: number; name: string }[];
}

/**
 * Category and brand filters with their counts, all plain links that rewrite `filter` in the URL, so
 * every filtered result has an address crawlers and colleagues can follow. A category narrows to it
 * (its ancestors stay as links back up); brands toggle, several at once.
 */
/** Whether there is any filter to offer or undo (a search with no hits has none). */
export function hasFacets({ query, facets, path }: ListFacetsProps): boolean {
  return (
    path.length > 0 ||
    facets.categories.length > 0 ||
    facets.brands.length > 0 ||
    query.filter.brandIds.length > 0 ||
    hasMwRange(query)
  );
}

export function ListFacets({ query, facets, path }: ListFacetsProps) {
  const chosen = path.at(-1);
  const categories = facets.categories.filter((category) => category.id !== chosen?.id);
  const brandIds = query.filter.brandIds;
  return (
    <aside className="lm-facets" aria-label={t.filters}>
      {(chosen || categories.length > 0) && (
        <section className="lm-facet" aria-labelledby="facet-category">
          <h2 id="facet-category" className="lm-facet__title">
            {t.category}
          </h2>
          {chosen && (
            <ol className="lm-facet__path">
              <li>
                <Link to={listHref(withCategory(query, undefined))}>{t.allCategories}</Link>
              </li>
              {path.slice(0, -1).map((node) => (
                <li key={node.id}>
                  <Link to={listHref(withCategory(query, node.id))}>{node.name}</Link>
                </li>
              ))}
              <li>
                <span className="lm-facet__chosen">{chosen.name}</span>
                <Link
                  to={listHref(withCategory(query, undefined))}
                  className="lm-facet__remove"
                  aria-label={t.removeCategory(chosen.name)}
                >
                  ×
                </Link>
              </li>
            </ol>
          )}
          {categories.length > 0 && (
            <ul className="lm-facet__list">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={listHref(withCategory(query, category.id))} className="lm-facet__link">
                    {category.name}
                    {facets.sampled ? null : <span className="lm-facet__count">({category.count})</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {(facets.brands.length > 0 || brandIds.length > 0) && (
        <section className="lm-facet" aria-labelledby="facet-brand">
          <h2 id="facet-brand" className="lm-facet__title">
            {t.brand}
          </h2>
          <ul className="lm-facet__list lm-facet__list--brands">
            {facets.brands.map((brand) => {
              const on = brandIds.includes(brand.id);
              return (
                <li key={brand.id}>
                  <Link
                    to={listHref(toggleBrand(query, brand.id))}
                    className="lm-facet__link lm-facet__link--check"
                    data-checked={on || undefined}
                  >
                    <span className="lm-facet__box" aria-hidden="true" />
                    {brand.name}
                    {facets.sampled ? null : <span className="lm-facet__count">({brand.count})</span>}
                    {on && <span className="lm-sr-only">{t.chosen}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
          {brandIds.length > 0 && (
            <Link
              to={listHref({ ...query, filter: { ...query.filter, brandIds: [] } })}
              className="lm-facet__clear"
            >
              {t.clearBrands}
            </Link>
          )}
        </section>
      )}
      <ListMwFilter query={query} />
    </aside>
  );
}
