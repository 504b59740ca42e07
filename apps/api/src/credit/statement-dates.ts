import { chinaDate } from '@labmall/rules';

/**
 * Calendar arithmetic of statements, on dates in China Standard Time (UTC+8, no daylight saving), as
 * `YYYY-MM-DD` strings. A statement drawn on statement day D covers the entries made before D 00:00;
 * its period ends the day before D, and it is due D + due days.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return ymd(d);
}

/** The latest statement day on or before `at`'s date (this month's, or last month's). */
export function latestStatementDay(at: Date, statementDay: number): string {
  const today = new Date(`${chinaDate(at)}T00:00:00Z`);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const back = today.getUTCDate() >= statementDay ? 0 : 1;
  return ymd(new Date(Date.UTC(y, m - back, statementDay)));
}

/** The first statement day after `at`'s date. */
export function nextStatementDay(at: Date, statementDay: number): string {
  const today = new Date(`${chinaDate(at)}T00:00:00Z`);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const ahead = today.getUTCDate() < statementDay ? 0 : 1;
  return ymd(new Date(Date.UTC(y, m + ahead, statementDay)));
}
