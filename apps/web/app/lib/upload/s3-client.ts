import {
  completeRequestXml,
  parseCompleteResultXml,
  parseErrorXml,
  parseInitiateResultXml,
  parseListPartsResultXml,
  type S3ErrorDocument,
} from '@labmall/s3-sig/s3-xml';
import { signRequest } from '@labmall/s3-sig/sign-request';
import { helperMessages, isRetryableStatus, UploadError } from './upload-error';
import type { Fetch, UploadOptions } from './upload-types';

export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

export interface S3ClientContext {
  options: UploadOptions;
  fetch: Fetch;
  /** Aborts requests in flight (a canceled upload). */
  signal?: AbortSignal;
  /** New credentials when the store says the current ones expired (uploads can outlast 15 minutes). */
  refreshOptions?: () => Promise<UploadOptions>;
  now?: () => Date;
}

const EXPIRED_CODES = new Set(['ExpiredToken', 'TokenRefreshRequired']);

const objectUrl = (options: UploadOptions, key: string, query = '') =>
  new URL(`${options.host.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}${query}`);

/** The store's error document, as an UploadError (S3 can also answer 200 with an error, on Complete). */
function failure(status: number, error: S3ErrorDocument | null): UploadError {
  const code = error?.code ?? `HTTP${status}`;
  const message = error?.message ?? `HTTP ${status}`;
  return new UploadError(code, message, { status, retryable: isRetryableStatus(status, code) });
}

/**
 * The six S3 calls an upload needs, signed with the temporary credentials, over `fetch`.
 * Works against the store's own endpoint and any S3-compatible service alike.
 */
export function createS3Client(context: S3ClientContext) {
  let options = context.options;
  let refreshing: Promise<UploadOptions> | null = null;

  async function refresh(used: UploadOptions) {
    // Parts in flight all see the expiry at once; one refresh serves them all.
    if (options !== used) return;
    refreshing ??= context.refreshOptions!().finally(() => {
      refreshing = null;
    });
    options = await refreshing;
  }

  async function send(
    method: string,
    key: string,
    query: string,
    init: { body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal | null } = {},
    retriedWithNewCredentials = false,
  ): Promise<{ text: string; etag: string }> {
    const used = options;
    const url = objectUrl(used, key, query);
    const signed = await signRequest({
      method,
      url,
      now: context.now?.() ?? new Date(),
      credentials: {
        accessKeyId: used.accessKeyId,
        secretAccessKey: used.accessKeySecret,
        sessionToken: used.securityToken,
        region: used.region,
      },
    });
    let response: Response;
    let text: string;
    const signal = init.signal === undefined ? context.signal : init.signal;
    try {
      response = await context.fetch(url.toString(), {
        method,
        headers: { ...init.headers, ...signed },
        ...(init.body !== undefined ? { body: init.body } : {}),
        ...(signal ? { signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw new UploadError('Canceled', helperMessages.canceled, { cause: error });
      throw new UploadError('NetworkError', helperMessages.network, { retryable: true, cause: error });
    }
    const error = parseErrorXml(text);
    const failed = !response.ok ? failure(response.status, error) : error ? failure(500, error) : null;
    if (!failed) return { text, etag: response.headers.get('etag') ?? '' };
    if (EXPIRED_CODES.has(failed.code) && context.refreshOptions && !retriedWithNewCredentials) {
      await refresh(used);
      return send(method, key, query, init, true);
    }
    throw failed;
  }

  return {
    get options() {
      return options;
    },

    async putObject(key: string, body: ArrayBuffer, contentType: string): Promise<string> {
      return (await send('PUT', key, '', { body, headers: { 'content-type': contentType } })).etag;
    },

    async createMultipartUpload(key: string, contentType: string): Promise<string> {
      const { text: xml } = await send('POST', key, '?uploads', { headers: { 'content-type': contentType } });
      const uploadId = parseInitiateResultXml(xml);
      if (!uploadId) throw new UploadError('MalformedResponse', 'no UploadId in the answer');
      return uploadId;
    },

    async uploadPart(key: string, uploadId: string, partNumber: number, body: ArrayBuffer): Promise<void> {
      await send('PUT', key, `?partNumber=${partNumber}&uploadId=${encodeURIComponent(uploadId)}`, { body });
    },

    /** All parts, following S3's pages of 1000. */
    async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
      const parts: StoredPart[] = [];
      let marker = 0;
      for (;;) {
        const query = `?uploadId=${encodeURIComponent(uploadId)}${marker ? `&part-number-marker=${marker}` : ''}`;
        const page = parseListPartsResultXml((await send('GET', key, query)).text);
        parts.push(...page.parts);
        if (!page.truncated || page.nextMarker <= marker) return parts;
        marker = page.nextMarker;
      }
    },

    async completeMultipartUpload(key: string, uploadId: string, parts: StoredPart[]): Promise<string> {
      const body = completeRequestXml(parts);
      const { text: xml } = await send('POST', key, `?uploadId=${encodeURIComponent(uploadId)}`, {
        body,
        headers: { 'content-type': 'application/xml' },
      });
      return parseCompleteResultXml(xml);
    },

    /** Runs even after the upload's own signal has aborted: it is what cancelling means. */
    async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
      await send('DELETE', key, `?uploadId=${encodeURIComponent(uploadId)}`, { signal: null });
    },
  };
}

export type S3Client = ReturnType<typeof createS3Client>;
