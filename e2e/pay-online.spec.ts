import type { Page } from '@playwright/test';
import { expect, type Member, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';

// 在线支付 through the embedded sandbox gateway: /pay → 去支付 → the sandbox cashier → back to /pay.

/** An unpaid order of one freely sold SKU; its number. */
async function unpaidOrder(baseURL: string, member: Member): Promise<string> {
  const { sku } = await freelySoldSku(baseURL, member);
  return (await placeUnpaidOrder(baseURL, member, [{ sku_id: sku.id, quantity: 1 }])).number;
}

async function toCashier(page: Page, number: string) {
  await page.goto(`/pay?number=${number}`);
  await waitForHydration(page);
  await expect(page.getByTestId('pay-state')).toHaveText('待付款');
  const amount = (await page.getByTestId('pay-amount').textContent()) ?? '';
  await page.getByRole('radio', { name: /在线支付/ }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/cashier\?/);
  await expect(page.getByRole('heading', { name: '确认付款' })).toBeVisible();
  // The cashier shows the order's payable, to the fen.
  await expect(page.locator('.amount')).toHaveText(amount.replace(/,/g, ''));
  await expect(page.getByText(number).first()).toBeVisible();
}

test('when a member pays an order online and chooses 支付成功 at the sandbox cashier, then they are back on /pay and the order is paid', async ({
  page,
  baseURL,
  login,
}, testInfo) => {
  const member = await login();
  const number = await unpaidOrder(baseURL!, member);
  await toCashier(page, number);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`cashier-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: '支付成功' }).click();
  // Back on /pay from the gateway: 完成, whether the notify or the store's query settled it first.
  await expect(page).toHaveURL(new RegExp(`/pay\\?number=${number}&method=online$`));
  await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('pay-state')).toHaveText('待发货');
  await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', `/user/order/${number}`);
  await expect(page.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`done-${width}.png`), fullPage: true });
  }
});

test('when a member chooses 支付失败 at the sandbox cashier, then the order is still 待付款 and can be paid again', async ({
  page,
  baseURL,
  login,
}, testInfo) => {
  const member = await login();
  const number = await unpaidOrder(baseURL!, member);
  await toCashier(page, number);

  await page.getByRole('button', { name: '支付失败' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay\\?number=${number}&method=online$`));
  await waitForHydration(page);
  await expect(page.getByTestId('online-result')).toHaveText(
    '上次在线支付未成功，订单仍待付款，可重新支付。',
  );
  await expect(page.getByTestId('pay-state')).toHaveText('待付款');
  await expect(page.getByRole('button', { name: '去支付' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('pay-after-failure.png'), fullPage: true });
});
