/**
 * The shop's clock (ADR 28): buyers, operators and the shop's calendar are in mainland China, so every
 * date and time a person reads, and every "day" a rule counts, is China Standard Time, whatever zone the
 * server or the browser runs in (a page renders on one and hydrates on the other: both must agree).
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact and needs no time
 * zone data; `CHINA_TIME_ZONE` is for tools that take a zone name (the job scheduler's cron).
 */

export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const OFFSET_MS = 8 * 3_600_000;

/** The instant as China's wall clock, `YYYY-MM-DDTHH:mm:ss`; null when it is not a time. */
function wallClock(at: Date | string | number): string | null {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at;
  const local = new Date(ms + OFFSET_MS);
  return Number.isNaN(local.getTime()) ? null : local.toISOString().slice(0, 19);
}

/** `2026-11-25`: the China calendar day of an instant ('' when it is not a time). */
export function chinaDate(at: Date | string | number): string {
  return wallClock(at)?.slice(0, 10) ?? '';
}

/** `2026-11-25 14:30`: how pages show a time ('' when it is not a time). */
export function chinaMinute(at: Date | string | number): string {
  return wallClock(at)?.slice(0, 16).replace('T', ' ') ?? '';
}

/** `2026-11-25 14:30:05`: exports and gateways (Alipay writes its times so) ('' when it is not a time). */
export function chinaDateTime(at: Date | string | number): string {
  return wallClock(at)?.replace('T', ' ') ?? '';
}

/** 00:00 of a China calendar day (`YYYY-MM-DD`), as an instant. */
export function chinaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}
