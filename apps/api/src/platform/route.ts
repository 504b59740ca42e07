import type { BusinessCode } from '@labmall/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './deps.ts';

export interface CurrentUser {
  /** 0 for a visitor (SPEC §3: logged in means id is non-zero). */
  id: number;
  sessionId: number | null;
}

export interface RouteContext<P> {
  payload: P;
  user: CurrentUser;
  /** The transport's client kind: '1' is the PC web storefront (SPEC §7). */
  userResource: string;
  deps: Deps;
  request: FastifyRequest;
  /** Sets the `session` cookie for a freshly issued token (login). */
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

/**
 * One API call: its wire contract (payload and answer schemas, the business codes it may return)
 * and a thin handler. The same definitions drive validation, the access check and docs/api.md.
 */
export interface RouteDef<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Relative to /api, e.g. `/user/info`. */
  path: string;
  summary: string;
  /**
   * `member`: a visitor gets code 503 (SPEC §8: the client asks them to log in).
   * `operator`: as `member`, and a member who is not an operator (operators/) gets code 403.
   */
  auth: 'public' | 'member' | 'operator';
  payload: P;
  /** Also an allowlist: fields not in it never leave the server. */
  answer: A;
  /** Business codes besides 200 (and the transport's 400/500) that callers should handle. */
  codes?: BusinessCode[];
  handler(context: RouteContext<z.infer<P>>): Promise<z.input<A>>;
  reply?: never;
}

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of routes needs the widest types
export type AnyRoute = RouteDef<any, any>;

export function defineRoute<P extends z.ZodType, A extends z.ZodType>(route: RouteDef<P, A>): AnyRoute {
  return route as AnyRoute;
}

export type { FastifyReply };
