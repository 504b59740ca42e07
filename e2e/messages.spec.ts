import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

// 消息中心 (issue 36 item 4): the store tells the member what it did with their order.

test('when an operator ships a member’s order, then the header counts it and 消息中心 shows the tracking number', async ({
  page,
  baseURL,
  login,
}) => {
  test.setTimeout(60_000);
  const member = await login();
  const { user_id } = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  const operator = await operatorSession(baseURL!);
  // The order is paid on 账期 (a limit the operator set), then shipped: both through the API.
  await storeObj(
    baseURL!,
    'POST',
    '/admin/credit/set',
    { user_id, limit: '100000.00', statement_day: 1, due_days: 30 },
    operator,
  );
  const { sku } = await freelySoldSku(baseURL!, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await storeObj(baseURL!, 'POST', '/pay/credit', { number: order.number }, member.session);
  await storeObj(
    baseURL!,
    'POST',
    '/admin/orders/ship',
    { number: order.number, carrier: '顺丰速运', tracking_no: 'SF7788990011' },
    operator,
  );

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const shortcuts = page.getByRole('navigation', { name: '账户与快捷入口' });
  const inbox = shortcuts.getByRole('link', { name: /^消息/ });
  await expect(inbox).toHaveAccessibleName(/^消息\s*，1 条未读$/);
  await inbox.click();

  await expect(page).toHaveURL(/\/user\/message$/);
  await expect(page.getByRole('heading', { name: '消息中心', level: 1 })).toBeVisible();
  const notice = page.getByRole('article', { name: /订单已发货/ });
  await expect(notice).toContainText(`您的订单 ${order.number} 已发货：顺丰速运，运单号 SF7788990011。`);
  await expect(notice).toContainText('未读');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/messages-1366.png', fullPage: true });

  await page.getByRole('button', { name: /全部标为已读/ }).click();
  await expect(notice).not.toContainText('未读');
  await expect(inbox).toHaveAccessibleName('消息');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/messages-375.png', fullPage: true });

  // 查看详情 opens the order, which shows the same carrier and number.
  await page.getByRole('link', { name: '查看详情' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.number}$`));
  await expect(page.getByText('SF7788990011', { exact: true })).toBeVisible();
});
