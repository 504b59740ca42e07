import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { PDF } from './test-files.ts';

// One payment at a time (issue 32 item 1, ADR 33): a voucher awaiting review closes the other methods
// until the buyer withdraws it.

test('when a clerk who sent a transfer voucher wants to pay online instead, then /pay says why only 撤回凭证 opens the other methods, and the order is paid once', async ({
  page,
  baseURL,
  login,
}, testInfo) => {
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);

  await page.goto(`/pay?number=${number}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: '回单.pdf' })).toBeVisible();
  await page.getByRole('button', { name: '提交转账凭证' }).click();
  await expect(page.getByTestId('pay-state')).toHaveText('待付款 · 待确认');

  // The other methods are closed, and the page says why and what to do.
  await expect(page.getByTestId('pay-methods-locked')).toContainText('为避免重复付款');
  await expect(page.getByTestId('pay-methods-locked')).toContainText('请先撤回凭证');
  await expect(page.getByRole('radio', { name: /在线支付/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /账期支付/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('pay-locked.png'), fullPage: true });

  await page.getByRole('button', { name: '撤回凭证' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('如已汇款，请勿撤回');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pay-state')).toHaveText('待付款');
  await expect(page.getByTestId('pay-methods-locked')).toHaveCount(0);

  await page.getByRole('radio', { name: /在线支付/ }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/cashier\?/);
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('pay-state')).toHaveText('待发货');

  // The payment record keeps both attempts: the withdrawn voucher and the online payment.
  await page.goto('/user/bill/record');
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: `对公转账 ${number}` })).toContainText('已撤回');
  await expect(page.getByRole('article', { name: `在线支付 ${number}` })).toContainText('已支付');
});
