import { confirmPopover } from './antd-select.ts';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';

/*
 * A paid order cancelled before shipping is refunded (issue 35): the buyer pays online at the sandbox
 * cashier, an 订单 clerk cancels the order in the console with a reason (told first that the money all
 * goes back), and the buyer's order page and 支付记录 show the refund 退款成功, 原路退回.
 */

test('when an 订单 clerk cancels an order the buyer paid online, then the buyer sees the full refund 退款成功 原路退回 on the order and in the payment record', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  // A fresh buyer's order of one freely sold SKU (placed through the API, as the confirmation page does).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);

  // The buyer pays online through the sandbox cashier.
  await page.goto(`/pay?number=${number}`);
  await waitForHydration(page);
  const amount = (await page.getByTestId('pay-amount').textContent())!.trim();
  await page.getByRole('radio', { name: /在线支付/ }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/cashier\?/);
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('pay-state')).toHaveText('待发货');

  // An 订单 clerk (orders.cancel, no orders.refund) cancels it from its console page.
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['订单']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders/${number}`);
  await waitForHydration(page);
  const title = page.getByRole('heading', { name: new RegExp(`订单 ${number}`) });
  await expect(title).toContainText('待发货');
  const cancel = page.getByRole('region', { name: '取消订单' });
  await expect(cancel).toContainText('已付款的订单取消后将全额原路退款');
  await cancel.getByLabel('取消原因（会员可见）').fill('客户要求取消，货款原路退回');
  await cancel.getByRole('button', { name: '取消订单' }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm).toContainText('已付款的订单取消后将全额原路退款');
  await confirmPopover(page, '确认取消');
  await expect(toasts(page)).toContainText('订单已取消，货款将全额原路退回');
  await expect(title).toContainText('已取消');

  // The console's 退款 section: the whole payment back online, nothing left to refund.
  const refunds = page.getByRole('region', { name: '退款', exact: true });
  const row = refunds.getByRole('row', { name: /原路退回/ });
  await expect(row).toContainText('退款成功');
  await expect(row).toContainText(amount);
  await expect(row).toContainText('客户要求取消，货款原路退回');
  await expect(refunds).toContainText('可退金额¥0.00');
  // No 部分退款 for a clerk without orders.refund, and nothing left to refund anyway.
  await expect(refunds.getByRole('button', { name: '部分退款' })).toHaveCount(0);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'refund-cancelled-console');

  // The buyer's order page: 已取消 with its reason, and the refund.
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  const block = page.getByRole('region', { name: '退款', exact: true });
  await expect(block).toContainText(`退款 ${amount}`);
  await expect(block).toContainText('退款成功');
  await expect(block).toContainText('原路退回');
  await expect(block).toContainText('客户要求取消，货款原路退回');
  await expect(block.getByText('退款时间')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/refund-order-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/refund-order-375.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // 支付记录 lists the payment and its refund.
  await page.goto('/user/bill/record');
  await waitForHydration(page);
  const line = page.getByRole('article', { name: `退款（原路退回） ${number}` });
  await expect(line).toContainText('退款成功');
  await expect(line).toContainText(`退 ${amount}`);
  await expect(page.getByRole('article', { name: `在线支付 ${number}` })).toBeVisible();
});
