/** Never a real site (RFC 2606): only there to tell a same-origin path from anything else. */
const PROBE_ORIGIN = 'http://x.invalid';

/** Pages a member is sent back to only at the cost of a loop: after login they fall back. */
const NOT_A_TARGET = /^\/(login|register)(\/|$)/i;

/**
 * What a browser's URL parser drops before it reads a URL (WHATWG URL: tab, LF and CR anywhere,
 * C0 controls and spaces at either end). Judged raw, `/\t/evil.example` looks like a path; the
 * browser reads `//evil.example`.
 */
const browserView = (raw: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these controls are the point
  raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/**
 * The one check of a `?redirect=` return target: a path on this site, or `fallback`. Returns the
 * normalised path, search and hash the URL parser made of it, never the raw text, so what is judged
 * is what the browser will follow.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const value = browserView(raw);
  // Only absolute paths: a scheme, `//host` or `\\host` go elsewhere, and a bare word is no target.
  if (!value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  // `/.//evil` and `/a/..//evil` normalise to the path `//evil`, which a browser reads as a host.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return fallback;
  if (NOT_A_TARGET.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
