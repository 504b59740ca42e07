/**
 * Whether an error says the database could not be reached, rather than that a statement was wrong: the
 * connection refused, reset or cut mid-statement, the server shutting down or not yet accepting, its disk
 * full. Such a
 * failure is the store's weather, not the call's fault: the transport answers 503 with Retry-After (a
 * client tries again, with the same idempotency key for a write), never a 500 that reads as a bug.
 *
 * A cut mid-transaction loses nothing: PostgreSQL rolls back what was not committed, and a COMMIT whose
 * answer was lost is found again by the write's idempotency key when the client retries.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError) with it as the cause.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || DISK_FULL.has(code) || isConnectionState(code))
    )
      return true;
    if (DRIVER_MESSAGES.some((text) => e instanceof Error && e.message.includes(text))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's codes for a TCP connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * The data disk full under the store itself (the local object store writing a voucher's metadata as it
 * registers it, say): what the embedded database says as 53100, said by node:fs. It passes when space
 * comes back, as the database's does.
 */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (the server shutting down, crashed, or not yet
 * accepting), 53300 (too many connections) and 53100 (the disk is full: the embedded database says so
 * when its DATA_DIR has no room, and answers again once there is): nothing the statement did.
 */
function isConnectionState(code: string): boolean {
  return (
    code.length === 5 &&
    (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300' || code === '53100')
  );
}

/** node-postgres says so in words, without a code, when a connection ends under it or never comes. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // A transaction's rollback on a client pg-pool.ts already released as broken.
  'Client was closed and is not queryable',
];
