import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import {
  contactPhoneField,
  creditCodeField,
  idCardField,
  identityImageField,
  organisationField,
  realNameField,
} from './fields.ts';

const stateField = z.number().int().describe('实名认证状态：-1 未提交，0 审核中，1 已认证，2 未通过');

/** What a member (masked) and an operator (in full) see of one submission. */
export const submissionFields = {
  id: z.number().int(),
  kind: z
    .enum(['registration', 'personal', 'organisation'])
    .describe('registration：注册时填写的单位信息；personal：个人；organisation：企业/单位'),
  submitted_at: z.string().describe('提交时间（ISO 8601）'),
  reviewed_at: z.string().describe('审核时间（ISO 8601；未审核为空）'),
  real_name: z.string().describe('真实姓名（个人）'),
  id_card: z.string().describe('身份证号码，掩码如 `3101**********1234`（仅有权限的运营人员看到完整号码）'),
  organisation: z.string().describe('单位名称'),
  credit_code: z.string().describe('统一社会信用代码'),
  contact_name: z.string().describe('联系人'),
  contact_phone: z.string().describe('联系电话'),
  warning: z.string().describe('提醒（如信用代码校验位不符）；无则为空'),
  images: z
    .array(z.object({ label: z.string(), url: z.string().describe('短时有效的读取地址') }))
    .describe('证件照片'),
};

const personal = z.object({
  kind: z.literal('personal').describe('个人认证'),
  real_name: realNameField('真实姓名'),
  id_card: idCardField,
  id_card_front: identityImageField('身份证人像面照片'),
  id_card_back: identityImageField('身份证国徽面照片'),
});

const organisation = z.object({
  kind: z.literal('organisation').describe('企业（单位）认证'),
  organisation: organisationField,
  credit_code: creditCodeField,
  licence: identityImageField('营业执照照片'),
  contact_name: realNameField('联系人真实姓名'),
  contact_phone: contactPhoneField,
});

export const verificationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/datum',
    summary: '实名认证：当前状态、未通过原因、最近一次提交的资料（证件号掩码）',
    auth: 'member',
    payload: z.object({}),
    answer: z.object({
      state: stateField,
      reason: z.string().describe('未通过的原因（状态 2 时）'),
      can_submit: z.boolean().describe('现在能否提交（未提交、未通过、或仅有注册信息待审核时）'),
      submission: z.object(submissionFields).nullable().describe('最近一次提交；从未提交为 null'),
      profile: z
        .object({ organisation: z.string(), contact_name: z.string() })
        .describe('注册时填写的单位与联系人（用于预填）'),
    }),
    handler: ({ user, deps }) => deps.verification.ofMember(user.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/datum',
    summary:
      '提交实名认证（个人或企业）：状态变为 0（审核中）。信用代码校验位不符时仍受理并返回 warning；状态只能由运营人员改变',
    auth: 'member',
    payload: z.discriminatedUnion('kind', [personal, organisation], { error: '请选择认证类型' }),
    answer: z.object({
      state: stateField,
      warning: z.string().describe('提醒（如信用代码校验位不符）；无则为空'),
    }),
    codes: [Code.CONFLICT],
    handler: ({ payload, user, deps }) => deps.verification.submit(user.id, payload),
  }),
];
