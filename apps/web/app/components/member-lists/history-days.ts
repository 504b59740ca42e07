import { messages } from '../../messages';

const t = messages.memberLists.history;

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** 今天 / 昨天 / 2026年11月20日, for a YYYY-MM-DD day seen from `today`. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return t.today;
  if (day === previousDay(today)) return t.yesterday;
  const [year, month, date] = day.split('-').map(Number);
  return t.day(year ?? 0, month ?? 0, date ?? 0);
}
