import { randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@labmall/contract/upload-purposes';

const month = (now: Date) => `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Two namespaces. Members write only under `u/{userId}/…` (their credentials say so); the server
 * moves each accepted file to `o/{purpose}/{yyyymm}/{uuid}`, where no credentials can write, so
 * a file cannot be swapped after it was checked. Whatever stays under `u/` was never accepted and
 * is swept after a day.
 */
export const MEMBER_NAMESPACE = 'u/';

export const memberRoot = (userId: number) => `${MEMBER_NAMESPACE}${userId}/`;

/** A staff member's space: inside the member namespace (swept alike), never a member's (`s` is no id). */
export const staffRoot = (staffId: number) => `${MEMBER_NAMESPACE}s${staffId}/`;

export const staffUploadPrefix = (staffId: number, now: Date) => `${staffRoot(staffId)}${month(now)}/`;

/** What `GET /oss/token` hands out: this month's folder of the member's space. */
export const memberUploadPrefix = (userId: number, now: Date) => `${memberRoot(userId)}${month(now)}/`;

/** No extension: the type lives in the database and in every read URL, never in a name a client chose. */
export const acceptedKey = (purpose: UploadPurpose, now: Date) =>
  `o/${purpose}/${month(now)}/${randomUUID()}`;
