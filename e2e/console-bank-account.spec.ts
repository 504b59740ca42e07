import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

// 系统配置 (issue 34 item 6): the receiving account finance staff set is the one a buyer pays into; it
// needs 修改对公转账收款账户 (财务) beside 系统配置 (内容).

test('when finance staff set the 对公转账 account in 系统配置, then a buyer choosing 对公转账 on /pay sees that account', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(60_000);
  const staff = await staffSession(baseURL!, ['内容', '财务']);
  await signInStaff(context, baseURL!, staff);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/content/settings');
  await waitForHydration(page);
  const row = page.getByRole('row', { name: /对公转账收款账户/ });
  await expect(row).toContainText('默认值');
  await row.getByRole('button', { name: '修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改对公转账收款账户' });
  await dialog.getByLabel('银行账号').fill('12-34');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('银行账号为8-40位数字');
  await dialog.getByLabel('收款户名').fill('上海新实验科技有限公司');
  await dialog.getByLabel('开户银行（含支行）').fill('中国银行上海漕河泾支行');
  await dialog.getByLabel('银行账号').fill('4567 8901 2345 678');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已保存对公转账收款账户');
  await expect(row).toContainText('收款户名：上海新实验科技有限公司');
  await expect(row).toContainText('银行账号：4567 8901 2345 678');
  await expect(row).toContainText('已设置');
  await shootBoth(page, 'console-bank-account');

  try {
    const member = await login();
    const { sku } = await freelySoldSku(baseURL!, member);
    const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
    await page.goto(`/pay?number=${order.number}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: /对公转账/ }).check();
    const account = page.getByRole('definition').filter({ hasText: '4567 8901 2345 678' });
    await expect(account).toBeVisible();
    await expect(page.getByLabel('收款账户')).toContainText('中国银行上海漕河泾支行');
    await expect(page.getByLabel('收款账户')).toContainText('上海新实验科技有限公司');
  } finally {
    // Other journeys expect the shop's default account.
    await storeObj(baseURL!, 'POST', '/admin/sys/config/transfer-bank/delete', {}, staff);
  }
});
