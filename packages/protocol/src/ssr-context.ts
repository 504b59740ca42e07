/** The origin absolute URLs start with; `trusted` false: a fallback for an unknown Host, not for shared caches. */
export interface PublicOrigin {
  origin: string;
  trusted: boolean;
}

/**
 * What the one-process server hands to the storefront's loaders (React Router load context).
 * Shared here so the API process and the web app agree on it without importing each other.
 */
export interface SsrContext {
  /** The fixed shop name: every page title starts with it. */
  shopName: string;
  /**
   * Sends a request to the store API. In one process this is an in-process call (no socket);
   * with a separate API it is `fetch` against API_ORIGIN. Either way it is the same encrypted transport.
   */
  apiFetch: (request: Request) => Promise<Response>;
  /** Transport keys. They ship to the browser too (DESIGN §3): no security boundary. */
  transport: { cipherKey: string; signSecret: string };
  /** Server-only, never rendered into a page: the HMAC key that makes an `/error/{message}` link the shop's own. */
  errorLinkSecret: string;
  /** For sitemaps, robots.txt, canonical links and JSON-LD: never the request's Host unchecked. */
  publicOrigin: PublicOrigin;
  /** This request's Content-Security-Policy nonce, for the inline scripts the page renders. */
  cspNonce: string;
}
