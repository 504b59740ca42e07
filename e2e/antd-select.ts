import type { Page } from '@playwright/test';
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
