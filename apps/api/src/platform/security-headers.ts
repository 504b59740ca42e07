import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** Object-storage origins the browser uploads to and reads from (storage-origins.ts); none when local. */
  storageOrigins: string[];
}

/** One per request, created by whichever asks first: the CSP header or the page renderer. */
const nonces = new WeakMap<IncomingMessage, string>();

function nonceOf(raw: IncomingMessage): string {
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}

/** The nonce the page's inline scripts must carry: the one in this request's CSP `script-src`. */
export function cspNonce(request: FastifyRequest): string {
  return nonceOf(request.raw);
}

/**
 * A page kept by the visitor page cache is served with the nonce it was rendered with (ADR 0064): this
 * request's Content-Security-Policy header, set when the request arrived, is made to name that one.
 */
export function answerWithNonce(request: FastifyRequest, reply: FastifyReply, nonce: string) {
  const own = nonceOf(request.raw);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace(`'nonce-${own}'`, `'nonce-${nonce}'`));
  nonces.set(request.raw, nonce);
}

/**
 * The policy, readable in one place (no helmet defaults merged in). Scripts: this origin and this
 * request's nonce, which React Router puts on its inline scripts. Styles allow inline: antd's CSS-in-JS
 * inlines <style> on the server and inserts more in the browser, and components render style
 * attributes, which a nonce cannot cover. Images allow any https origin, because product images and
 * descriptions may point at https images anywhere (docs/catalogue.md).
 */
export function contentSecurityPolicyDirectives(options: SecurityHeaderOptions) {
  const storage = options.storageOrigins;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", (req: IncomingMessage) => `'nonce-${nonceOf(req)}'`],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'connect-src': ["'self'", ...storage],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Security headers on every answer (pages, /api, /storage, static files) through @fastify/helmet.
 * HSTS is left to the TLS terminator: this process cannot tell whether it is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
}
