import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The browser holds this session as a login would leave it: staff's `staff_session` (SameSite Strict),
 * or with `member`, a member's `session` (Lax).
 */
export async function signInStaff(
  context: BrowserContext,
  baseURL: string,
  session: string,
  { member = false }: { member?: boolean } = {},
) {
  await context.addCookies([
    {
      name: member ? 'session' : 'staff_session',
      value: session,
      domain: new URL(baseURL).hostname,
      path: '/',
      httpOnly: true,
      sameSite: member ? 'Lax' : 'Strict',
    },
  ]);
}

/** Screenshots of a console page at 1366 and 375 px (the side menu folded away at 375), back at 1366. */
export async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '0px');
  await page.screenshot({ path: `test-results/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}
