import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';

// A purchasing office's transfer takes days (issue 32 item 6, ADR 33): choosing 对公转账 holds the order.

test('when a clerk chooses 对公转账 on /pay, then the order is held for 7 days and the new deadline shows on /pay and the order page', async ({
  page,
  baseURL,
  login,
}, testInfo) => {
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);

  await page.goto(`/pay?number=${number}`);
  await waitForHydration(page);
  await expect(page.getByTestId('pay-time-left')).toContainText(/剩余 \d+ 分/);
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await expect(page.getByText('选择对公转账后，订单保留 7 天')).toBeVisible();
  await page.getByRole('button', { name: '选择对公转账' }).click();

  await expect(page.getByTestId('pay-window-note')).toContainText('订单已为您保留至');
  await expect(page.getByTestId('pay-time-left')).toContainText(/剩余 6 天 23 小时/);
  const deadline = (await page.getByTestId('pay-window-note').locator('strong').textContent()) ?? '';
  expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('pay-window.png'), fullPage: true });

  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await expect(page.getByText(`请在 ${deadline} 前付款`)).toBeVisible();
});
