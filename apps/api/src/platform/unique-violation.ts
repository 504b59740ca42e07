/**
 * The constraint (or index) name when an error is PostgreSQL's unique_violation (23505), else null.
 * Both drivers report it with the same fields; drizzle wraps the driver's error as `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    e = candidate.cause;
  }
  return null;
}
