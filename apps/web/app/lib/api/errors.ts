import { messages } from '@labmall/rules';

/**
 * Why a call did not produce an envelope, or produced a failing one (SPEC §8):
 * - business: the server answered with a code other than 200 (`code` holds it);
 * - network: the request never got an answer (网络未知异常);
 * - decrypt: the answer could not be decrypted (服务器未知异常);
 * - system: anything else on our side (系统未知异常);
 * - cancelled: the caller aborted it; silent.
 */
export type ApiErrorKind = 'business' | 'network' | 'decrypt' | 'system' | 'cancelled';

const defaultText: Record<Exclude<ApiErrorKind, 'business'>, string> = {
  network: messages.NETWORK_ERROR,
  decrypt: messages.SERVER_ERROR_TEXT,
  system: messages.SYSTEM_ERROR,
  cancelled: '',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The business code; 500 when the failure was not the server's answer (SPEC §8). */
  readonly code: number;
  readonly obj: unknown;

  constructor(
    kind: ApiErrorKind,
    options: { code?: number; message?: string; obj?: unknown; cause?: unknown } = {},
  ) {
    super(
      options.message ||
        (kind === 'business'
          ? messages.REQUEST_FAILED
          : defaultText[kind as Exclude<ApiErrorKind, 'business'>]),
      { cause: options.cause },
    );
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code ?? 500;
    this.obj = options.obj ?? null;
  }
}
