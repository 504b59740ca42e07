import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession, staffSession, storeObj } from './store-api.ts';

// A member's page in the console (issue 33 item 8) as 客服 uses it: points, without the login switch.

test('when 客服 adjusts a member’s points with a reason on the member’s page, then the balance and the ledger show it', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  const member = await login();
  const found = await storeObj<{ list: { id: number }[] }>(
    baseURL!,
    'GET',
    '/admin/members',
    { keyword: member.phone },
    await operatorSession(baseURL!),
  );
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['客服']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/members/${found.list[0]!.id}`);
  await waitForHydration(page);
  await expect(page.getByText('暂无积分明细')).toBeVisible();
  // 客服 may not stop a member's login (合规 may).
  await expect(page.getByRole('button', { name: '停用登录' })).toHaveCount(0);
  const adjust = page.getByRole('button', { name: '调整积分' });
  await page.getByLabel('调整数量（负数为扣减）').fill('100');
  // No reason, no adjustment.
  await expect(adjust).toBeDisabled();
  await page.getByLabel('调整原因（会员可见）').fill('活动补发');
  await adjust.click();
  await expect(toasts(page)).toContainText('积分已调整，当前余额 100');
  await expect(page.getByRole('heading', { name: '积分（余额 100）' })).toBeVisible();
  await expect(page.getByRole('row', { name: /活动补发/ })).toContainText('+100');
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
});
