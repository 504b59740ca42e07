import { type BusinessCode, Code } from '@labmall/protocol';

/**
 * The one shape of an expected failure. Services throw it; the transport turns it into an
 * encrypted envelope. Anything else that escapes a handler is a bug and becomes a generic 500.
 */
export class AppError extends Error {
  readonly code: BusinessCode;
  readonly fields: Record<string, string> | undefined;
  /** Extra answer fields a client acts on (e.g. `retry_after`, `captcha_required`). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: BusinessCode,
    message: string,
    fields?: Record<string, string>,
    extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

export const messages = {
  invalid: '提交数据有误，请检查后重试',
  loginRequired: '请先登录',
  forbidden: '无权访问',
  notFound: '接口不存在',
  server: '服务器繁忙，请稍后重试',
  tooLarge: '请求内容过大',
} as const;

export const invalid = (fields: Record<string, string>, message?: string) =>
  new AppError(Code.INVALID, message ?? Object.values(fields)[0] ?? messages.invalid, fields);
export const notFound = (message = '记录不存在') => new AppError(Code.NOT_FOUND, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(Code.FORBIDDEN, message);
export const conflict = (message: string) => new AppError(Code.CONFLICT, message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(Code.RATE_LIMITED, message, undefined, { retry_after: retryAfterSeconds });
