/** SPEC §5: the helper's own error texts. */
export const helperMessages = {
  needOptions: 'need options',
  needFile: 'need file',
  needKey: 'need key',
  readFailed: 'failed to read file',
  canceled: 'upload canceled',
  network: 'network error',
} as const;

/**
 * Why an upload step failed. `code` is S3's error code when the store answered (`AccessDenied`,
 * `ExpiredToken`, `NoSuchUpload`…), else one of the helper's own: `NeedOptions`, `NeedFile`,
 * `NeedKey`, `ReadError`, `NetworkError`, `Canceled`.
 */
export class UploadError extends Error {
  readonly code: string;
  readonly status: number;
  /** Worth another attempt: the network or the store failed, not the request. */
  readonly retryable: boolean;

  constructor(
    code: string,
    message: string,
    options: { status?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'UploadError';
    this.code = code;
    this.status = options.status ?? 0;
    this.retryable = options.retryable ?? false;
  }
}

const RETRYABLE_CODES = new Set(['RequestTimeout', 'SlowDown', 'InternalError', 'ServiceUnavailable']);

/** 5xx, 408 and 429 are the store's trouble, and S3 names a few more codes that clear up by themselves. */
export const isRetryableStatus = (status: number, code: string) =>
  status >= 500 || status === 408 || status === 429 || RETRYABLE_CODES.has(code);
