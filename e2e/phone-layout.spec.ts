import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Issue 23 §8: at 375 px every public page and the member pages fit the screen (no sideways
// scroll), and the targets a thumb goes for are at least 44 px tall.

test.use({ viewport: { width: 375, height: 800 } });

const publicRoutes = [
  '/',
  '/login',
  '/register',
  '/list',
  '/list?keyword=%E4%B9%99%E8%85%88',
  '/list?filter=product_type_id%3A1',
  '/item/1',
  '/brand',
  '/quick',
  '/points',
  '/coupon',
  '/article',
  '/programme',
  '/issue',
  '/about',
  '/sales/1',
  '/error/404',
  '/no-such-page',
];

const memberRoutes = [
  '/cart',
  '/user',
  '/user/order',
  '/user/aftersale',
  '/user/bill',
  '/user/bill/record',
  '/user/points',
  '/user/coupon',
  '/user/history',
  '/user/collect',
  '/user/collect/item',
  '/user/inquiry',
  '/user/message',
  '/user/receive',
  '/user/invoice',
  '/user/datum',
  '/user/config',
];

async function overflow(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

test('when a visitor opens each public page at 375 px, then none scrolls sideways', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/404/);
  for (const path of publicRoutes) {
    const { scrollWidth, innerWidth } = await overflow(page, path);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});

test('when a member opens each member page at 375 px, then none scrolls sideways', async ({
  page,
  login,
}) => {
  await login();
  for (const path of memberRoutes) {
    const { scrollWidth, innerWidth } = await overflow(page, path);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});

/** Heights of the visible links a selector finds. */
const heights = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => Math.round(box.height)),
  );

test('at 375 px the top bar, footer, breadcrumb and 登录询价 links are thumb-sized, and the search hint fits', async ({
  page,
}) => {
  await page.goto('/item/1');
  await waitForHydration(page);
  // The top bar's links are behind 菜单 on a phone.
  await page.getByRole('button', { name: '菜单', exact: true }).click();
  for (const selector of ['.lm-topbar a', '.lm-footer-nav a', '.lm-filings a', '.lm-crumbs a']) {
    const found = await heights(page, selector);
    expect(found.length, selector).toBeGreaterThan(0);
    for (const height of found) expect(height, selector).toBeGreaterThanOrEqual(44);
  }
  // The whole hint shows: its text is no wider than the box's content area.
  const hint = await page.locator('.lm-search__keyword').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const padding = Number.parseFloat(getComputedStyle(input).paddingLeft) * 2;
    return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
  });
  expect(hint.text).toBeLessThanOrEqual(hint.room);

  // Nothing floats over them any more: e2e/phone-overlap.spec.ts sweeps every fixed or sticky box.
  await page.goto('/list');
  await waitForHydration(page);
  for (const height of await heights(page, '.lm-product-row .lm-price--login'))
    expect(height).toBeGreaterThanOrEqual(44);
});
