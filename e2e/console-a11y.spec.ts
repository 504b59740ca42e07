import { consoleMenu } from '../apps/web/app/components/admin/console-menu.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession } from './store-api.ts';

/*
 * Every page of the console's menu, opened by the administrator (who may open them all), passes axe at
 * 1366 px: a page added to consoleMenu is checked here without a line more (a planned one says 即将上线).
 */

const pages = consoleMenu.flatMap((group) => group.entries);

test('when the administrator opens every page of the console menu, then axe finds no violation on any', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(30_000 + pages.length * 10_000);
  await signInStaff(context, baseURL!, await operatorSession(baseURL!));
  await page.setViewportSize({ width: 1366, height: 900 });
  const found: Record<string, string[]> = {};
  for (const entry of pages) {
    await page.goto(entry.to);
    await waitForHydration(page);
    // The shell names the open entry in its header; the page itself is not 无权访问 nor an error.
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(entry.label);
    await expect(page.getByText('无权访问')).toHaveCount(0);
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    const violations = await axeViolations(page);
    if (violations.length) found[entry.to] = violations;
  }
  expect(found).toEqual({});
});
