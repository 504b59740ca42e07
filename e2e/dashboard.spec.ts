import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures.ts';
import { lastSmsCode } from './store-api.ts';

/** The demo member a fresh store seeds with a little history (apps/api/src/seed/demo-member-history.ts). */
const DEMO_PHONE = '19900000000';

test('when the demo member logs in by SMS code, then 个人中心 shows their orders waiting, the latest ones and their points', async ({
  page,
}) => {
  await page.goto('/user');
  await expect(page).toHaveURL('/login?redirect=%2Fuser');
  await waitForHydration(page);
  await page.getByLabel('手机号').fill(DEMO_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(lastSmsCode(DEMO_PHONE));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { name: '个人中心', level: 1 })).toBeVisible();
  await waitForHydration(page);

  // One order waits for payment, one for shipping, one is on its way.
  const counts = page.getByRole('navigation', { name: '按状态查看订单' });
  for (const label of ['待付款', '待发货', '已发货']) {
    await expect(counts.getByRole('link', { name: new RegExp(`^1\\s*${label}$`) })).toBeVisible();
  }
  const latest = page.getByRole('list', { name: '最近的订单' }).getByRole('listitem');
  await expect(latest).toHaveCount(5);
  await expect(latest.first()).toContainText('待付款');
  // Two completed orders earned points through the completion hook.
  const points = Number(
    (await page.getByTestId('dashboard-points').locator('strong').textContent())?.replaceAll(',', ''),
  );
  expect(points).toBeGreaterThan(0);
  await expect(page.getByTestId('dashboard-credit')).toContainText('下一个出账日');
  // A verified unit with a 第三类 filing, so the controlled path can be shown (controlled.spec.ts).
  await expect(page.getByTestId('dashboard-verification')).toContainText('已认证');

  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  // The count is a way in: 待发货 opens that tab of 我的订单 with the same order.
  const paidNumber = await latest.nth(1).getByRole('link').textContent();
  await counts.getByRole('link', { name: /^1\s*待发货$/ }).click();
  await expect(page).toHaveURL('/user/order?state=paid');
  await expect(page.getByRole('link', { name: paidNumber! })).toBeVisible();
});
