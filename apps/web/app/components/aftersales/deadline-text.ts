import { chinaMinute } from '@labmall/rules';

const WALL_CLOCK = /^(\d{4})\D(\d{1,2})\D(\d{1,2})\D+(\d{1,2}):(\d{2})(?::\d{2})?$/;
const pad = (n: string) => n.padStart(2, '0');

/**
 * The options route's `deadline` as the page shows it, `2026-12-04 21:58`. An instant with its zone
 * (ISO 8601, as every other time the API answers) goes through `chinaMinute`; a China wall-clock text
 * without a zone (`2026/12/4 21:58:00`, `2026-12-04 21:58:00`) is already the shop's clock and is only
 * tidied: parsing it as a date would read it in the server's zone on the server and in the browser's
 * on the client, and the page would not hydrate.
 */
export function deadlineText(deadline: string): string {
  const wall = WALL_CLOCK.exec(deadline.trim());
  if (wall) {
    const [, year, month, day, hour, minute] = wall as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Some ICU versions write midnight as 24:00.
    return `${year}-${pad(month)}-${pad(day)} ${hour === '24' ? '00' : pad(hour)}:${minute}`;
  }
  return chinaMinute(deadline);
}
