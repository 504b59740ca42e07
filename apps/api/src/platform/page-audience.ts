import type { FastifyRequest } from 'fastify';

/**
 * Who a rendered page was for, as far as the visitor page cache is concerned.
 *
 * Whether a page may be kept for every visitor is decided by what its rendering did, not by reading
 * the Cookie header a second time: the page API (page-api.ts) marks a request here the moment it
 * resolves a member for it, and the cache (web.ts) never keeps a page so marked. A second parse of the
 * header can disagree with the cookie parser that resolves the session (a space before `=`, another
 * cookie first…) and did, keeping a member's page with their phone number for every visitor.
 */
const memberRenders = new WeakSet<FastifyRequest>();

/** Called by the page API when a page request's session resolved to a member. */
export function markMemberRender(request: FastifyRequest): void {
  memberRenders.add(request);
}

/** Whether this request's rendering resolved a member (and so may hold their data). */
export function renderedForMember(request: FastifyRequest): boolean {
  return memberRenders.has(request);
}

/**
 * A cookie that may carry a member, a staff member or an order list, under any spelling a parser might accept:
 * any case, white space before or after the name and around `=`. Only a hint for the cache lookup
 * (such a request is rendered afresh, never served a kept page); what is kept is decided above.
 */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:session|staff_session|order_list)\s*=/i;

/**
 * Whether this request may be answered from the visitor page cache: a GET with no cookie that could
 * name a member or an order list, whether the header is read by a pattern or by the cookie parser.
 */
export function looksLikeVisitor(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (PERSONAL_COOKIE.test(request.headers.cookie ?? '')) return false;
  return (
    request.cookies?.session === undefined &&
    request.cookies?.staff_session === undefined &&
    request.cookies?.order_list === undefined
  );
}
