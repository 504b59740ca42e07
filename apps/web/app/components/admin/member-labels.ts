import type { GetPayload } from '@labmall/contract';

/** Labels of the 会员 pages (zod-free: the pages may not import the contract's zod modules). */
export type MemberFilterState = GetPayload<'/admin/members'>['state'];

export const memberStateLabels: Record<Exclude<MemberFilterState, undefined>, string> = {
  all: '全部',
  unverified: '未认证',
  pending: '认证审核中',
  verified: '已认证',
  rejected: '认证未通过',
  disabled: '已停用登录',
};

export const MEMBER_FILTER_STATES = Object.keys(memberStateLabels) as Exclude<MemberFilterState, undefined>[];

export const verificationKindLabels: Record<string, string> = {
  registration: '注册单位信息',
  personal: '个人认证',
  organisation: '企业（单位）认证',
};

export const verificationStateLabels: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  superseded: '已被新申请取代',
};

export const licenceStateLabels: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

/** users.identification as the API answers it (-1 未提交 … 2 未通过). */
export const identificationLabels: Record<number, string> = {
  [-1]: '未提交',
  0: '审核中',
  1: '已认证',
  2: '未通过',
};
