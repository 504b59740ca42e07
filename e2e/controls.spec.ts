// Shared controls that every page already carries: the top loading bar and the chunk-failure reload.
// (The paged list, share buttons and the rest arrive with the pages that use them.)
import { expect, SHOP_NAME, test, waitForHydration } from './fixtures.ts';

type Marked = Window & { __lmMark?: string; __lmPhases?: string[] };

test('when a client navigation outlasts 200 ms, then the top loading bar runs, fills and hides', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 404/);
  await page.goto('/error/404');
  await waitForHydration(page);

  const bar = page.locator('.lm-top-bar');
  // Server-rendered, hidden and out of the accessibility tree.
  await expect(bar).toHaveAttribute('data-phase', 'hidden');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');

  // Record every phase the bar goes through.
  await page.evaluate(() => {
    const w = window as Marked;
    w.__lmPhases = [];
    const el = document.querySelector('.lm-top-bar')!;
    new MutationObserver(() => w.__lmPhases!.push(el.getAttribute('data-phase') ?? '')).observe(el, {
      attributes: true,
      attributeFilter: ['data-phase'],
    });
  });
  // Slow the page data down (React Router fetches it as *.data) so the navigation takes about a second.
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    },
  );

  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(bar).toHaveAttribute('data-phase', 'running');
  // It is drawn across the top, and grows.
  const fill = bar.locator('.lm-top-bar__fill');
  await expect.poll(async () => (await fill.boundingBox())?.width ?? 0).toBeGreaterThan(50);
  expect((await fill.boundingBox())?.y).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(bar).toHaveAttribute('data-phase', 'hidden');

  const phases = await page.evaluate(() => (window as Marked).__lmPhases);
  expect(phases).toEqual(['running', 'done', 'hidden']);
});

test('when a code chunk fails to load, then the page reloads, but not twice within a minute', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/');
  await waitForHydration(page);

  // What Vite reports when a lazily imported chunk or its preload fails (e.g. removed by a deploy).
  const failChunk = () =>
    page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  await page.evaluate(() => {
    (window as Marked).__lmMark = 'before';
  });
  const reloaded = page.waitForEvent('load');
  // The reload may tear the evaluation down before it answers.
  await failChunk().catch(() => true);
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as Marked).__lmMark)).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem('lm:chunk-reload-at'))).toMatch(/^\d+$/);

  // The same failure again within the minute: no reload loop; the error is left to surface.
  await page.evaluate(() => {
    (window as Marked).__lmMark = 'after';
  });
  expect(await failChunk()).toBe(false);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as Marked).__lmMark)).toBe('after');
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
  expect(consoleProblems.unexpected()).toEqual([]);
});

test('when a route module fails to load during a navigation, then the page reloads', async ({
  page,
  consoleProblems,
}) => {
  // React Router logs the failure before reloading; Chromium reports the aborted request and the 404.
  consoleProblems.allow(/Error loading route module|Failed to fetch dynamically imported module/);
  consoleProblems.allow(/net::ERR_FAILED|status of 404/);

  await page.goto('/error/404');
  await waitForHydration(page);
  let aborted = 0;
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    if (aborted++ === 0) await route.abort();
    else await route.continue();
  });
  await page.evaluate(() => {
    (window as Marked).__lmMark = 'before';
  });

  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: '返回首页' }).click();
  await reloaded;
  expect(aborted).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as Marked).__lmMark)).toBeUndefined();

  // Fresh from the server, the same link now works.
  await waitForHydration(page);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
});
