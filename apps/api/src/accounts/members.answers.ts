import { formatYuan } from '@labmall/rules';
import type { MemberListRow } from './members.repository.ts';

const stateOf = { [-1]: 'unverified', 0: 'pending', 1: 'verified', 2: 'rejected' } as const;

/** A member as the console lists them. */
export function memberRowAnswer({ user, organisation, contactName }: MemberListRow) {
  return {
    id: user.id,
    phone: user.phone,
    username: user.username ?? '',
    nickname: user.nickname,
    organisation: organisation ?? '',
    contact_name: contactName ?? '',
    state: stateOf[user.identification as -1 | 0 | 1 | 2] ?? 'unverified',
    disabled: user.disabledAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

export interface MemberStanding {
  verification:
    | {
        id: number;
        kind: string;
        state: string;
        realName: string | null;
        organisation: string | null;
        rejectReason: string | null;
        submittedAt: Date;
      }
    | undefined;
  points: number;
  credit: { limitFen: number; outstandingFen: number };
  /** As the compliance component describes them (the member's own list, with image URLs). */
  licences: {
    id: number;
    kind: string;
    kind_label: string;
    number: string;
    valid_from: string;
    valid_until: string;
    state: string;
    status: string;
    image_url: string;
  }[];
  coupons: {
    unused: number;
    used: number;
    expired: number;
    list: { id: number; name: string; valid_until: string }[];
  };
}

/** One member in full for the console: the row, contact e-mail, why they are disabled, and where they stand. */
export function memberDetailAnswer(row: MemberListRow, standing: MemberStanding) {
  const v = standing.verification;
  return {
    ...memberRowAnswer(row),
    email: row.email ?? '',
    disabled_at: row.user.disabledAt?.toISOString() ?? null,
    disabled_reason: row.user.disabledReason,
    verification: v
      ? {
          id: v.id,
          kind: v.kind,
          state: v.state,
          real_name: v.realName ?? '',
          organisation: v.organisation ?? '',
          reject_reason: v.rejectReason ?? '',
          submitted_at: v.submittedAt.toISOString(),
        }
      : null,
    points: standing.points,
    credit: {
      limit: formatYuan(standing.credit.limitFen),
      outstanding: formatYuan(standing.credit.outstandingFen),
    },
    licences: standing.licences.map((l) => ({
      id: l.id,
      kind: l.kind,
      kind_label: l.kind_label,
      number: l.number,
      valid_from: l.valid_from,
      valid_until: l.valid_until,
      state: l.state,
      status: l.status,
      image_url: l.image_url,
    })),
    coupons: standing.coupons,
  };
}
