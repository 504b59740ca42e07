/** Business codes carried in the `code` of a response envelope (HTTP status is 200 for all of them). */
export const Code = {
  OK: 200,
  INVALID: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  SESSION_EXPIRED: 503,
} as const;

export type BusinessCode = (typeof Code)[keyof typeof Code];

const businessCodes: ReadonlySet<number> = new Set(Object.values(Code));

export function isBusinessCode(value: unknown): value is BusinessCode {
  return typeof value === 'number' && businessCodes.has(value);
}
