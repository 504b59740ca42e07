import { createHmac, timingSafeEqual } from 'node:crypto';
import { uriEncode } from '@labmall/s3-sig/canonical';
import { contentDisposition } from '../content-disposition.ts';
import type { ReadUrlOptions } from '../object-storage.ts';

/**
 * Signed read URLs of the local adapter: `/storage/{bucket}/{key}?expires=…&disposition=…&type=…&signature=…`.
 * The signature covers the key and every response header the URL asks for, so nobody can turn an
 * image URL into one served as text/html or inline under another name.
 */
export interface ReadGrant {
  expires: number;
  /** The whole Content-Disposition value. */
  disposition: string;
  contentType: string;
}

const LABEL = 'labmall-storage-read-v1';

const signature = (secret: string, bucket: string, key: string, grant: ReadGrant) =>
  createHmac('sha256', secret)
    .update([LABEL, bucket, key, grant.expires, grant.disposition, grant.contentType].join('\n'))
    .digest();

export function signReadUrl(
  secret: string,
  bucket: string,
  key: string,
  options: ReadUrlOptions,
  now: number,
) {
  const grant: ReadGrant = {
    expires: Math.floor(now / 1000) + options.expiresIn,
    disposition: contentDisposition(options.disposition, options.fileName),
    contentType: options.contentType,
  };
  const query = new URLSearchParams({
    expires: String(grant.expires),
    disposition: grant.disposition,
    type: grant.contentType,
    signature: signature(secret, bucket, key, grant).toString('hex'),
  });
  return `/storage/${bucket}/${key.split('/').map(uriEncode).join('/')}?${query}`;
}

/** The grant a URL carries, or null when it is forged, altered or expired. */
export function verifyReadUrl(
  secret: string,
  bucket: string,
  key: string,
  query: Record<string, unknown>,
  now: number,
): ReadGrant | null {
  const { expires, disposition, type, signature: given } = query;
  if (typeof expires !== 'string' || typeof disposition !== 'string' || typeof type !== 'string') return null;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given) || !/^\d{1,12}$/.test(expires)) return null;
  const grant: ReadGrant = { expires: Number(expires), disposition, contentType: type };
  const expected = signature(secret, bucket, key, grant);
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return null;
  return grant.expires * 1000 > now ? grant : null;
}
