/** schema.org data for the content pages: BreadcrumbList on each, Article on an article. No prices. */

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export function articleJsonLd(article: {
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  url: string;
  publisher: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: article.url,
    author: { '@type': 'Organization', name: article.author || article.publisher },
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}

/** JSON for an inline `<script>`: `<` escaped so no text in the data can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The date part of an ISO time in China (UTC+8): 2026-03-02. */
export function chinaDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}
