/**
 * PostgreSQL's SQLSTATE and constraint name for a refused statement, or null. Both drivers report them
 * with the same fields; drizzle wraps the driver's error as `cause`.
 */
export async function refusal(statement: PromiseLike<unknown>) {
  try {
    await statement;
  } catch (error) {
    for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
      const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
      if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
        return { code: candidate.code, constraint: candidate.constraint };
      }
      e = candidate.cause;
    }
    throw error;
  }
  return null;
}

/** SQLSTATE foreign_key_violation: a row names one that does not exist. */
export const FOREIGN_KEY_VIOLATION = '23503';
/**
 * What deleting a row that others name `on delete restrict` raises: restrict_violation from PostgreSQL
 * 18 (PGlite 0.5), foreign_key_violation before it.
 */
export const RESTRICT_VIOLATIONS = ['23001', FOREIGN_KEY_VIOLATION];
