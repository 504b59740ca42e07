import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { notFound } from '../platform/errors.ts';
import { type MemberStanding, memberDetailAnswer, memberRowAnswer } from './members.answers.ts';
import {
  disableMember,
  enableMember,
  findMember,
  listMembers,
  type MemberFilterState,
} from './members.repository.ts';
import { findCurrentVerification } from './verification.repository.ts';

const loginState = (user: { disabledAt: Date | null; disabledReason: string }) => ({
  disabled: user.disabledAt !== null,
  disabled_reason: user.disabledReason,
});

export const memberMessages = { notFound: '会员不存在' } as const;

/** What other components tell about a member: points, credit account, licences and coupons. */
export interface MemberStandingPort {
  points(userId: number): Promise<number>;
  credit(userId: number): Promise<{ limitFen: number; outstandingFen: number } | null>;
  licences(userId: number): Promise<MemberStanding['licences']>;
  coupons(userId: number): Promise<MemberStanding['coupons']>;
}

/** 会员 in the console: find members, see one, stop and restore their login. */
export function createMemberService({ db, standing }: { db: Db; standing: MemberStandingPort }) {
  return {
    async list(query: { keyword: string; state: MemberFilterState; index: number; pageSize: number }) {
      const offset = (query.index - 1) * query.pageSize;
      const { total, rows } = await listMembers(db, query, offset, query.pageSize);
      return { total, list: rows.map(memberRowAnswer) };
    },

    async detail(id: number) {
      const row = await findMember(db, id);
      if (!row) throw notFound(memberMessages.notFound);
      const [verification, points, credit, licences, coupons] = await Promise.all([
        findCurrentVerification(db, id),
        standing.points(id),
        standing.credit(id),
        standing.licences(id),
        standing.coupons(id),
      ]);
      return memberDetailAnswer(row, {
        verification,
        points,
        credit: credit ?? { limitFen: 0, outstandingFen: 0 },
        licences,
        coupons,
      });
    },

    async disable(id: number, reason: string) {
      const before = await findMember(db, id);
      if (!before || !(await disableMember(db, id, reason))) throw notFound(memberMessages.notFound);
      recordChange({ user: id }, loginState(before.user), { disabled: true, disabled_reason: reason });
      return { disabled: true };
    },

    async enable(id: number) {
      const before = await findMember(db, id);
      if (!before || !(await enableMember(db, id))) throw notFound(memberMessages.notFound);
      recordChange({ user: id }, loginState(before.user), { disabled: false, disabled_reason: '' });
      return { disabled: false };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
