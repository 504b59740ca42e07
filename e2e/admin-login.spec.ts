import { generate } from 'otplib';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { callStore, operatorSession, storeObj } from './store-api.ts';

/*
 * A staff member's first login on /admin/login: user name and password, the authenticator's QR code
 * (the journey reads the secret printed beside it, as an app would from the code), its first code,
 * the recovery codes; the second login asks for a code at once. Lockout, replay and sessions are API
 * tests (apps/api/src/operators/staff-*.test.ts).
 */

test('when a staff member logs in for the first time, then they enrol an authenticator, get recovery codes, and later log in with its code', async ({
  page,
  baseURL,
}) => {
  const username = `clerk${Date.now() % 100_000}`;
  const password = 'clerk-password-1';
  await storeObj(
    baseURL!,
    'POST',
    '/admin/staff/create',
    { username, name: '发货员', password, roles: ['订单'] },
    await operatorSession(baseURL!),
  );

  await page.goto('/admin/login');
  await waitForHydration(page);
  // A page of its own: the shop's name and the console's, none of the storefront's header or cart.
  await expect(page.getByText('· 运营后台')).toBeVisible();
  await expect(page.getByRole('link', { name: /我的采购单/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-login-1366.png' });
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('img', { name: '身份验证器二维码' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('验证码').fill(await generate({ secret }));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);

  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '下一步' }).click();
  // The enrolment's time step is spent: the next step's code, within the window.
  await page
    .getByLabel(/6位验证码/)
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  const staffCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'staff_session');
  const enrolled = await staffCookie();
  expect(enrolled).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  await Promise.all([page.waitForURL(/\/admin$/), page.getByRole('button', { name: '登录' }).click()]);
  // An 订单 clerk's console: the 工作台 and 订单, no 财务; the API refuses 财务's calls too.
  const menu = page.getByRole('complementary', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible();
  await expect(menu.getByText('财务')).toHaveCount(0);
  const refused = await callStore(baseURL!, 'GET', '/admin/transfers', {}, (await staffCookie())!.value);
  expect(refused.envelope).toMatchObject({ code: 403, obj: { permission: 'finance.transfers' } });
  // A new staff session of its own.
  expect((await staffCookie())?.value).not.toBe(enrolled!.value);
});
