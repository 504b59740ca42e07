import { expect, type Member, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';
import { PDF } from './test-files.ts';

/** A receipt as banks export them: a small PDF. */

test('when a buyer pays by 对公转账 with a PDF voucher, then the order waits as 待确认 until the operator confirms it', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const order = await unpaidOrder(baseURL!, member);
  const server = await storeObj<{ payable: string }>(baseURL!, 'GET', '/pay/order', order, member.session);

  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  const steps = page.getByRole('list', { name: '购买步骤' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/订单支付/);
  await expect(page.getByTestId('pay-number')).toHaveText(order.number);
  await expect(page.getByTestId('pay-amount')).toContainText(
    server.payable.replace(/\B(?=(\d{3})+\.)/g, ','),
  );
  await expect(page.getByTestId('pay-state')).toHaveText('待付款');
  await expect(page.getByTestId('pay-time-left')).toContainText(/剩余 \d+ 分/);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/pay-transfer-1366.png', fullPage: true });

  await page.getByRole('radio', { name: /对公转账/ }).check();
  await expect(page.getByTestId('transfer-reference')).toHaveText(order.number);
  await expect(page.getByTestId('transfer-account')).not.toBeEmpty();
  await page.getByRole('button', { name: '提交转账凭证' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '请上传转账凭证' })).toBeVisible();
  await expect(toasts(page)).toContainText('请上传转账凭证');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: '回单.pdf' })).toBeVisible();
  await page.getByRole('button', { name: '提交转账凭证' }).click();

  await expect(page.getByTestId('pay-state')).toHaveText('待付款 · 待确认');
  await expect(page.getByTestId('transfer-awaiting')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('转账凭证已提交，等待确认');
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/pay-transfer-375.png', fullPage: true });

  // One state text everywhere: the order page, the list and 个人中心 say the same.
  await page.goto(`/user/order/${order.number}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-state-awaiting')).toHaveText('待付款 · 待确认');
  await page.goto('/user/order');
  await waitForHydration(page);
  await expect(
    page.getByRole('article').filter({ hasText: order.number }).getByTestId('order-state-awaiting'),
  ).toHaveText('待付款 · 待确认');
  await page.goto('/user');
  await waitForHydration(page);
  await expect(
    page.getByTestId('dashboard-order').filter({ hasText: order.number }).getByTestId('order-state-awaiting'),
  ).toHaveText('待付款 · 待确认');

  // 账单记录 lists the attempt.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/user/bill/record');
  await waitForHydration(page);
  const row = page.getByRole('article', { name: `对公转账 ${order.number}` });
  await expect(row).toContainText('待确认');
  await expect(row.getByRole('link', { name: order.number })).toHaveAttribute(
    'href',
    `/user/order/${order.number}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/bill-record-1366.png', fullPage: true });

  // The operator (a staff member) confirms the transfer through the operator API: the order is paid.
  const operator = await operatorSession(baseURL!);
  const pending = await storeObj<{ list: { id: number; order_number: string }[] }>(
    baseURL!,
    'GET',
    '/admin/transfers',
    {},
    operator,
  );
  const transfer = pending.list.find((t) => t.order_number === order.number);
  expect(transfer, "the pending transfer in the operators' list").toBeDefined();
  await storeObj(baseURL!, 'POST', '/admin/transfers/confirm', { id: transfer!.id }, operator);
  await page.goto(`/user/order/${order.number}`);
  await expect(page.getByText('待发货').first()).toBeVisible();
  await expect(page.getByTestId('order-state-awaiting')).toHaveCount(0);
});

test("when someone opens another member's order on /pay, then it is not found", async ({
  page,
  baseURL,
  login,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 404/);
  const owner = await login();
  const order = await unpaidOrder(baseURL!, owner);
  await page.context().clearCookies();
  await login();
  const response = await page.goto(`/pay?number=${order.number}`);
  expect(response?.status()).toBe(404);
});

test('when the order was cancelled, then /pay says so, offers no method and links to the order', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const order = await unpaidOrder(baseURL!, member);
  await storeObj(baseURL!, 'POST', '/user/order/cancel', { number: order.number }, member.session);
  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  await expect(page.getByTestId('pay-state-note')).toHaveText('该订单已取消，不能支付。');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
    'href',
    `/user/order/${order.number}`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

/** An unpaid order of one freely sold SKU. */
async function unpaidOrder(baseURL: string, member: Member) {
  const { sku } = await freelySoldSku(baseURL, member);
  return placeUnpaidOrder(baseURL, member, [{ sku_id: sku.id, quantity: 1 }]);
}
