import type { ProductDetail } from './types';

/**
 * schema.org Product data for search engines: names, 货号 list, brand, identifiers such as CAS as
 * additionalProperty. Never a price or an offer: this markup is in the HTML a visitor (or a cache) gets.
 */
export function productJsonLd(product: ProductDetail, pageUrl: string) {
  const property = (name: string, value: string | null) =>
    value ? [{ '@type': 'PropertyValue', name, value }] : [];
  const skus = product.skus.map((sku) => sku.sku);
  const alternateNames = [product.name_en, ...product.synonyms].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(alternateNames.length > 0 ? { alternateName: alternateNames } : {}),
    url: pageUrl,
    ...(skus.length > 0 ? { sku: skus.length === 1 ? skus[0] : skus } : {}),
    brand: { '@type': 'Brand', name: product.brand_name },
    ...(product.category_path.length > 0
      ? { category: product.category_path.map((c) => c.name).join(' > ') }
      : {}),
    ...(product.images.length > 0 ? { image: product.images } : {}),
    additionalProperty: [
      ...property('CAS', product.cas),
      ...property('MDL', product.mdl),
      ...property('分子式', product.formula),
      ...property('分子量', product.mw),
      ...property('规格', product.grade),
    ],
  };
}

/** JSON for an inline `<script>`: `<` escaped so no text in the data can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
