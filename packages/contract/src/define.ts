import type { BusinessCode } from '@labmall/protocol';
import type { z } from 'zod';
import type { Permission } from './permissions.ts';

/**
 * Who may call a route. `member`: a visitor gets code 503 (SPEC §8: the client asks them to log in).
 * `operator`: as `member`, and a member who is not an operator gets code 403.
 */
export type Access = 'public' | 'member' | 'operator';

/**
 * Who may call a route, with what it needs: an operator route names the one permission
 * (permissions.ts) an operator must hold, and dispatch checks it (ADR 37); no other route may name one.
 * Leaving it out of an operator route, or putting it on another, is a type error. `null` is said
 * explicitly, for the few routes about the operator's own account (who am I, what may I do): any
 * operator may call them.
 */
export type AccessRule =
  | { auth: 'operator'; permission: Permission | null }
  | { auth: Exclude<Access, 'operator'>; permission?: never };

/**
 * One API call as both sides see it: method and path, who may call it, the payload schema the server
 * parses with, and the answer schema, which is also an allowlist (fields not in it never leave the
 * server). The API adds a handler (apps/api/src/platform/route.ts); the storefront infers its types.
 */
export type RouteContract<
  P extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
  V extends z.ZodType | undefined = z.ZodType | undefined,
> = RouteShape<P, A, V> & AccessRule;

interface RouteShape<P extends z.ZodType, A extends z.ZodType, V extends z.ZodType | undefined> {
  method: 'GET' | 'POST';
  /** Relative to /api, e.g. `/user/info`. */
  path: string;
  summary: string;
  payload: P;
  /** The member's answer (and everyone's, when there is no `visitorAnswer`). */
  answer: A;
  /**
   * The answer a visitor gets instead, where members see more (prices, SPEC §1). Chosen by the server
   * for the caller, so a price field cannot reach a visitor whatever a handler returns.
   */
  visitorAnswer?: V;
  /**
   * Business codes besides 200 (and the transport's 400/500) that callers should handle. What each
   * code carries in `obj` is the same on every route: `errorAnswers` (error-answers.ts).
   */
  codes?: BusinessCode[];
}

/** Keeps the literal method and path, which the storefront's typed client is keyed by. */
export function defineContract<
  const M extends 'GET' | 'POST',
  const Path extends string,
  P extends z.ZodType,
  A extends z.ZodType,
  V extends z.ZodType | undefined = undefined,
>(contract: RouteContract<P, A, V> & { method: M; path: Path }) {
  return contract;
}
