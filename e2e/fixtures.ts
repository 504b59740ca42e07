import { test as base, expect, type Page } from '@playwright/test';

/** The shop name the server under test uses (its default unless SHOP_NAME is set). */
export const SHOP_NAME = process.env.SHOP_NAME || '蓝标实验商城';

/** Browser console errors and warnings, and uncaught page errors, seen during one test. */
export interface ConsoleProblems {
  /** Everything collected so far, as `type: text` lines. */
  readonly all: string[];
  /** Lets a test accept messages it expects (e.g. the browser reporting a 404 document). */
  allow(pattern: RegExp): void;
  /** What is left after the allowed patterns. */
  unexpected(): string[];
}

export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  // Automatic: every journey fails on a console error/warning or a page error (hydration
  // mismatches included), unless it allowed that message.
  consoleProblems: [
    async ({ page }, use) => {
      const all: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          all.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => all.push(`pageerror: ${error.message}`));
      const problems: ConsoleProblems = {
        all,
        allow: (pattern) => {
          allowed.push(pattern);
        },
        unexpected: () => all.filter((line) => !allowed.some((pattern) => pattern.test(line))),
      };
      await use(problems);
      expect(problems.unexpected(), 'browser console errors/warnings and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React has hydrated the server-rendered document (its fiber is on <main>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}
