import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { PurgeBus } from './shared-state.ts';

/**
 * Settings of the visitor page cache (spread into config.ts). A visitor's page (no session) is the same
 * for every visitor, so each instance keeps the rendered HTML per URL for PAGE_CACHE_SECONDS; a CDN in
 * front may keep it that long too (s-maxage) and serve it stale for PAGE_CACHE_STALE_SECONDS more while
 * it refetches. 0 seconds turns the cache off (and sends `private, no-store` for every page).
 */
export const pageCacheSettings = {
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Memory for cached pages per instance; the least recently used pages go first. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
};

/** How a kept page is sent: as rendered, or compressed once when it was kept. */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The CSP nonce the page was rendered with. Every copy served from the cache carries it, with a
   * Content-Security-Policy header naming it, as a CDN's copies do (ADR 0064): the bytes are then the
   * same for every visitor, so they are compressed once, not per answer.
   */
  nonce: string;
  /** The HTML in each encoding (brotli and gzip made when the page was kept). */
  bodies: Record<PageEncoding, Buffer>;
}

export interface PageCache {
  /** Whether the cache is on (PAGE_CACHE_SECONDS > 0). */
  readonly enabled: boolean;
  readonly ttlSeconds: number;
  readonly staleSeconds: number;
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /**
   * Forgets every cached page here and, through the purge bus (Redis when REDIS_URL is set), on every
   * other instance. Call it after anything a visitor's page shows has changed: the catalogue (import,
   * product, SKU, price, stock edits), categories, brands, content, the home page, activities.
   */
  purge(): Promise<void>;
  /** Runs `listener` on every purge, this instance's own or another's: caches beside the pages forget too. */
  onPurge(listener: () => void): void;
  /** Pages held and their bytes, for logs and tests. */
  stats(): { pages: number; bytes: number };
}

/** Per-page overhead counted on top of the body (key, headers, the entry itself). */
const ENTRY_OVERHEAD = 512;

export function createPageCache(options: {
  ttlSeconds: number;
  staleSeconds: number;
  maxBytes: number;
  bus: PurgeBus;
}): PageCache {
  const { ttlSeconds, staleSeconds, bus } = options;
  const enabled = ttlSeconds > 0;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    // A page larger than an eighth of the cache is rendered every time rather than evicting many others.
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: (page, key) =>
      PAGE_ENCODINGS.reduce((sum, encoding) => sum + page.bodies[encoding].length, 2 * key.length) +
      ENTRY_OVERHEAD,
    ttl: Math.max(1, ttlSeconds) * 1000,
    // Expired pages are dropped when read; a timer per page would cost more than it frees.
    ttlAutopurge: false,
  });
  const listeners: (() => void)[] = [];
  const forget = () => {
    pages.clear();
    for (const listener of listeners) listener();
  };
  bus.onPurge(forget);
  return {
    enabled,
    ttlSeconds,
    staleSeconds,
    get: (key) => (enabled ? pages.get(key) : undefined),
    set: (key, page) => {
      if (enabled) pages.set(key, page);
    },
    async purge() {
      forget();
      await bus.publishPurge();
    },
    onPurge(listener) {
      listeners.push(listener);
    },
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}
