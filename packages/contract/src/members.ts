import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';

/**
 * 会员 in the console (issue 33, item 8): find a member, see who they are and where they stand, and
 * stop or restore their login. Verification and licence review have their own routes; a member's
 * orders are `/admin/orders` with their phone.
 */

/** Where a member's real-name verification stands (users.identification, SPEC §3). */
export const MEMBER_STATES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

const memberRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  username: z.string(),
  nickname: z.string(),
  organisation: z.string().describe('注册时填写的单位'),
  contact_name: z.string(),
  state: z.enum(MEMBER_STATES).describe('实名认证状态'),
  disabled: z.boolean().describe('已停用登录'),
  created_at: z.string().describe('注册时间，ISO 8601'),
});

export const adminMembers = defineContract({
  method: 'GET',
  path: '/admin/members',
  summary: '运营：会员列表，新注册在前；可按手机号、用户名、昵称、单位或联系人搜索，按认证状态或停用筛选',
  auth: 'operator',
  permission: 'members.view',
  payload: z.object({
    keyword: textField({ max: 60, trim: true })
      .default('')
      .describe('手机号（可部分）、用户名、昵称、单位或联系人'),
    state: z
      .enum(['all', ...MEMBER_STATES, 'disabled'], { error: '状态不对' })
      .default('all')
      .describe('认证状态；disabled 为已停用登录'),
    ...pagingFields,
  }),
  answer: z.object({ total: z.number().int(), list: z.array(memberRow) }),
});

export const adminMemberDetail = defineContract({
  method: 'GET',
  path: '/admin/members/detail',
  summary: '运营：一位会员的资料、最近一次实名认证、资质证照、积分余额、账期额度与优惠券',
  auth: 'operator',
  permission: 'members.view',
  payload: z.object({ id: idField('会员编号须为正整数') }),
  answer: memberRow.extend({
    email: z.string(),
    disabled_at: z.string().nullable(),
    disabled_reason: z.string(),
    verification: z
      .object({
        id: z.number().int(),
        kind: z.string().describe('registration / personal / organisation'),
        state: z.string(),
        real_name: z.string(),
        organisation: z.string(),
        reject_reason: z.string(),
        submitted_at: z.string(),
      })
      .nullable()
      .describe('最近一次提交；证件号与图片见实名审核'),
    points: z.number().int().describe('积分余额'),
    credit: z.object({
      limit: z.string().describe('账期额度，元'),
      outstanding: z.string().describe('已用额度，元'),
    }),
    licences: z
      .array(
        z.object({
          id: z.number().int(),
          kind: z.string().describe('管制类别代码'),
          kind_label: z.string(),
          number: z.string(),
          valid_from: z.string(),
          valid_until: z.string(),
          state: z.string().describe('pending、approved、rejected'),
          status: z.string().describe('审核中、有效、已过期、未生效、未通过'),
          image_url: z.string().describe('证照图片的短时读取地址'),
        }),
      )
      .describe('会员的资质证照，新在前'),
    coupons: z.object({
      unused: z.number().int(),
      used: z.number().int(),
      expired: z.number().int(),
      list: z
        .array(z.object({ id: z.number().int(), name: z.string(), valid_until: z.string() }))
        .describe('未使用的优惠券，先到期的在前，最多 10 张'),
    }),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminMemberDisable = defineContract({
  method: 'POST',
  path: '/admin/members/disable',
  summary: '运营：停用会员登录并说明原因；其所有登录立即失效，停用期间不能登录',
  auth: 'operator',
  permission: 'members.manage',
  payload: z.object({
    id: idField('会员编号须为正整数'),
    reason: textField({ max: 200, trim: true, tooLong: '原因不能超过 200 字' }).min(1, '请填写停用原因'),
  }),
  answer: z.object({ disabled: z.boolean() }),
  codes: [Code.NOT_FOUND],
});

export const adminMemberEnable = defineContract({
  method: 'POST',
  path: '/admin/members/enable',
  summary: '运营：恢复会员登录',
  auth: 'operator',
  permission: 'members.manage',
  payload: z.object({ id: idField('会员编号须为正整数') }),
  answer: z.object({ disabled: z.boolean() }),
  codes: [Code.NOT_FOUND],
});
