/** sitemaps.org XML, built from absolute URLs. Pure, so it is tested without a server. */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function urlSet(urls: readonly string[]): string {
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

/** A url set whose entries may say when they last changed (`lastmod`, W3C date-time). */
export function datedUrlSet(entries: readonly { url: string; lastmod?: string }[]): string {
  const body = entries
    .map(({ url, lastmod }) =>
      lastmod
        ? `<url><loc>${escapeXml(url)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`
        : `<url><loc>${escapeXml(url)}</loc></url>`,
    )
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(urls: readonly string[]): string {
  const body = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

export function xmlResponse(xml: string, cacheControl: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/** `3.xml` → 3; anything else → null. */
export function sitemapPage(file: string | undefined): number | null {
  const m = /^([1-9]\d{0,5})\.xml$/.exec(file ?? '');
  return m ? Number(m[1]) : null;
}
