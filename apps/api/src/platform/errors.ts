import type { ErrorCode, ErrorObj } from '@labmall/contract';
import { Code } from '@labmall/protocol';

/** The `obj` argument: required where the code always carries one (429), optional where it may be null. */
type ObjArgument<C extends ErrorCode> = null extends ErrorObj<C> ? [obj?: ErrorObj<C>] : [obj: ErrorObj<C>];

/**
 * The one shape of an expected failure. Services throw it; the transport turns it into an
 * encrypted envelope. Anything else that escapes a handler is a bug and becomes a generic 500.
 * Its `obj` is typed by the contract's `errorAnswers` for its code, so a service cannot build a shape
 * the contract does not declare (and dispatch checks it again at run time).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly obj: ErrorObj<C> | null;

  constructor(code: C, message: string, ...[obj]: ObjArgument<C>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.obj = obj ?? null;
  }
}

/** Narrows a caught error to an AppError of one code, and so its `obj` to that code's shape. */
export function isAppError<C extends ErrorCode>(error: unknown, code: C): error is AppError<C> {
  return error instanceof AppError && error.code === code;
}

export const messages = {
  invalid: '提交数据有误，请检查后重试',
  loginRequired: '请先登录',
  forbidden: '无权访问',
  /** An operator whose roles lack the route's permission: named, so they know whom to ask for what. */
  permissionMissing: (label: string) => `没有“${label}”权限，请联系管理员为你的角色添加`,
  notFound: '接口不存在',
  server: '服务器繁忙，请稍后重试',
  tooLarge: '请求内容过大',
} as const;

export const invalid = (fields: Record<string, string>, message?: string) =>
  new AppError(Code.INVALID, message ?? Object.values(fields)[0] ?? messages.invalid, { fields });
/** Too many texts from one address: the client shows a picture captcha (`obj.captcha_required`). */
export const captchaRequired = (message: string) =>
  new AppError(Code.INVALID, message, { fields: { captcha: message }, captcha_required: true });
export const notFound = (message = '记录不存在') => new AppError(Code.NOT_FOUND, message);
export const forbidden = (message: string = messages.forbidden, obj?: ErrorObj<typeof Code.FORBIDDEN>) =>
  new AppError(Code.FORBIDDEN, message, obj);
export const conflict = (message: string, obj?: ErrorObj<typeof Code.CONFLICT>) =>
  new AppError(Code.CONFLICT, message, obj);
/** A conflict about one field's value (a phone or user name already taken): the form marks the field. */
export const fieldConflict = (field: string, message: string) =>
  new AppError(Code.CONFLICT, message, { fields: { [field]: message } });
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(Code.RATE_LIMITED, message, { retry_after: retryAfterSeconds });
