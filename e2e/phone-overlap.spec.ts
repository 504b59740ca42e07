import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { addToCart, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';

// Issue 32, item 13: on a 375 × 812 phone the header takes at most 120 px (the search stays, the rest
// opens under 菜单), the 采购单's sticky bar at most 72 px, and nothing fixed or sticky lies on a link
// or button it does not hold.

test.use({ viewport: { width: 375, height: 812 } });

/** Fixed or sticky boxes that cover a visible link or button of the page (as `what → target` lines). */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight
      );
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    const floating = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && shown(el);
    });
    const controls = [...document.querySelectorAll('a, button')].filter(shown);
    const found: string[] = [];
    for (const over of floating) {
      const a = over.getBoundingClientRect();
      for (const control of controls) {
        if (over.contains(control) || control.contains(over)) continue;
        const b = control.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 0.5 && height > 0.5) found.push(`${name(over)} → ${name(control)}`);
      }
    }
    return found;
  });
}

const heightOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().height));

test('when a member goes through the shop at 375 × 812, then the header is at most 120 px, the 采购单 bar at most 72 px and nothing floats over a control', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const { productId, sku } = await freelySoldSku(baseURL!, member, 2);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await addToCart(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);

  const pages = [
    '/',
    '/list',
    `/item/${productId}`,
    '/sales/1',
    '/quick',
    '/cart',
    '/order?source=2',
    `/pay?number=${order.number}`,
    '/user',
    '/user/order',
    `/user/order/${order.number}`,
    '/user/invoice',
  ];
  for (const path of pages) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await heightOf(page, 'header.lm-site-header'), `header on ${path}`).toBeLessThanOrEqual(120);
    await expect(page.locator('.lm-search__keyword'), `search on ${path}`).toBeVisible();
    expect(await coveredControls(page), path).toEqual([]);
    // Scrolled to the end too, where a floating column used to sit on the page's last buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await coveredControls(page), `${path}, scrolled to the end`).toEqual([]);
    if (path === '/cart') {
      expect(await heightOf(page, '.lm-cart-bar__pay'), 'the sticky 采购单 bar').toBeLessThanOrEqual(72);
    }
  }
});

test('when a visitor opens 菜单 at 375 px, then the shortcuts and the navigation show, and a chosen link closes it', async ({
  page,
}) => {
  await page.goto('/list');
  await waitForHydration(page);
  const menu = page.getByRole('button', { name: '菜单', exact: true });
  await expect(page.getByRole('navigation', { name: '账户与快捷入口' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: '账户与快捷入口' }).getByRole('link', { name: '快速下单' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '全部商品分类' })).toBeVisible();
  await page
    .getByRole('navigation', { name: '账户与快捷入口' })
    .getByRole('link', { name: '积分兑换' })
    .click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await heightOf(page, 'header.lm-site-header')).toBeLessThanOrEqual(120);
});
