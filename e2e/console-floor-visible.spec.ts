import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, settled } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';

// 首页楼层 显示/隐藏 (issue 34 item 6): a floor leaves the home page without being deleted.

test('when a 商品 staff member switches a floor to 隐藏, then the home page leaves it out until it is shown again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['商品']));
  await page.setViewportSize({ width: 1366, height: 900 });
  const floorHeading = page.getByRole('heading', { name: '生物试剂', exact: true });
  const featured = page.getByRole('region', { name: '生物试剂', exact: true }).getByRole('listitem');

  await page.goto('/');
  await expect(floorHeading).toBeVisible();
  const products = await featured.count();
  expect(products).toBeGreaterThan(0);

  await page.goto('/admin/content/floors');
  await waitForHydration(page);
  const toggle = page.getByRole('switch', { name: '楼层「生物试剂」在首页显示' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toasts(page)).toContainText('楼层「生物试剂」已从首页隐藏');
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toContainText('隐藏');
  await page.mouse.move(0, 0);
  // At rest, not mid-transition: the unchecked track's white 隐藏 must read (the console's Switch token).
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/console-floor-hidden-1366.png', fullPage: true });

  // The write purged the visitor pages: the next look at / is without the floor, the others stay.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '化学试剂', exact: true })).toBeVisible();
  await expect(floorHeading).toHaveCount(0);

  // Shown again, with its products as they were.
  await page.goto('/admin/content/floors');
  await waitForHydration(page);
  await toggle.click();
  await expect(toasts(page)).toContainText('楼层「生物试剂」已在首页显示');
  await expect(toggle).toBeChecked();
  await page.goto('/');
  await expect(floorHeading).toBeVisible();
  await expect(featured).toHaveCount(products);
});
