import { useSyncExternalStore } from 'react';

/** The parts of the Network Information API that matter here (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

type WatchableConnection = ConnectionInfo & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const SLOW_TYPES = new Set(['slow-2g', '2g']);

/** SPEC §9: no prefetching on a 2g connection or with data saver on; otherwise (or unknown) yes. */
export function prefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_TYPES.has(connection.effectiveType ?? '');
}

function currentConnection(): WatchableConnection | undefined {
  return (navigator as Navigator & { connection?: WatchableConnection }).connection;
}

function subscribe(onChange: () => void): () => void {
  const connection = currentConnection();
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

const clientSnapshot = () => prefetchAllowed(currentConnection());
// The server knows nothing of the connection: render without prefetch, then decide after hydration.
const serverSnapshot = () => false;

/**
 * Whether links may prefetch. False on the server and during hydration (so the markup matches), then
 * the browser's answer, kept up to date when the connection changes.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}
