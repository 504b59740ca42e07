import type { PublicOrigin } from '@labmall/protocol';
import { z } from 'zod';

function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash
  );
}

/** `shop.example`, `shop.example:8443`, `127.0.0.1:3000`, `[::1]:3000`: what a browser puts in Host. */
const HOST_AND_PORT =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The two settings, spread into the one config schema (src/config.ts). */
export const originSettings = {
  /**
   * The store's address as buyers and search engines reach it (`https://shop.example`). Every absolute
   * URL the store writes (sitemaps, robots.txt, canonical links, JSON-LD, the local upload endpoint)
   * starts with it. Without it, the request's Host is used only when ALLOWED_HOSTS lists it.
   */
  PUBLIC_ORIGIN: z
    .string()
    .refine(isBareOrigin, 'must be an absolute http(s) origin without a path, such as https://shop.example')
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Host[:port] values trusted in Host (X-Forwarded-Host behind TRUST_PROXY); default: the listen address. */
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(HOST_AND_PORT, 'must be a comma-separated list of host[:port]'))
        .min(1, 'must name at least one host[:port]'),
    )
    .optional(),
};

export interface OriginConfig {
  HOST: string;
  PORT: number;
  PUBLIC_ORIGIN?: string | undefined;
  ALLOWED_HOSTS?: string[] | undefined;
}

/** 0.0.0.0 and :: are where the server listens, not an address to send anyone to. */
function listenHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host.toLowerCase();
}

/** ALLOWED_HOSTS, or by default the listen address and the loopback names on the listen port. */
export function allowedHosts(config: OriginConfig): string[] {
  if (config.ALLOWED_HOSTS) return config.ALLOWED_HOSTS;
  const names = [listenHost(config.HOST), 'localhost', '127.0.0.1'];
  // A browser leaves the default port out of Host.
  return [
    ...new Set(names.flatMap((name) => [`${name}:${config.PORT}`, ...(config.PORT === 80 ? [name] : [])])),
  ];
}

/**
 * The origin of every absolute URL in an answer. The Host header is the client's to choose: taken at its
 * word, one request with a forged Host would put the forger's address into a sitemap a shared cache then
 * serves everyone. So: PUBLIC_ORIGIN when set; else the request's host if ALLOWED_HOSTS lists it (host
 * and protocol as Fastify reads them, from X-Forwarded-* only behind TRUST_PROXY); else the listen
 * address, marked untrusted so the caller keeps the answer out of shared caches.
 */
export function publicOrigin(
  config: OriginConfig,
  // An HTTP/1.0 request may come without a Host, whatever Fastify's type says.
  request: { host?: string | undefined; protocol: string },
): PublicOrigin {
  if (config.PUBLIC_ORIGIN) return { origin: config.PUBLIC_ORIGIN, trusted: true };
  const host = (request.host ?? '').toLowerCase();
  const protocol = request.protocol;
  if ((protocol === 'http' || protocol === 'https') && allowedHosts(config).includes(host)) {
    return { origin: `${protocol}://${host}`, trusted: true };
  }
  return { origin: `http://${listenHost(config.HOST)}:${config.PORT}`, trusted: false };
}
