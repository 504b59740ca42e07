import type { RouterContextProvider } from 'react-router';
import { ssrContext } from '../../load-context.server';

/** Crawlers' files may sit an hour in shared caches, but only when their URLs are the store's own. */
const SHARED_HOUR = 'public, max-age=3600';
const NOT_SHARED = 'private, no-store';

/**
 * The origin every absolute URL of a page starts with (canonical links, JSON-LD, sitemaps, robots.txt).
 * The server chose it (PUBLIC_ORIGIN, or an allowed Host): never build one from `request.url`, whose
 * host is whatever the client sent.
 */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return context.get(ssrContext).publicOrigin.origin;
}

/** `path` (with its query) on the public origin. */
export function absoluteUrl(context: Readonly<RouterContextProvider>, path: string): URL {
  return new URL(path, publicOrigin(context));
}

/** For answers that hold absolute URLs: a fallback origin for an unknown Host must not be cached for others. */
export function absoluteUrlsCacheControl(context: Readonly<RouterContextProvider>): string {
  return context.get(ssrContext).publicOrigin.trusted ? SHARED_HOUR : NOT_SHARED;
}
