import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { pick } from './antd-select.ts';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { callStore, operatorSession, storeObj } from './store-api.ts';

/*
 * 员工与角色 and 操作日志 (issue 33 items 3 and 11): the administrator creates an 订单 clerk in the
 * console; the clerk logs in, enrols an authenticator, sees only what the 订单 role opens and ships a
 * paid order; the administrator then finds that shipment in 操作日志.
 */

test('when the administrator creates an 订单 clerk who ships an order, then the clerk sees no 财务 and the shipment is in 操作日志', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  const admin = await operatorSession(baseURL!);
  await signInStaff(context, baseURL!, admin);
  await page.setViewportSize({ width: 1366, height: 900 });

  // 员工管理: 新建员工 with the 订单 role.
  const username = `shipper${Date.now() % 100_000}`;
  const password = 'shipper-password-1';
  await page.goto('/admin/staff');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '员工列表' })).toBeVisible();
  await page.getByRole('button', { name: '新建员工' }).click();
  const dialog = page.getByRole('dialog', { name: '新建员工' });
  await dialog.getByLabel(/^用户名/).fill(username);
  await dialog.getByLabel('显示名称').fill('发货员小周');
  await dialog.getByLabel(/^初始密码/).fill(password);
  await dialog.getByRole('checkbox', { name: '订单', exact: true }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '新建' }).click();
  await expect(page.getByText(`已新建员工 ${username}`)).toBeVisible();
  await toLastPage(page);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('订单');
  await expect(row).toContainText('未绑定');
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-staff');

  // 角色与权限: the 订单 role's permissions by their labels.
  await page
    .getByRole('complementary', { name: '后台菜单' })
    .getByRole('link', { name: '角色与权限' })
    .click();
  await expect(page.getByRole('heading', { name: '角色列表' })).toBeVisible();
  const clerkRole = page.getByRole('row', { name: /^订单 内置/ });
  await expect(clerkRole).toContainText('查看订单、发货、发货前取消订单');
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-roles');

  // The clerk's first login: password, the authenticator, the recovery codes, the 工作台.
  await context.clearCookies();
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '下一步' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('验证码').fill(await generate({ secret }));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await Promise.all([
    page.waitForURL(/\/admin$/),
    page.getByRole('button', { name: '已保存，进入后台' }).click(),
  ]);
  const menu = page.getByRole('complementary', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible();
  await expect(menu.getByText('财务')).toHaveCount(0);
  await expect(menu.getByText('员工管理')).toHaveCount(0);
  const clerk = (await context.cookies()).find((cookie) => cookie.name === 'staff_session')!.value;
  const refused = await callStore(baseURL!, 'GET', '/admin/transfers', {}, clerk);
  expect(refused.envelope).toMatchObject({ code: 403, obj: { permission: 'finance.transfers' } });

  // A buyer's order, paid on credit (set up through the API), shipped by the clerk.
  const member = await login();
  await signInStaff(context, baseURL!, clerk);
  const { sku } = await freelySoldSku(baseURL!, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  const me = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  const creditLine = { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 };
  await storeObj(baseURL!, 'POST', '/admin/credit/set', creditLine, admin);
  await storeObj(baseURL!, 'POST', '/pay/credit', { number: order.number }, member.session);
  await page.goto(`/admin/orders/${order.number}`);
  await waitForHydration(page);
  await pick(page, '物流公司', '顺丰速运');
  await page.getByLabel('运单号').fill('SF2026112701');
  await page.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${order.number}`) })).toContainText(
    '已发货',
  );

  // 操作日志: the administrator finds the shipment by the order number, with who did it and what changed.
  await signInStaff(context, baseURL!, admin);
  await page.goto('/admin/audit');
  await waitForHydration(page);
  await page.getByLabel('操作对象编号').fill(order.number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`target=${order.number}`));
  // Other journeys' shipments are in the log too: the row is this order's (the filter's answer may still
  // be on its way when the address has changed).
  const shipped = page.getByRole('row', { name: new RegExp(`/admin/orders/ship.*${order.number}`) });
  await expect(shipped).toContainText('发货员小周');
  await expect(shipped).toContainText('发货');
  await expect(shipped).toContainText(`订单 ${order.number}`);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('操作对象编号')).toHaveValue(order.number);
  await shipped.getByRole('button', { name: /展开/ }).click();
  await expect(page.getByText(/paid → shipped/)).toBeVisible();
  await expect(page.getByText(/顺丰速运/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await sheet).suggestedFilename()).toMatch(/^操作日志_.+\.xlsx$/);
  await shootBoth(page, 'console-audit');
});

test('when the administrator makes a role and gives it to a staff member, resets their password and disables them, then each is said and shown', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await operatorSession(baseURL!);
  const username = `checker${Date.now() % 100_000}`;
  const roleName = `质检${Date.now() % 10_000}`;
  await storeObj(
    baseURL!,
    'POST',
    '/admin/staff/create',
    { username, name: '质检员', password: 'checker-password-1', roles: ['订单'] },
    admin,
  );
  await signInStaff(context, baseURL!, admin);
  await page.setViewportSize({ width: 1366, height: 900 });

  // 角色与权限: a new role with one permission of 订单 and one of 商品.
  await page.goto('/admin/staff/roles');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建角色' }).click();
  const editor = page.getByRole('dialog', { name: '新建角色' });
  await editor.getByLabel('角色名称').fill(roleName);
  await editor.getByRole('group', { name: '订单' }).getByRole('checkbox', { name: '查看订单' }).check();
  await editor.getByRole('checkbox', { name: '查看询价登记' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已新建角色 ${roleName}`)).toBeVisible();
  const role = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(role).toContainText('订单查看订单');
  await expect(role).toContainText('商品查看询价登记');

  // 员工管理: the role given, a new password handed over, the account disabled and enabled again.
  await page.goto('/admin/staff');
  await waitForHydration(page);
  await toLastPage(page);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await row.getByRole('button', { name: '分配角色' }).click();
  const roles = page.getByRole('dialog', { name: '分配角色：质检员' });
  await roles.getByRole('checkbox', { name: '订单', exact: true }).uncheck();
  await roles.getByRole('checkbox', { name: roleName }).check();
  await roles.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已更新 ${username} 的角色`)).toBeVisible();
  await expect(row).toContainText(roleName);
  await expect(row.getByText('订单', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog', { name: '重置密码：质检员' });
  const password = await reset.getByLabel(/^新密码/).inputValue();
  expect(password).toHaveLength(14);
  await reset.getByRole('button', { name: '重置' }).click();
  await expect(page.getByText(`已重置 ${username} 的密码`)).toBeVisible();
  const login = await callStore(baseURL!, 'POST', '/admin/auth/password', { username, password });
  expect(login.envelope.code).toBe(200);

  await row.getByRole('button', { name: '停用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已停用 质检员')).toBeVisible();
  await expect(row).toContainText('已停用');
  await row.getByRole('button', { name: '启用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已启用 质检员')).toBeVisible();
  await expect(row).toContainText('正常');
});

/** Staff are listed oldest first, 20 a page, and other journeys add theirs: the newest is on the last. */
async function toLastPage(page: Page) {
  const pages = page.getByRole('listitem').filter({ hasText: /^\d+$/ });
  if ((await pages.count()) > 1) await pages.last().click();
}
