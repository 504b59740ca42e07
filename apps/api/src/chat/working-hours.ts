import type { ChatWorkingHours } from '@labmall/contract/content';
import { chinaDate, chinaMinute } from '@labmall/rules';

const DAY_NAMES = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** Whether `at` falls in the working hours, on China's clock (ADR 28). */
export function withinHours(hours: ChatWorkingHours, at: Date): boolean {
  // getUTCDay of the China date at UTC midnight is that date's weekday; Sunday is 7 here.
  const weekday = new Date(`${chinaDate(at)}T00:00:00Z`).getUTCDay() || 7;
  const clock = chinaMinute(at).slice(11);
  return hours.days.includes(weekday) && clock >= hours.start && clock < hours.end;
}

/** `周一至周五 09:00–18:00`, or the days listed when they are not a run. */
export function describeHours(hours: ChatWorkingHours): string {
  const days = [...new Set(hours.days)].sort((a, b) => a - b);
  const run = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  const names =
    days.length > 2 && run
      ? `${DAY_NAMES[days[0]!]}至${DAY_NAMES[days[days.length - 1]!]}`
      : days.map((d) => DAY_NAMES[d]).join('、');
  return `${names} ${hours.start}–${hours.end}`;
}
