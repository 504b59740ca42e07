import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// SPEC §9: a drop-down's rows are 36 px high and its list at most 300 px (issue 40, item 3). Every
// select is the shared LmSelect (components/controls/lm-select.tsx).

/**
 * The open list's rows and the box that scrolls them, as laid out: offsetHeight, not the painted box,
 * which antd's opening animation still scales for a moment.
 */
async function openListSizes(page: Page) {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list.locator('.ant-select-item-option').first()).toBeVisible();
  const rows = await list
    .locator('.ant-select-item-option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).offsetHeight));
  const holder = await list
    .locator('[class*="list-holder"]')
    .first()
    .evaluate((node) => (node as HTMLElement).offsetHeight);
  return { rows, holder };
}

test('when a member opens the province list and the licence type, then rows are 36 px and the list at most 300 px', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/user/receive');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByRole('combobox', { name: '省份' }).click();
  const provinces = await openListSizes(page);
  // 34 provinces: more than 300 px of rows, so the list scrolls at its cap.
  expect(new Set(provinces.rows)).toEqual(new Set([36]));
  expect(provinces.holder).toBeLessThanOrEqual(300);
  expect(provinces.holder).toBeGreaterThan(36 * 7);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/user/datum#licences');
  await waitForHydration(page);
  await page.locator('#licences').getByRole('combobox', { name: '证照类型' }).click();
  const kinds = await openListSizes(page);
  expect(new Set(kinds.rows)).toEqual(new Set([36]));
  expect(kinds.holder).toBeLessThanOrEqual(300);
});
