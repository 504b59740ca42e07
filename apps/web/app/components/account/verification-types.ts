/** `GET /user/datum` as the API answers it (apps/api/src/accounts/verification.routes.ts). */
export interface VerificationAnswer {
  state: number;
  reason: string;
  can_submit: boolean;
  submission: null | {
    id: number;
    kind: 'registration' | 'personal' | 'organisation';
    submitted_at: string;
    reviewed_at: string;
    real_name: string;
    id_card: string;
    organisation: string;
    credit_code: string;
    contact_name: string;
    contact_phone: string;
    warning: string;
    images: { label: string; url: string }[];
  };
  profile: { organisation: string; contact_name: string };
}

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
