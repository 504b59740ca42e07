import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { callStore, freshPhone, lastSmsCode } from './store-api.ts';

test('when a visitor opens a member page, then logging in by SMS code brings them back to it', async ({
  page,
  baseURL,
}) => {
  const phone = freshPhone();
  await callStore(baseURL!, 'POST', '/sms/send', { phone, purpose: 'register' });
  await callStore(baseURL!, 'POST', '/register/mobile', { phone, code: lastSmsCode(phone) });

  await new Promise((r) => setTimeout(r, 1100)); // the e2e server's resend interval is 1 s
  await page.goto('/user/order');
  await expect(page).toHaveURL('/login?redirect=%2Fuser%2Forder');
  await waitForHydration(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(lastSmsCode(phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL('/user/order');
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
});

test('when the code is wrong, then the server’s message shows and the visitor stays on /login', async ({
  page,
  baseURL,
}) => {
  const phone = freshPhone();
  await callStore(baseURL!, 'POST', '/sms/send', { phone, purpose: 'register' });
  await callStore(baseURL!, 'POST', '/register/mobile', { phone, code: lastSmsCode(phone) });
  await new Promise((r) => setTimeout(r, 1100));
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeVisible();
  const code = lastSmsCode(phone);
  await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toasts(page)).toContainText('验证码错误');
  await expect(page).toHaveURL('/login');
});

test('when a logged-in member opens /login, then they are sent home', async ({ page, login }) => {
  await login();
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});
