import { messages } from '@labmall/rules';
import { test as base, expect, type Page } from '@playwright/test';
import { callStore, freshPhone, lastSmsCode } from './store-api.ts';

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

/** The binding the init script reports `securitypolicyviolation` events through. */
const CSP_BINDING = '__labmallCspViolation';

export interface Member {
  phone: string;
  session: string;
}

export const test = base.extend<{
  consoleProblems: ConsoleProblems;
  /** Content-Security-Policy violations seen in any page of this test's browser context. */
  cspViolations: string[];
  /** Registers a fresh member through the API (SMS code from the outbox) and logs this browser in. */
  login: () => Promise<Member>;
}>({
  login: async ({ context, baseURL }, use) => {
    await use(async () => {
      const origin = baseURL!;
      const phone = freshPhone();
      const sent = await callStore(origin, 'POST', '/sms/send', { phone, purpose: 'register' });
      expect(sent.envelope.code, sent.envelope.message).toBe(200);
      const registered = await callStore(origin, 'POST', '/register/mobile', {
        phone,
        code: lastSmsCode(phone),
      });
      expect(registered.envelope.code, registered.envelope.message).toBe(200);
      const session = registered.session!;
      const { hostname } = new URL(origin);
      await context.addCookies([
        { name: 'session', value: session, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
      ]);
      return { phone, session };
    });
  },
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
  // Automatic and not allowable: a blocked inline script only shows on the console, while the page
  // silently stays unhydrated. Both the console line and the DOM event count, from every page.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(`console: ${message.text()}`);
        }
      });
      await context.exposeBinding(CSP_BINDING, (_source, report: string) => {
        violations.push(`securitypolicyviolation: ${report}`);
      });
      await context.addInitScript((binding) => {
        addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = window[binding as keyof Window] as (text: string) => void;
            report(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
            );
          },
          true,
        );
      }, CSP_BINDING);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
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

/** The toast region (SPEC §8 messages); named, because a page has other status regions too. */
export function toasts(page: Page) {
  return page.getByRole('status', { name: messages.TOASTS_LABEL });
}
