import type { CurrentUser } from '../platform/route.ts';
import { hashToken, newSessionToken, TOKEN_SHAPE } from '../platform/sessions.ts';
import type { Buyer } from './chat.service.ts';

/**
 * A visitor's chat is theirs by an HttpOnly cookie holding a random token (made like a session's:
 * 32 bytes, base64url); the database keeps only its SHA-256, so a stolen table opens no chat.
 */
export const VISITOR_COOKIE = 'chat_visitor';
export const VISITOR_COOKIE_DAYS = 90;

export const newVisitorToken = newSessionToken;

export function visitorHash(token: string | undefined): string | null {
  return token && TOKEN_SHAPE.test(token) ? hashToken(token) : null;
}

/** The buyer behind a request: the member (staff sessions are nobody here), else the visitor's cookie. */
export function buyerOf(user: CurrentUser, cookies: Record<string, string | undefined>): Buyer {
  return {
    userId: user.staff ? 0 : user.id,
    visitorHash: visitorHash(cookies[VISITOR_COOKIE]),
  };
}
