import { chinaDate, chinaMidnight } from '@labmall/rules';
import type { DbOrTx } from '../platform/db.ts';
import { rateLimited } from '../platform/errors.ts';
import { registeredBytesSince, takeDailyUploadToken } from './upload-quota.repository.ts';

const DAY_MS = 86_400_000;

/** The member's day (Beijing), as a date and the instants it starts and ends. */
export function beijingDay(now: Date) {
  const day = chinaDate(now);
  const start = chinaMidnight(day);
  return { day, start, end: new Date(start.getTime() + DAY_MS) };
}

const bytesText = (bytes: number) =>
  bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3}GB`
    : bytes % 1024 ** 2 === 0
      ? `${bytes / 1024 ** 2}MB`
      : `${bytes}字节`;

/** UPLOAD_DAILY_BYTES and UPLOAD_DAILY_COUNT (upload-quota-config.ts). */
export interface UploadQuota {
  dailyBytes: number;
  dailyCount: number;
}

export const quotaMessages = {
  count: (n: number) => `今日上传次数已达上限（${n}次），请明天再试`,
  bytes: (bytes: number) => `今日上传文件总量已达上限（${bytesText(bytes)}），请明天再试`,
};

/**
 * Spends one of the member's upload tokens for today, or refuses with 429 and `retry_after` (seconds
 * to Beijing midnight). The byte budget is checked first and spends nothing: it counts the files the
 * member registered today, which is the size the register call measured. A token whose credentials
 * then fail to be issued still counts.
 */
export async function spendUploadToken(db: DbOrTx, quota: UploadQuota, userId: number, now: Date) {
  const { day, start, end } = beijingDay(now);
  const retryAfter = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
  const budget = quota.dailyBytes;
  if ((await registeredBytesSince(db, userId, start)) >= budget) {
    throw rateLimited(quotaMessages.bytes(budget), retryAfter);
  }
  const limit = quota.dailyCount;
  if (!(await takeDailyUploadToken(db, userId, day, limit))) {
    throw rateLimited(quotaMessages.count(limit), retryAfter);
  }
}
