import { pick } from './antd-select.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder, sendTransferVoucher } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';
import { PDF } from './test-files.ts';

// The console (/admin, issue 33 items 4–6): an operator's day with one order, and the buyer's view of it.

test('when an operator ships a paid order from the console, then the buyer sees 已发货 with the carrier and number', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  // The buyer places an order and pays it by 对公转账; the operator confirms the money through the API.
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await sendTransferVoucher(page, order.number, {
    name: '回单.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const operator = await operatorSession(baseURL!);
  const pending = await storeObj<{ list: { id: number; order_number: string }[] }>(
    baseURL!,
    'GET',
    '/admin/transfers',
    { pageSize: 100 },
    operator,
  );
  const transfer = pending.list.find((t) => t.order_number === order.number)!;
  await storeObj(baseURL!, 'POST', '/admin/transfers/confirm', { id: transfer.id }, operator);

  // 工作台: the counts, each a link to its list.
  await signInStaff(context, baseURL!, operator);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await waitForHydration(page);
  const menu = page.getByRole('complementary', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '转账凭证' })).toBeVisible();
  const toShip = page.getByRole('link', { name: /待发货订单/ });
  await expect(toShip).toHaveAttribute('href', '/admin/orders?state=paid');
  await expect(page.getByRole('heading', { name: '订单与销售额' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/console-workbench-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  // Below 992 px the side menu folds away behind its button (antd's Sider breakpoint, after a transition).
  await expect(page.locator('.ant-layout-sider-zero-width')).toHaveCount(1);
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '0px');
  await page.screenshot({ path: 'test-results/console-workbench-375.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // 订单: filter by state; the filter is in the address and survives a reload.
  await menu.getByRole('link', { name: '订单管理' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await waitForHydration(page);
  await page.getByLabel('状态').selectOption('paid');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/state=paid/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('状态')).toHaveValue('paid');
  const row = page.getByRole('row', { name: new RegExp(order.number) });
  await expect(row).toContainText('待发货');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/console-orders-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  // Below 992 px the side menu folds away behind its button (antd's Sider breakpoint, after a transition).
  await expect(page.locator('.ant-layout-sider-zero-width')).toHaveCount(1);
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '0px');
  await page.screenshot({ path: 'test-results/console-orders-375.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The order's page: ship with a carrier from the list and a tracking number.
  await row.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${order.number}`) })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '付款记录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看凭证' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出送货单' }).click();
  expect((await sheet).suggestedFilename()).toBe(`送货单-${order.number}.xlsx`);
  await pick(page, '物流公司', '顺丰速运');
  await page.getByLabel('运单号').fill('SF1234567890');
  await page.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${order.number}`) })).toContainText(
    '已发货',
  );
  await expect(page.getByRole('button', { name: '确认发货' })).toHaveCount(0);

  // The buyer's order page says so.
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/user/order/${order.number}`);
  await waitForHydration(page);
  await expect(page.getByText('已发货').first()).toBeVisible();
  await expect(page.getByText('顺丰速运', { exact: true })).toBeVisible();
  await expect(page.getByText('SF1234567890', { exact: true })).toBeVisible();
});

test('when a member who is no operator opens the console, then it says 无权访问 and shows no menu', async ({
  page,
  login,
  consoleProblems,
}) => {
  // The page is answered 403 (the browser says so on its console): that is the point.
  consoleProblems.allow(/status of 403/);
  await login();
  await page.goto('/admin/orders');
  await waitForHydration(page);
  await expect(page.getByText('无权访问')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '后台菜单' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await axeViolations(page)).toEqual([]);
});

test('when a visitor opens the console, then they are sent to the staff login and back', async ({ page }) => {
  await page.goto('/admin/orders?state=paid');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders%3Fstate%3Dpaid$/);
  await expect(page.getByRole('heading', { name: '员工登录' })).toBeVisible();
});
