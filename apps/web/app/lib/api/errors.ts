import type { ErrorCode, ErrorObj, FailedEnvelope } from '@labmall/contract';
import { Code, type Envelope, SERVICE_UNAVAILABLE_MESSAGE } from '@labmall/protocol';
import { messages } from '@labmall/rules';

/**
 * Why a call did not produce an envelope, or produced a failing one (SPEC §8):
 * - business: the server answered with a code other than 200 (`code` holds it);
 * - network: the request never got an answer (网络未知异常);
 * - decrypt: the answer could not be decrypted (服务器未知异常);
 * - system: anything else on our side (系统未知异常);
 * - unavailable: HTTP 503, nothing was run (the store's Redis is away, or no instance answers a proxy):
 *   服务暂时不可用，请稍后重试;
 * - cancelled: the caller aborted it; silent.
 */
export type ApiErrorKind = 'business' | 'network' | 'decrypt' | 'system' | 'unavailable' | 'cancelled';

const defaultText: Record<Exclude<ApiErrorKind, 'business'>, string> = {
  network: messages.NETWORK_ERROR,
  decrypt: messages.SERVER_ERROR_TEXT,
  unavailable: SERVICE_UNAVAILABLE_MESSAGE,
  system: messages.SYSTEM_ERROR,
  cancelled: '',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The business code; 500 when the failure was not the server's answer (SPEC §8). */
  readonly code: number;
  /** Read it through `isFailure`, which types it by the code. */
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

/** An envelope as the store API sends it: `obj` on a failure is what the contract declares for the code. */
export type ApiEnvelope = { code: typeof Code.OK; obj: unknown; message: string } | FailedEnvelope;

/**
 * The one place a failing envelope's `obj` is taken as declared: the server checked it against the
 * contract's errorAnswers before sending it (dispatch), as it shaped a success with the answer schema.
 */
export const declaredEnvelope = (envelope: Envelope): ApiEnvelope => envelope as ApiEnvelope;

/** The server's refusal with one code, its `obj` typed as the contract declares for that code. */
export type ApiFailure<C extends ErrorCode> = ApiError & { kind: 'business'; code: C; obj: ErrorObj<C> };

/** Narrows a caught error to the server's refusal with `code` (and so types its `obj`). */
export function isFailure<C extends ErrorCode>(error: unknown, code: C): error is ApiFailure<C> {
  return error instanceof ApiError && error.kind === 'business' && error.code === code;
}

/** The per-field messages of a refusal: a 400's, or a 409's about a taken value. */
export function fieldMessagesOf(error: unknown): Record<string, string> | undefined {
  if (isFailure(error, Code.INVALID)) return error.obj?.fields;
  if (isFailure(error, Code.CONFLICT) && error.obj && 'fields' in error.obj) return error.obj.fields;
  return undefined;
}
