import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { callStore, freshPhone, lastSmsCode } from './store-api.ts';

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
/** The e2e server's resend interval per number is 1 s. */
const resendInterval = () => new Promise((resolve) => setTimeout(resolve, 1100));

let counter = 0;
const freshUsername = () => `e2e_${Date.now() % 1_000_000}_${++counter}`;

async function fillAccountInfo(page: Page, values: { username: string; password: string; confirm?: string }) {
  await page.getByLabel('单位名称').fill('复旦大学药学院');
  await page.getByLabel('联系人姓名').fill('赵敏');
  await page.getByLabel('电子邮箱').fill('zhaomin@example.edu.cn');
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill(values.username);
  await page.getByLabel('登录密码').fill(values.password);
  await page.getByLabel('确认密码').fill(values.confirm ?? values.password);
}

test('when a visitor registers, then the three steps take them from their mobile number to a logged-in member awaiting verification', async ({
  page,
  baseURL,
}) => {
  const phone = freshPhone();
  await page.goto('/register');
  await waitForHydration(page);
  const steps = page.getByRole('list', { name: '注册步骤' });
  await expect(steps.getByRole('listitem')).toHaveText(['1验证手机', '2填写账户信息', '3注册成功']);
  await expect(steps.locator('[aria-current="step"]')).toContainText('验证手机');

  // Step 1: the code comes from the outbox.
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(lastSmsCode(phone));
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 2: account info; the form checks the patterns before anything is sent.
  await expect(page).toHaveURL('/register/datum');
  await expect(page.getByRole('heading', { name: '填写账户信息' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText('填写账户信息');
  const username = freshUsername();
  await fillAccountInfo(page, { username: 'ab', password: 'Lab.2026', confirm: 'Lab.2027' });
  await page.getByRole('button', { name: '提交' }).click();
  // Under the fields, and the first of them as a toast too (SPEC §5).
  const inline = page.locator('.ant-form-item-explain-error');
  await expect(inline.getByText('用户名为4-20位字母、数字、汉字、下划线或短横线')).toBeVisible();
  await expect(inline.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(toasts(page)).toContainText('用户名为4-20位字母、数字、汉字、下划线或短横线');
  await fillAccountInfo(page, { username, password: 'Lab.2026' });
  await page.getByRole('button', { name: '提交' }).click();

  // Step 3.
  await expect(page).toHaveURL('/register/success');
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText('注册成功');
  await expect(page.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/user/datum');
  await expect(page.getByRole('link', { name: '进入个人中心' })).toHaveAttribute('href', '/user');
  const shortcuts = page.getByRole('navigation', { name: '账户与快捷入口' });
  await expect(shortcuts.getByRole('button', { name: /我的账户/ })).toContainText(masked(phone));

  // Awaiting verification now: step 2 is closed, and the verification page says so.
  await page.goto('/register/datum');
  await expect(page).toHaveURL('/');
  await page.goto('/user/datum');
  await expect(page.getByTestId('verification-state')).toHaveText('审核中');

  // The username and password work for a password login.
  const login = await callStore(baseURL!, 'POST', '/login/password', {
    account: username,
    password: 'Lab.2026',
  });
  expect(login.envelope.code, login.envelope.message).toBe(200);
});

test('when a registered mobile tries to register again, then the server’s message offers the login page', async ({
  page,
  baseURL,
}) => {
  const phone = freshPhone();
  await callStore(baseURL!, 'POST', '/sms/send', { phone, purpose: 'register' });
  await callStore(baseURL!, 'POST', '/register/mobile', { phone, code: lastSmsCode(phone) });
  await resendInterval();

  await page.goto('/register');
  await waitForHydration(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const notice = page.getByRole('alert').filter({ hasText: '该手机号已注册，请直接登录' });
  await expect(notice).toBeVisible();
  // No code was sent: the button is available again at once.
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await notice.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL('/login');
});

test('when the username is taken, then step 2 says so under the field and the member stays on it', async ({
  page,
  baseURL,
  login,
}) => {
  // Someone else took the name first.
  const taken = freshUsername();
  const other = freshPhone();
  await callStore(baseURL!, 'POST', '/sms/send', { phone: other, purpose: 'register' });
  const otherMember = await callStore(baseURL!, 'POST', '/register/mobile', {
    phone: other,
    code: lastSmsCode(other),
  });
  const took = await callStore(
    baseURL!,
    'POST',
    '/register/datum',
    {
      organisation: '华东师范大学',
      contact_name: '钱进',
      email: 'qian@example.edu.cn',
      username: taken,
      password: 'Lab.2026',
    },
    otherMember.session,
  );
  expect(took.envelope.code, took.envelope.message).toBe(200);

  await login();
  await page.goto('/register/datum');
  await waitForHydration(page);
  await fillAccountInfo(page, { username: taken.toUpperCase(), password: 'Lab.2026' });
  await page.getByRole('button', { name: '提交' }).click();
  const usernameItem = page.locator('.ant-form-item', {
    has: page.getByRole('textbox', { name: '用户名', exact: true }),
  });
  await expect(usernameItem).toContainText('该用户名已被使用，请换一个');
  await expect(page).toHaveURL('/register/datum');
});

test('when /register loads, then axe finds no violations', async ({ page }) => {
  await page.goto('/register');
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
});
