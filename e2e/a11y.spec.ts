import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/** axe's full rule set (WCAG A/AA and best practices); a violation lists its rule and the offending nodes. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

const pages = [
  { path: '/', name: 'home' },
  { path: '/error/404', name: 'the 404 page' },
  { path: '/login', name: 'the login page' },
];

for (const { path, name } of pages) {
  test(`when ${name} loads, then axe finds no violations`, async ({ page, consoleProblems }) => {
    // Chromium reports the 404 document itself on the console; that one is expected.
    consoleProblems.allow(/status of 404/);
    await page.goto(path);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('when the header menus and the side bar are open, then axe still finds no violations', async ({
  page,
}) => {
  // Off the home page the side bar shows from the start.
  await page.goto('/list');
  await waitForHydration(page);
  await expect(page.getByRole('complementary', { name: '侧边工具栏' })).toBeVisible();

  const groups = page.getByRole('navigation', { name: '商品分类' });
  await groups.getByRole('button', { name: '全部商品分类' }).click();
  await groups.getByRole('link', { name: '化学试剂' }).hover();
  await expect(groups.getByRole('link', { name: '有机试剂' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '化学试剂子菜单' }).click();
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '有机试剂' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('when the page is 375 px wide, then home has no violations and no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  expect(await violations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
