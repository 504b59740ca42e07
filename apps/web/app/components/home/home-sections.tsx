import { type LinkParams, resolveLink } from '@labmall/rules';
import { Link } from 'react-router';
import { brandListHref } from '../catalogue/list-query';
import { PriceTag } from '../catalogue/price-tag';
import { ProductPicture } from '../catalogue/product-picture';
import type { CategoryNode } from '../frame/category-tree';
import { categoryHref } from '../frame/list-href';
import { homeMessages } from './home-messages';
import type { HomeBrand, HomeFloor, HomeProduct } from './types';

const t = homeMessages;

/** The product groups beside the carousel: each group and its first categories, always open. */
export function HomeGroups({ groups }: { groups: readonly CategoryNode[] }) {
  if (groups.length === 0) return null;
  return (
    <nav className="lm-home-groups" aria-label={t.groups.label}>
      <ul>
        {groups.map((group) => (
          <li key={group.id} className="lm-home-groups__group">
            <Link to={categoryHref(group.id)} className="lm-home-groups__name">
              {group.name}
            </Link>
            {group.children.length > 0 && (
              <span className="lm-home-groups__children">
                {group.children.slice(0, 3).map((child) => (
                  <Link key={child.id} to={categoryHref(child.id)}>
                    {child.name}
                  </Link>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A featured product: name, CAS, grade, brand, and the member's price or 登录询价. */
function ProductCard({ product, member }: { product: HomeProduct; member: boolean }) {
  return (
    <article className="lm-home-product">
      <ProductPicture
        src={product.image}
        name={product.name}
        width={150}
        height={110}
        className="lm-home-product__picture"
      />
      <h3 className="lm-home-product__name">
        <Link to={`/item/${product.id}`}>{product.name}</Link>
      </h3>
      <p className="lm-home-product__facts">
        {product.cas && (
          <span>
            {t.floors.cas} {product.cas}
          </span>
        )}
        {product.grade && <span>{product.grade}</span>}
        <span>{product.brand_name}</span>
      </p>
      <div className="lm-home-product__price">
        <PriceTag price={product.min_price} member={member} from />
      </div>
    </article>
  );
}

export function ProductGrid({ products, member }: { products: readonly HomeProduct[]; member: boolean }) {
  return (
    <ul className="lm-home-products">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} member={member} />
        </li>
      ))}
    </ul>
  );
}

/** A category floor: heading to the category, its quick links, its featured products. */
export function HomeFloorSection({ floor, member }: { floor: HomeFloor; member: boolean }) {
  const headingId = `floor-${floor.id}`;
  return (
    <section className="lm-home-section lm-home-floor" aria-labelledby={headingId}>
      <div className="lm-home-section__head">
        <h2 id={headingId} className="lm-home-section__title">
          {floor.title}
        </h2>
        {floor.subtitle && <p className="lm-home-section__subtitle">{floor.subtitle}</p>}
        <Link to={categoryHref(floor.product_type_id)} className="lm-home-section__more">
          {t.floors.moreShort}
          <span className="lm-sr-only">{t.floors.more(floor.title)}</span>
        </Link>
      </div>
      {floor.links.length > 0 && (
        <ul className="lm-home-floor__links">
          {floor.links.map((link) => (
            <li key={link.name}>
              <Link to={resolveLink(link.link.type, link.link.params as LinkParams)}>{link.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {floor.products.length > 0 ? (
        <ProductGrid products={floor.products} member={member} />
      ) : (
        <p className="lm-home-section__empty">{t.floors.empty}</p>
      )}
    </section>
  );
}

export function HomeNewArrivals({ products, member }: { products: readonly HomeProduct[]; member: boolean }) {
  if (products.length === 0) return null;
  return (
    <section className="lm-home-section" aria-labelledby="home-new">
      <div className="lm-home-section__head">
        <h2 id="home-new" className="lm-home-section__title">
          {t.newArrivals.title}
        </h2>
        <Link to="/list?sort=newest" className="lm-home-section__more">
          {t.newArrivals.more}
        </Link>
      </div>
      <ProductGrid products={products} member={member} />
    </section>
  );
}

export function HomeBrands({ brands }: { brands: readonly HomeBrand[] }) {
  if (brands.length === 0) return null;
  return (
    <section className="lm-home-section" aria-labelledby="home-brands">
      <div className="lm-home-section__head">
        <h2 id="home-brands" className="lm-home-section__title">
          {t.brands.title}
        </h2>
        <Link to="/brand" className="lm-home-section__more">
          {t.brands.more}
        </Link>
      </div>
      <ul className="lm-home-brands">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brandListHref(brand.id)} className="lm-home-brand">
              {brand.logo ? (
                <img src={brand.logo} alt={brand.name} width={96} height={40} loading="lazy" />
              ) : (
                <strong>{brand.name}</strong>
              )}
              {brand.name_en && brand.name_en !== brand.name && (
                <span className="lm-home-brand__en" lang="en">
                  {brand.name_en}
                </span>
              )}
              <span className="lm-home-brand__count">{t.brands.count(brand.product_count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
