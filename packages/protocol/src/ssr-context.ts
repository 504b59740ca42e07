import type { Envelope } from './envelope.ts';

/** The origin absolute URLs start with; `trusted` false: a fallback for an unknown Host, not for shared caches. */
export interface PublicOrigin {
  origin: string;
  trusted: boolean;
}

/**
 * The store API as a page's loaders reach it: one call of one route, in process, for the page request
 * being rendered (its member resolved once for all the page's calls). Same routes, access checks,
 * payload rules and answer allowlists as the encrypted transport, without sealing or a socket.
 */
export interface PageApi {
  call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Envelope>;
}

/**
 * What the one-process server hands to the storefront's loaders (React Router load context).
 * Shared here so the API process and the web app agree on it without importing each other.
 */
export interface SsrContext {
  /** The fixed shop name: every page title starts with it. */
  shopName: string;
  /** The store API for this page request (in process). */
  api: PageApi;
  /** Transport keys. They ship to the browser too (DESIGN §3): no security boundary. */
  transport: { cipherKey: string; signSecret: string };
  /** Server-only, never rendered into a page: the HMAC key that makes an `/error/{message}` link the shop's own. */
  errorLinkSecret: string;
  /** For sitemaps, robots.txt, canonical links and JSON-LD: never the request's Host unchecked. */
  publicOrigin: PublicOrigin;
  /** This request's Content-Security-Policy nonce, for the inline scripts the page renders. */
  cspNonce: string;
}
