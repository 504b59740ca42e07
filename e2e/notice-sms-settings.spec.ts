import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { storeObj } from './store-api.ts';

// 账户设置 › 短信通知 (issue 36 item 4): the member chooses which notices are also texted.

test('when a member turns 询价 texts on in 账户设置, then it stays on after a reload', async ({
  page,
  baseURL,
  login,
}) => {
  test.setTimeout(60_000);
  const member = await login();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/user/config');
  await waitForHydration(page);

  const section = page.getByRole('region', { name: '短信通知' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('switch', { name: '付款与账期' })).toBeChecked();
  await expect(section.getByText('退款到账', { exact: false })).toBeVisible();
  // The local outbox texts every kind, so no group says 暂不支持短信 (Aliyun: those without a template).
  await expect(section.getByRole('switch', { name: '优惠券' })).toBeEnabled();
  await expect(section.getByText('暂不支持短信')).toHaveCount(0);

  const inquiries = section.getByRole('switch', { name: '询价' });
  await expect(inquiries).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await inquiries.click();
  await expect(page.getByText('已开启短信通知')).toBeVisible();
  await expect(inquiries).toBeChecked();
  await page.screenshot({ path: 'test-results/notice-sms-settings-1366.png', fullPage: true });

  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole('region', { name: '短信通知' }).getByRole('switch', { name: '询价' }),
  ).toBeChecked();
  const saved = await storeObj<{ list: { group: string; sms: boolean }[] }>(
    baseURL!,
    'GET',
    '/user/notice/preferences',
    {},
    member.session,
  );
  expect(saved.list.find((g) => g.group === 'inquiries')?.sms).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('region', { name: '短信通知' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/notice-sms-settings-375.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});
