import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { operatorSession, storeObj } from './store-api.ts';

// Issue 40, item 10: the shared controls where the SPEC puts them. 点击加载更多 (SPEC §4) on the
// points ledger; links that prefetch on intent except on 2g or with data saver (SPEC §9) in the frame.
// The loading overlay is gone (ADR 0040).

test('when a member has 21 points entries, then /user/points shows 20 and 点击加载更多 brings the last', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const operator = await operatorSession(baseURL!);
  for (let n = 1; n <= 21; n++) {
    await storeObj(
      baseURL!,
      'POST',
      '/admin/points/adjust',
      { phone: member.phone, delta: n, reason: `返点 ${n}` },
      operator,
    );
  }
  await page.goto('/user/points');
  await waitForHydration(page);
  const entries = page.getByTestId('points-entry');
  await expect(entries).toHaveCount(20);
  // Numbered page links are the other mode: none here.
  await expect(page.getByRole('navigation', { name: /分页/ })).toHaveCount(0);
  await page.getByRole('button', { name: '点击加载更多' }).click();
  await expect(entries).toHaveCount(21);
  await expect(entries.last()).toContainText('返点 1');
  await expect(page.getByText('已经到最后了')).toBeVisible();
  await expect(page.getByRole('button', { name: '点击加载更多' })).toHaveCount(0);
});

/** Hovers the footer's 公司简介 and reports whether the browser was told to prefetch its page. */
async function prefetchesOnHover(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: '公司简介' });
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  // React Router adds the route's data and module links to the document when it prefetches.
  return page.locator('link[rel="prefetch"][href*="/about/1"]');
}

test('when a visitor hovers a footer link, then its page is prefetched', async ({ page }) => {
  const prefetched = await prefetchesOnHover(page);
  await expect(prefetched.first()).toBeAttached();
});

test('when data saver is on, then hovering a footer link prefetches nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
    });
  });
  const prefetched = await prefetchesOnHover(page);
  // React Router prefetches 100 ms after the pointer enters; wait well past that before saying "none".
  await page.waitForTimeout(500);
  await expect(prefetched).toHaveCount(0);
});
