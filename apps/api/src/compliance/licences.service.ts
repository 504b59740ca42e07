import { LICENCE_LIMIT } from '@labmall/contract/compliance';
import { chinaDate } from '@labmall/rules';
import { lockUser } from '../accounts/accounts.service.ts';
import type { IdNumberCipher } from '../accounts/id-numbers/id-number-cipher.ts';
import type { NoticePort } from '../notices/notices.service.ts';
import type { OperatorAccess } from '../operators/operator-access.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { AppError, conflict, invalid, notFound } from '../platform/errors.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import {
  countOwnLicences,
  decideLicence,
  deleteOwnLicence,
  findLicence,
  findOwnLicence,
  insertLicence,
  type LicenceRow,
  listLicencesForReview,
  listOwnLicences,
} from './compliance.repository.ts';
import { isLicenceKind, LICENCE_KINDS, LICENCE_LABELS, type LicenceKind } from './compliance-rules.ts';
import { type Exporter, exportLedger, ledgerPage } from './ledger-export.ts';

export interface LicenceDeps {
  db: Db;
  uploads: UploadService;
}

export const licenceMessages = {
  badImage: '文件无效，请重新上传',
  expired: '该证照已过期，请上传在有效期内的证照',
  limit: `最多保存 ${LICENCE_LIMIT} 份证照，请先删除不用的`,
  duplicate: '该证照已提交，无需重复上传',
  missing: '证照不存在',
  approvedKept: '已通过审核的证照是销售记录的依据，不能删除',
  decided: '该证照已处理',
} as const;

/** What the member reads of a licence's state today. */
export function licenceStatus(row: Pick<LicenceRow, 'state' | 'validFrom' | 'validUntil'>, today: string) {
  if (row.state === 'pending') return '审核中';
  if (row.state === 'rejected') return '未通过';
  if (row.validUntil < today) return '已过期';
  if (row.validFrom > today) return '未生效';
  return '有效';
}

const labelOf = (kind: string) => (isLicenceKind(kind) ? LICENCE_LABELS[kind] : kind);

async function imageUrl(read: () => Promise<{ url: string }>) {
  // A file gone from storage must not take the list down: the image shows as failed.
  return (await read().catch(() => null))?.url ?? '';
}

function describe(row: LicenceRow, today: string, url: string) {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: labelOf(row.kind),
    number: row.number,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    state: row.state as 'pending' | 'approved' | 'rejected',
    status: licenceStatus(row, today),
    reason: row.reason,
    image_url: url,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? '',
  };
}

/** The member's documents, newest first, with what each is today. */
export async function memberLicences(deps: LicenceDeps, userId: number) {
  const today = chinaDate(new Date());
  const rows = await listOwnLicences(deps.db, userId);
  return {
    kinds: LICENCE_KINDS.map((code) => ({ code, label: LICENCE_LABELS[code] })),
    list: await Promise.all(
      rows.map(async (row) =>
        describe(row, today, await imageUrl(() => deps.uploads.readUrlForOwner(userId, row.image))),
      ),
    ),
  };
}

export interface LicenceSubmission {
  kind: LicenceKind;
  number: string;
  valid_from: string;
  valid_until: string;
  image: string;
}

/** A member submits a document for review; it counts only once an operator approves it. */
export async function submitLicence(deps: LicenceDeps, userId: number, input: LicenceSubmission) {
  if (input.valid_until < chinaDate(new Date())) throw invalid({ valid_until: licenceMessages.expired });
  try {
    await deps.uploads.requireOwned(userId, input.image, 'identity');
  } catch (error) {
    if (error instanceof AppError) throw invalid({ image: licenceMessages.badImage });
    throw error;
  }
  const id = await deps.db.transaction(async (tx) => {
    // The member's row is the turnstile: two uploads at once cannot both pass the limit.
    if (!(await lockUser(tx, userId))) throw notFound('账户不存在');
    if ((await countOwnLicences(tx, userId)) >= LICENCE_LIMIT) throw conflict(licenceMessages.limit);
    const same = (await listOwnLicences(tx, userId)).some(
      (r) => r.kind === input.kind && r.number === input.number && r.state !== 'rejected',
    );
    if (same) throw conflict(licenceMessages.duplicate);
    return insertLicence(tx, {
      userId,
      kind: input.kind,
      number: input.number,
      validFrom: input.valid_from,
      validUntil: input.valid_until,
      image: input.image,
    });
  });
  return { id, state: 'pending' as const };
}

/** Removes a pending or rejected document of the member's; someone else's answers as if absent. */
export async function removeLicence(deps: LicenceDeps, userId: number, id: number) {
  const row = await findOwnLicence(deps.db, userId, id);
  if (!row) throw notFound(licenceMessages.missing);
  if (row.state === 'approved') throw conflict(licenceMessages.approvedKept);
  // Approved by an operator between the read and here: the conditional delete leaves it.
  if ((await deleteOwnLicence(deps.db, userId, id)) === 0) throw conflict(licenceMessages.approvedKept);
  return null;
}

/** The operators' queue, one page at a time, oldest first, with the images' read URLs. */
export async function licenceQueue(
  deps: LicenceDeps,
  filter: {
    state: 'pending' | 'approved' | 'rejected';
    expiring_within_days?: number | undefined;
    index: number;
    pageSize: number;
  },
) {
  const today = chinaDate(new Date());
  const days = filter.expiring_within_days;
  const { rows, total } = await listLicencesForReview(deps.db, {
    ...filter,
    ...(days === undefined ? {} : { expiring: { from: today, until: chinaDate(addDaysTo(today, days)) } }),
  });
  return {
    total,
    list: await Promise.all(
      rows.map(async ({ licence, phone, identification }) => ({
        ...describe(licence, today, await imageUrl(() => deps.uploads.readUrlForOperator(licence.image))),
        user_id: licence.userId,
        phone,
        identification,
      })),
    ),
  };
}

export type LicenceDecision = { approve: true } | { approve: false; reason: string };

/** An operator approves or rejects (with a reason the member sees) a pending document. */
export async function reviewLicence(
  deps: { db: Db; notices?: NoticePort },
  operatorId: number,
  id: number,
  decision: LicenceDecision,
) {
  const row = await findLicence(deps.db, id);
  if (!row) throw notFound(licenceMessages.missing);
  const state: 'approved' | 'rejected' = decision.approve ? 'approved' : 'rejected';
  const licence = LICENCE_LABELS[row.kind as LicenceKind] ?? '证照';
  const notice = decision.approve
    ? { kind: 'licence_approved' as const, params: { licence } }
    : { kind: 'licence_rejected' as const, params: { licence, reason: decision.reason } };
  await deps.db.transaction(async (tx) => {
    const done = await decideLicence(tx, id, {
      state,
      reason: decision.approve ? '' : decision.reason,
      operatorId,
    });
    if (!done) throw conflict(licenceMessages.decided);
    await deps.notices?.post(tx, row.userId, notice);
  });
  await deps.notices?.text(row.userId, notice);
  recordChange(
    { licence: id, user: row.userId },
    { state: row.state },
    { state, ...(decision.approve ? {} : { reason: decision.reason }) },
  );
  return { state };
}

/**
 * Members' licences and filings, the operators' review and the ledger export, as one service
 * (`deps.licences`, ADR 15).
 */
export function createLicenceService(
  deps: LicenceDeps & {
    idNumbers: IdNumberCipher;
    operators: OperatorAccess;
    ledgerMaxDays: number;
    /** The member's 消息中心 hears of a review's outcome (wired in deps.ts). */
    notices?: NoticePort;
  },
) {
  return {
    list: (userId: number) => memberLicences(deps, userId),
    submit: (userId: number, input: LicenceSubmission) => submitLicence(deps, userId, input),
    remove: (userId: number, id: number) => removeLicence(deps, userId, id),
    queue: (query: Parameters<typeof licenceQueue>[1]) => licenceQueue(deps, query),
    review: (operatorId: number, id: number, decision: LicenceDecision) =>
      reviewLicence(deps, operatorId, id, decision),
    exportLedger: (exporter: Exporter, range: { from: string; until: string }) =>
      exportLedger(deps, exporter, range),
    ledgerPage: (query: Parameters<typeof ledgerPage>[1]) => ledgerPage(deps.db, query),
  };
}

export type LicenceService = ReturnType<typeof createLicenceService>;

/** The date `days` after a YYYY-MM-DD day, as a Date at noon in Shanghai (clear of any day boundary). */
function addDaysTo(day: string, days: number): Date {
  return new Date(Date.parse(`${day}T12:00:00+08:00`) + days * 86_400_000);
}
