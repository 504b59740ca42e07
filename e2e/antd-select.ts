import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Picks an option of an antd select by typing its name (the region selects search by name). antd's
 * role="option" nodes are a hidden helper for screen readers; the visible rows carry the name as title.
 */
export async function choose(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  // The last select's list may still be fading out, and 上海市 is both a province and a city.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await box.click();
  await box.fill(name);
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`);
  await expect(option).toHaveClass(/ant-select-item-option-active/);
  await box.press('Enter');
  await expect(box).not.toHaveAttribute('aria-expanded', 'true');
  await expect(box.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(name);
}

/**
 * Picks the option of an antd select without search whose text holds `name`, and waits until the
 * select shows it. A click that lands while the list is still opening can be swallowed (the form then
 * says the field is required), so the open-and-click is tried again until the select holds the value.
 */
export async function pick(scope: Page | Locator, label: string, name: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const box = scope.getByRole('combobox', { name: label });
  const select = box.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]');
  await expect(box).toBeEnabled();
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name })
      .first()
      .click({ timeout: 3_000 });
    await expect(select).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(box).not.toHaveAttribute('aria-expanded', 'true');
}

/**
 * Clicks `button` in the open antd Popconfirm and waits until it has closed. Like a select's list, a
 * popconfirm still scaling in can swallow the click (CI, 2026-11-28: 确认到账 stayed open, nothing sent);
 * the click is tried again only while the confirmation is still open and its button is not busy, so the
 * action is never sent twice.
 */
export async function confirmPopover(page: Page, button: string) {
  const popover = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: button }) });
  await expect(async () => {
    if ((await popover.count()) > 0) {
      const target = popover.getByRole('button', { name: button });
      const busy = (await target.getAttribute('class'))?.includes('ant-btn-loading');
      if (!busy) await target.click({ timeout: 3_000 });
    }
    await expect(popover).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
