import { useEffect } from 'react';

/**
 * SPEC §8: when a code chunk fails to load (typically a deploy replaced the hashed files the open page
 * still refers to), the page reloads to pick up the new build, at most once per minute, so a chunk that
 * is really broken cannot trap the buyer in a reload loop.
 *
 * React Router reloads on its own when a *route module* fails to import during a navigation
 * (`loadRouteModule`): that needs a click each time, so it cannot loop. This covers the rest: Vite's
 * `vite:preloadError` (lazy imports inside modules and their preloaded dependencies) and dynamic-import
 * failures that end up unhandled.
 */
export const CHUNK_RELOAD_KEY = 'lm:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Loading (?:CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError
  /Unable to preload CSS/i, // Vite's CSS preload
];

/** Whether an error (or rejection reason) says a code chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && matches(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && matches(message);
}

const matches = (text: string) => CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(text));

/**
 * Once per minute: no reload recorded, or the last one a minute or more away. A clock set back far
 * also allows one, rather than blocking reloads until it catches up.
 */
export function mayReload(
  lastReloadAt: number | null,
  now: number,
  interval = CHUNK_RELOAD_INTERVAL_MS,
): boolean {
  return lastReloadAt === null || Math.abs(now - lastReloadAt) >= interval;
}

export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads (and records when) if the last chunk reload is a minute old. Without a working
 * sessionStorage nothing can be recorded, so it does not reload: an error page beats a reload loop.
 */
export function reloadForChunkError(storage: ReloadStorage | null, now: number, reload: () => void): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    const last = raw === null || !Number.isFinite(Number(raw)) ? null : Number(raw);
    if (!mayReload(last, now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

function sessionStorageOf(target: Window): ReloadStorage | null {
  try {
    return target.sessionStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return null;
  }
}

/** Listens for chunk failures on `target`; returns the function that stops listening. */
export function installChunkReload(target: Window): () => void {
  const tryReload = () =>
    reloadForChunkError(sessionStorageOf(target), Date.now(), () => target.location.reload());

  const onPreloadError = (event: Event) => {
    // Prevented, Vite does not rethrow: the page is going away anyway.
    if (tryReload()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && tryReload()) event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) tryReload();
  };

  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

/** Installs the chunk-failure reload for as long as the calling component (the root layout) lives. */
export function useChunkReload(): void {
  useEffect(() => installChunkReload(window), []);
}
