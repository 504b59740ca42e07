import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';

// 营销 (issue 34 item 5): a coupon template made in the console is claimed by a member on /coupon.

test('when 商品 staff create a coupon in the console, then the list shows it live and a member claims it on /coupon', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  const name = `控制台券${Date.now() % 1_000_000}`;
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['商品']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/marketing/coupons');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建优惠券' }).click();
  const dialog = page.getByRole('dialog', { name: '新建优惠券' });
  await dialog.getByLabel('名称', { exact: true }).fill(name);
  await dialog.getByLabel('减免金额（元）').fill('5');
  await dialog.getByLabel('领取后若干天').check();
  await dialog.getByLabel('领取后有效天数').fill('7');
  await dialog.getByLabel('发放总量').fill('20');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建优惠券「${name}」`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('领取中');
  await expect(row).toContainText('0/20');
  // 商品 may make coupons but not hand them to members (营销's 发放 permission).
  await expect(row.getByRole('button', { name: '发放' })).toHaveCount(0);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-coupons');

  await login();
  await page.goto('/coupon');
  await waitForHydration(page);
  const card = page.locator('.lm-coupon', { hasText: name });
  await expect(card).toContainText('¥5');
  await expect(card).toContainText('无门槛');
  await card.getByRole('button', { name: `领取${name}` }).click();
  await expect(card.getByRole('link', { name: `${name}已领取，去我的优惠券` })).toBeVisible();

  await page.goto('/admin/marketing/coupons');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1/20');
});
