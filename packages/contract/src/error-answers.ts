import { type BusinessCode, Code } from '@labmall/protocol';
import { z } from 'zod';
import { missingQualifications } from './compliance.ts';
import { creditRefusal } from './credit.ts';
import { paymentInProgress } from './payments.ts';
import { permissionList } from './permissions.ts';

/**
 * The `obj` of each failing business code, for every route: what a client may read beside the
 * message. The API's errors are typed from these (a service cannot build another shape) and dispatch
 * checks every failing envelope against them; the storefront narrows a failure by its code and gets
 * the type. Objects are strict: a key not declared here is a bug, not something to pass on.
 */

const fieldMessages = z
  .record(z.string(), z.string())
  .describe('字段 → 提示；字段名同 payload，数组中的一项如 `items.0.quantity`');

/** Per-field messages, for a form to show under its fields. */
export const fieldErrors = z.strictObject({ fields: fieldMessages });

export const errorAnswers = {
  /** Bad input: the fields at fault (none for a refused login, say); or a picture captcha is wanted first. */
  [Code.INVALID]: z
    .strictObject({
      fields: fieldMessages,
      captcha_required: z
        .literal(true)
        .optional()
        .describe('须先填写图形验证码（GET /captcha）再重新提交（短信发送过多时）'),
    })
    .nullable(),
  /**
   * No access. Placing an order with controlled chemicals also says which qualifications are missing;
   * an operator route refused for want of a permission names it (ADR 37).
   */
  [Code.FORBIDDEN]: z
    .union([
      z.strictObject({ missing: missingQualifications }),
      z.strictObject({
        permission: z
          .enum(permissionList.map((p) => p.code))
          .describe('运营接口所需、当前运营人员的角色都没有的权限代码（如 `orders.ship`）'),
      }),
    ])
    .nullable(),
  [Code.NOT_FOUND]: z.null(),
  /**
   * A clash with the data: a taken phone or user name (per field), a credit payment's figures, or the
   * order's other payment under way (a voucher awaiting review, an open online trade).
   */
  [Code.CONFLICT]: z.union([fieldErrors, creditRefusal.strict(), paymentInProgress]).nullable(),
  [Code.RATE_LIMITED]: z.strictObject({
    retry_after: z.number().int().positive().describe('多少秒后可以再试'),
  }),
  [Code.SERVER_ERROR]: z.null(),
  [Code.SESSION_EXPIRED]: z.null(),
} as const satisfies { [C in Exclude<BusinessCode, typeof Code.OK>]: z.ZodType };

/** A credit payment's refusal (409): the account's figures against the order's payable. */
export type CreditRefusal = z.output<typeof creditRefusal>;
/** A payment refused because another of the order's payments is under way (409). */
export type PaymentInProgress = z.output<typeof paymentInProgress>;
/** Every business code but 200. */
export type ErrorCode = keyof typeof errorAnswers;
/** What a failing envelope with code `C` carries in `obj`. */
export type ErrorObj<C extends ErrorCode> = z.output<(typeof errorAnswers)[C]>;
/** A failing envelope, discriminated by its code: checking `code` types `obj`. */
export type FailedEnvelope = {
  [C in ErrorCode]: { code: C; obj: ErrorObj<C>; message: string };
}[ErrorCode];
