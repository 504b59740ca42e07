import { Code } from '@labmall/protocol';
import { PAGE_SIZE } from '@labmall/rules';
import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import { verificationStates } from './accounts.schema.ts';
import { submissionFields } from './verification.routes.ts';
import { reviewQueue, reviewVerification, verificationForReview } from './verification.service.ts';

const idField = z.coerce
  .number({ error: '请指定认证申请' })
  .int('请指定认证申请')
  .positive('请指定认证申请')
  .describe('认证申请 ID');

/** The operators' side of real-name verification (the console arrives later; the API is here now). */
export const verificationReviewRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/verifications',
    summary: '运营：实名认证申请列表（默认待审核，先到先审）',
    auth: 'operator',
    payload: z.object({
      state: z
        .enum(verificationStates)
        .default('pending')
        .describe('pending、approved、rejected、superseded'),
      index: z.coerce.number().int().min(1).default(1).describe('页码，从 1 开始'),
      pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE).describe('每页条数，最多 100'),
    }),
    answer: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          id: z.number().int(),
          user_id: z.number().int(),
          phone: z.string(),
          kind: z.string(),
          state: z.string(),
          name: z.string().describe('真实姓名或单位名称'),
          warning: z.string(),
          submitted_at: z.string(),
          reviewed_at: z.string(),
        }),
      ),
    }),
    handler: ({ payload, deps }) => reviewQueue(deps, payload),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/verifications/detail',
    summary: '运营：一条实名认证申请的完整资料（含完整证件号与证件照片的短时地址）',
    auth: 'operator',
    payload: z.object({ id: idField }),
    answer: z.object({
      ...submissionFields,
      state: z.string(),
      reason: z.string().describe('驳回原因'),
      user_id: z.number().int(),
      phone: z.string(),
      username: z.string(),
      identification: z.number().int().describe('会员当前的实名状态'),
      profile: z.object({ organisation: z.string(), contact_name: z.string(), email: z.string() }),
    }),
    codes: [Code.NOT_FOUND],
    handler: ({ payload, deps }) => verificationForReview(deps, payload.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/verifications/approve',
    summary: '运营：通过一条待审核的实名认证申请（会员状态变为 1）',
    auth: 'operator',
    payload: z.object({ id: idField }),
    answer: z.object({ state: z.number().int() }),
    codes: [Code.NOT_FOUND, Code.CONFLICT],
    handler: ({ payload, user, deps }) => reviewVerification(deps, user.id, payload.id, { approve: true }),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/verifications/reject',
    summary: '运营：驳回一条待审核的实名认证申请并说明原因（会员状态变为 2，可重新提交）',
    auth: 'operator',
    payload: z.object({
      id: idField,
      reason: z
        .string({ error: '请填写驳回原因' })
        .trim()
        .min(1, '请填写驳回原因')
        .max(200, '驳回原因不能超过200个字符')
        .describe('驳回原因，会员可见'),
    }),
    answer: z.object({ state: z.number().int() }),
    codes: [Code.NOT_FOUND, Code.CONFLICT],
    handler: ({ payload, user, deps }) =>
      reviewVerification(deps, user.id, payload.id, { approve: false, reason: payload.reason }),
  }),
];
