import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Closes an open antd image preview with Escape, as a reader would. The preview takes Escape from a
 * window listener that antd adds after it opens; CI once saw a single press, sent after the close
 * button held the focus, leave the preview open for ten seconds. A reader whose press is lost presses
 * again, so this does too; a preview that Escape never closes still fails.
 */
export async function closePreviewWithEscape(page: Page) {
  const preview = page.locator('.ant-image-preview');
  await expect(page.locator('.ant-image-preview-close')).toBeFocused();
  await expect(async () => {
    if ((await preview.count()) > 0) await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
