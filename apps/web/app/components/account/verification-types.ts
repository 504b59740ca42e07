import type { GetAnswer } from '@labmall/contract';
/** `GET /user/datum` as the API answers it. */
export type VerificationAnswer = GetAnswer<'/user/datum'>;

export type Submission = NonNullable<VerificationAnswer['submission']>;

/** SPEC §6: identification → its label and the badge's look. */
export const verificationStates: Record<number, { label: string; tone: string }> = {
  [-1]: { label: '未提交', tone: 'none' },
  0: { label: '审核中', tone: 'pending' },
  1: { label: '已认证', tone: 'verified' },
  2: { label: '未通过', tone: 'rejected' },
};

export const kindLabels: Record<Submission['kind'], string> = {
  registration: '注册信息',
  personal: '个人认证',
  organisation: '企业认证',
};
