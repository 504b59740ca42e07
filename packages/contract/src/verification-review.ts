import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';
import { submissionFields, verificationStates } from './verification.ts';

const submissionId = idField('请指定认证申请').describe('认证申请 ID');

export const adminVerifications = defineContract({
  method: 'GET',
  path: '/admin/verifications',
  summary: '运营：实名认证申请列表（默认待审核，先到先审）',
  auth: 'operator',
  permission: 'members.verifications',
  payload: z.object({
    state: z.enum(verificationStates).default('pending').describe('pending、approved、rejected、superseded'),
    ...pagingFields,
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
});

export const adminVerificationsDetail = defineContract({
  method: 'GET',
  path: '/admin/verifications/detail',
  summary:
    '运营：一条实名认证申请的完整资料与证件照片的短时地址；证件号仅对有 members.view_id_numbers 权限的运营人员完整显示（并记入审计日志），其他人看到掩码',
  auth: 'operator',
  permission: 'members.verifications',
  payload: z.object({ id: submissionId }),
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
});

export const adminVerificationsApprove = defineContract({
  method: 'POST',
  path: '/admin/verifications/approve',
  summary: '运营：通过一条待审核的实名认证申请（会员状态变为 1）',
  auth: 'operator',
  permission: 'members.review',
  payload: z.object({ id: submissionId }),
  answer: z.object({ state: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminVerificationsReject = defineContract({
  method: 'POST',
  path: '/admin/verifications/reject',
  summary: '运营：驳回一条待审核的实名认证申请并说明原因（会员状态变为 2，可重新提交）',
  auth: 'operator',
  permission: 'members.review',
  payload: z.object({
    id: submissionId,
    reason: textField({
      max: 200,
      trim: true,
      error: '请填写驳回原因',
      tooLong: '驳回原因不能超过200个字符',
    })
      .min(1, '请填写驳回原因')
      .describe('驳回原因，会员可见'),
  }),
  answer: z.object({ state: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
