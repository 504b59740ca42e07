import { Link } from 'react-router';
import { messages } from '../../messages';
import { BRAND_INITIALS, groupBrands } from './brand-groups';
import { brandListHref } from './list-query';
import type { BrandEntry } from './types';

const t = messages.catalogue.brand;

const anchorOf = (initial: string) => `brands-${initial === '#' ? 'other' : initial}`;

function BrandCard({ brand }: { brand: BrandEntry }) {
  return (
    <Link to={brandListHref(brand.id)} className="lm-brand-card">
      <span className="lm-brand-card__logo">
        {brand.logo ? (
          <img src={brand.logo} alt={brand.name} loading="lazy" />
        ) : (
          <span className="lm-brand-card__name">{brand.name}</span>
        )}
      </span>{' '}
      {brand.name_en && brand.name_en !== brand.name && (
        <span className="lm-brand-card__en" lang="en">
          {brand.name_en}
        </span>
      )}{' '}
      <span className="lm-brand-card__count">{t.productCount(brand.product_count)}</span>
    </Link>
  );
}

/**
 * The brand wall: an A–Z bar of in-page links (letters without brands greyed out), then one grid of
 * cards in which each letter opens with its own tile, so a letter with one brand takes one cell, not a row.
 */
export function BrandWall({ brands }: { brands: readonly BrandEntry[] }) {
  const groups = groupBrands(brands);
  if (groups.length === 0) return <p className="lm-item__muted">{t.empty}</p>;
  const present = new Set(groups.map((group) => group.initial));
  return (
    <>
      <nav className="lm-brand-index" aria-label={t.index}>
        <ol>
          {BRAND_INITIALS.map((initial) => (
            <li key={initial}>
              {present.has(initial) ? (
                <a href={`#${anchorOf(initial)}`}>{t.letter(initial)}</a>
              ) : (
                <span aria-disabled="true">{t.letter(initial)}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="lm-brand-wall">
        {groups.map((group) => (
          <section key={group.initial} className="lm-brand-group" aria-labelledby={anchorOf(group.initial)}>
            <h2 id={anchorOf(group.initial)} className="lm-brand-group__letter">
              {t.letter(group.initial)}
            </h2>
            <ul className="lm-brand-group__list">
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <BrandCard brand={brand} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
