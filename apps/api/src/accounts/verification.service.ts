import { creditCodeCheckValid } from '@labmall/rules';
import type { Notice, NoticePort } from '../notices/notices.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { AppError, conflict, invalid, notFound } from '../platform/errors.ts';
import { uniqueViolation } from '../platform/unique-violation.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { VerificationState } from './accounts.schema.ts';
import { type IdNumberCipher, maskIdNumber } from './id-numbers/id-number-cipher.ts';
import { findProfile } from './member-profiles.repository.ts';
import { findUserById, lockUser, setIdentification } from './users.repository.ts';
import {
  decide,
  findCurrentVerification,
  findPendingVerification,
  findVerification,
  insertVerification,
  listVerifications,
  type NewVerification,
  supersede,
  type VerificationRow,
} from './verification.repository.ts';

/** A member's current real-name submission, for components that show its state (the dashboard). */
export { findCurrentVerification } from './verification.repository.ts';

export const verificationMessages = {
  alreadyVerified: '您已通过实名认证，无需重复提交',
  underReview: '认证资料正在审核中，请耐心等待审核结果',
  creditCodeWarning: '统一社会信用代码校验位不符，请核对；如确认无误，审核人员将人工核实',
  sameImage: '身份证人像面与国徽面不能是同一张照片',
  badImage: '文件无效，请重新上传',
  decided: '该申请已处理，或已被会员的新申请取代',
  missing: '认证申请不存在',
} as const;

export type PersonalSubmission = {
  kind: 'personal';
  real_name: string;
  id_card: string;
  id_card_front: string;
  id_card_back: string;
};

export type OrganisationSubmission = {
  kind: 'organisation';
  organisation: string;
  credit_code: string;
  licence: string;
  contact_name: string;
  contact_phone: string;
};

export type Submission = PersonalSubmission | OrganisationSubmission;

/** `users.identification` for each state of the row that explains it (SPEC §6). */
const identificationOf = { pending: 0, approved: 1, rejected: 2 } as const;

function toRow(
  idNumbers: IdNumberCipher,
  userId: number,
  input: Submission,
): { values: NewVerification; warning: string } {
  if (input.kind === 'personal') {
    return {
      values: {
        userId,
        kind: 'personal',
        realName: input.real_name,
        idCardCipher: idNumbers.encrypt(input.id_card, userId),
        idCardFront: input.id_card_front,
        idCardBack: input.id_card_back,
      },
      warning: '',
    };
  }
  const checkFailed = !creditCodeCheckValid(input.credit_code);
  return {
    values: {
      userId,
      kind: 'organisation',
      organisation: input.organisation,
      creditCode: input.credit_code,
      creditCodeCheckFailed: checkFailed,
      licence: input.licence,
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
    },
    warning: checkFailed ? verificationMessages.creditCodeWarning : '',
  };
}

async function imageUrl(read: () => Promise<{ url: string }>) {
  // A file removed from storage must not take the whole page down: the image shows as failed.
  return (await read().catch(() => null))?.url ?? '';
}

/** The whole number; a row from before encryption that start has not rewritten yet is still read. */
function idNumberOf(idNumbers: IdNumberCipher, row: VerificationRow) {
  if (row.idCardCipher) return idNumbers.decrypt(row.idCardCipher, row.userId);
  return row.idCardNumberLegacy ?? '';
}

function describeRow(row: VerificationRow, idCard: string) {
  return {
    id: row.id,
    kind: row.kind,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? '',
    real_name: row.realName ?? '',
    id_card: idCard,
    organisation: row.organisation ?? '',
    credit_code: row.creditCode ?? '',
    contact_name: row.contactName ?? '',
    contact_phone: row.contactPhone ?? '',
    warning: row.creditCodeCheckFailed ? verificationMessages.creditCodeWarning : '',
  };
}

const imageLabels = [
  ['idCardFront', '身份证人像面'],
  ['idCardBack', '身份证国徽面'],
  ['licence', '营业执照'],
] as const;

async function images(row: VerificationRow, read: (filePath: string) => Promise<{ url: string }>) {
  const present = imageLabels.flatMap(([key, label]) => (row[key] ? [{ label, filePath: row[key] }] : []));
  return Promise.all(
    present.map(async ({ label, filePath }) => ({ label, url: await imageUrl(() => read(filePath)) })),
  );
}

/**
 * Whether a member may send real-name material now: with no state (-1), after a rejection (2), and
 * while only the registration info awaits review (0 with no documents under review).
 */
export function canSubmitVerification(state: number, current: Pick<VerificationRow, 'kind'> | undefined) {
  return state === -1 || state === 2 || (state === 0 && (!current || current.kind === 'registration'));
}

export interface Viewer {
  operatorId: number;
  requestId: string;
}

export type Decision = { approve: true } | { approve: false; reason: string };

/** The port through which verification asks the operators component about full ID-number views. */
export interface FullIdNumberViews {
  hasPermission(operatorId: number, permission: 'members.view_id_numbers'): Promise<boolean>;
  recordFullDataView(view: {
    operatorId: number;
    memberId: number;
    field: 'id_card';
    requestId: string;
  }): Promise<unknown>;
}

/** Real-name verification: members submit, operators review; `users.identification` follows. */
export function createVerificationService({
  db,
  uploads,
  idNumbers,
  operators,
  notices,
}: {
  db: Db;
  uploads: UploadService;
  /** Encrypts and decrypts ID numbers at rest (ID_NUMBER_KEY). */
  idNumbers: IdNumberCipher;
  /** Who may see a full ID number, and the audit line each view leaves (operators implement it). */
  operators: FullIdNumberViews;
  /** The member's 消息中心 hears of the review's outcome (wired in deps.ts). */
  notices?: NoticePort;
}) {
  /** The image fields of a submission, each checked to be the member's own `identity` upload. */
  async function requireImages(userId: number, images: Record<string, string>) {
    for (const [field, filePath] of Object.entries(images)) {
      try {
        await uploads.requireOwned(userId, filePath, 'identity');
      } catch (error) {
        if (error instanceof AppError) throw invalid({ [field]: verificationMessages.badImage });
        throw error;
      }
    }
  }

  /**
   * The ID number as this operator may see it: in full with the `members.view_id_numbers` permission, and then only
   * after the view is in the audit log (no log line, no number); masked for everyone else.
   */
  async function idNumberFor(viewer: Viewer, row: VerificationRow) {
    const number = idNumberOf(idNumbers, row);
    if (!number) return '';
    if (!(await operators.hasPermission(viewer.operatorId, 'members.view_id_numbers')))
      return maskIdNumber(number);
    await operators.recordFullDataView({
      operatorId: viewer.operatorId,
      memberId: row.userId,
      field: 'id_card',
      requestId: viewer.requestId,
    });
    return number;
  }

  return {
    /**
     * A member submits real-name material: the state becomes pending (0). Allowed with no state (-1),
     * after a rejection (2), and while only the registration info awaits review (it is replaced: the
     * documents say more). Refused while documents are under review or once verified.
     */
    async submit(userId: number, input: Submission) {
      if (input.kind === 'personal') {
        if (input.id_card_front === input.id_card_back) {
          throw invalid({ id_card_back: verificationMessages.sameImage });
        }
        await requireImages(userId, {
          id_card_front: input.id_card_front,
          id_card_back: input.id_card_back,
        });
      } else {
        await requireImages(userId, { licence: input.licence });
      }
      const { values, warning } = toRow(idNumbers, userId, input);
      try {
        await db.transaction(async (tx) => {
          const user = await lockUser(tx, userId);
          if (!user) throw notFound('账户不存在');
          if (user.identification === 1) throw conflict(verificationMessages.alreadyVerified);
          const pending = await findPendingVerification(tx, userId);
          if (pending && pending.kind !== 'registration') throw conflict(verificationMessages.underReview);
          if (pending) await supersede(tx, pending.id);
          await insertVerification(tx, values);
          await setIdentification(tx, userId, 0);
        });
      } catch (error) {
        // Two submissions racing past the lock-free checks meet at the one-pending index.
        if (uniqueViolation(error) === 'identity_verifications_one_pending_idx') {
          throw conflict(verificationMessages.underReview);
        }
        throw error;
      }
      return { state: 0, warning };
    },

    /** `/user/datum`: the member's state, why a rejection happened, and what they last sent. */
    async ofMember(userId: number) {
      const [user, row, profile] = await Promise.all([
        findUserById(db, userId),
        findCurrentVerification(db, userId),
        findProfile(db, userId),
      ]);
      const state = user?.identification ?? -1;
      return {
        state,
        reason: state === 2 ? (row?.rejectReason ?? '') : '',
        can_submit: canSubmitVerification(state, row),
        submission: row
          ? {
              ...describeRow(row, maskIdNumber(idNumberOf(idNumbers, row))),
              images: await images(row, (filePath) => uploads.readUrlForOwner(userId, filePath)),
            }
          : null,
        profile: { organisation: profile?.organisation ?? '', contact_name: profile?.contactName ?? '' },
      };
    },

    /** The operators' queue, one page at a time. */
    async queue(filter: { state: VerificationState; index: number; pageSize: number }) {
      const { rows, total } = await listVerifications(db, filter);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          user_id: r.userId,
          phone: r.phone,
          kind: r.kind,
          state: r.state,
          name: (r.kind === 'personal' ? r.realName : r.organisation) ?? '',
          warning: r.creditCodeCheckFailed ? verificationMessages.creditCodeWarning : '',
          submitted_at: r.submittedAt.toISOString(),
          reviewed_at: r.reviewedAt?.toISOString() ?? '',
        })),
      };
    },

    /** Everything an operator needs to decide: the ID number (in full if their role allows) and the images. */
    async forReview(viewer: Viewer, id: number) {
      const found = await findVerification(db, id);
      if (!found) throw notFound(verificationMessages.missing);
      const row = found.verification;
      return {
        ...describeRow(row, await idNumberFor(viewer, row)),
        state: row.state,
        reason: row.rejectReason ?? '',
        user_id: row.userId,
        phone: found.phone,
        username: found.username ?? '',
        identification: found.identification,
        profile: {
          organisation: found.profile?.organisation ?? '',
          contact_name: found.profile?.contactName ?? '',
          email: found.profile?.email ?? '',
        },
        images: await images(row, (filePath) => uploads.readUrlForOperator(filePath)),
      };
    },

    /** An operator approves (→ 1) or rejects with a reason (→ 2) a pending submission, in one transaction. */
    async review(operatorId: number, id: number, decision: Decision) {
      const found = await findVerification(db, id);
      if (!found) throw notFound(verificationMessages.missing);
      const state = decision.approve ? 'approved' : 'rejected';
      const notice: Notice = decision.approve
        ? { kind: 'verification_approved' as const, params: {} }
        : { kind: 'verification_rejected' as const, params: { reason: decision.reason } };
      const decided = await db.transaction(async (tx) => {
        await lockUser(tx, found.verification.userId);
        const userId = await decide(tx, id, {
          state,
          reason: decision.approve ? '' : decision.reason,
          operatorId,
        });
        if (userId === undefined) throw conflict(verificationMessages.decided);
        await setIdentification(tx, userId, identificationOf[state]);
        await notices?.post(tx, userId, notice);
        recordChange(
          { verification: id, user: userId },
          { state: found.verification.state },
          { state, ...(decision.approve ? {} : { reason: decision.reason }) },
        );
        return userId;
      });
      await notices?.text(decided, notice);
      return { state: identificationOf[state] };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
