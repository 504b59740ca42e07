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
}
