import type { RouteContract } from '@labmall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './deps.ts';

export interface CurrentUser {
  /** 0 for a visitor (SPEC §3: logged in means id is non-zero). */
  id: number;
  sessionId: number | null;
  /**
   * A staff session (ADR 42): `id` is then a staff id, never a member's. Only operator routes are
   * served to staff; a member on an operator route has this unset and is refused.
   */
  staff?: true;
  /**
   * What the session's one query brought along for a page (GET page requests only): the member's row,
   * cart count… Read as a snapshot of the request's start; a POST's handlers never get one.
   */
  preload?: MemberPreload;
}

/**
 * Filled in by the component that keeps the sessions (accounts/member-preload.ts, by declaration
 * merging), so the platform names no business table (ADR 0015).
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging
export interface MemberPreload {}

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
  /** Sets the `staff_session` cookie for a freshly issued staff session (staff login). */
  setStaffSessionCookie(token: string, expiresAt: Date): void;
  clearStaffSessionCookie(): void;
  /** Sets an HttpOnly, SameSite=Lax cookie a component keeps of its own (the chat's visitor token). */
  setCookie(name: string, value: string, expires: Date): void;
  clearCookie(name: string): void;
}

/**
 * One API call: its contract (packages/contract: method, path, access, payload and answer schemas,
 * codes) and a thin handler. The same definitions drive validation, the access check, the answer
 * allowlist and docs/api.md. Written as `defineRoute({ ...contract, handler })`.
 */
export type RouteDef<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> = RouteContract<
  P,
  A
> & {
  handler(context: RouteContext<z.infer<P>>): Promise<z.input<A>>;
  reply?: never;
};

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of routes needs the widest types
export type AnyRoute = RouteDef<any, any>;

export function defineRoute<P extends z.ZodType, A extends z.ZodType>(route: RouteDef<P, A>): AnyRoute {
  return route as AnyRoute;
}

export type { FastifyReply };
