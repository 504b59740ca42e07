import AxeBuilder from '@axe-core/playwright';
import { creditCodeCheckChar, idCardCheckDigit } from '@labmall/rules';
import type { Page } from '@playwright/test';
import { expect, type Member, test, toasts, waitForHydration } from './fixtures.ts';
import { callStore, freshPhone, lastSmsCode } from './store-api.ts';
import { PNG } from './test-files.ts';

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
/** The e2e server's resend interval per number is 1 s. */
const resendInterval = () => new Promise((resolve) => setTimeout(resolve, 1100));

type SessionRow = { id: number; current: boolean };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * A second login of the same member, made through the API: step 2 gives the member a password
 * (no SMS needed, so the journeys stay well inside the per-address sending limits), then a password
 * login opens another session. Returns that session's token.
 */
async function secondLogin(baseURL: string, member: Member): Promise<string> {
  const password = 'Lab.2026';
  const datum = await callStore(
    baseURL,
    'POST',
    '/register/datum',
    {
      organisation: '南京大学生命科学学院',
      contact_name: '孙伟',
      email: 'sunwei@example.edu.cn',
      username: `e2e_${member.phone}`,
      password,
    },
    member.session,
  );
  expect(datum.envelope.code, datum.envelope.message).toBe(200);
  const second = await callStore(baseURL, 'POST', '/login/password', { account: member.phone, password });
  expect(second.envelope.code, second.envelope.message).toBe(200);
  return second.session!;
}

const userIdOf = async (baseURL: string, session: string) =>
  ((await callStore(baseURL, 'GET', '/user/info', {}, session)).envelope.obj as { user_id: number }).user_id;

test('when a member logs out, then the session ends; logging in by code brings them back, listed as this browser', async ({
  page,
  login,
}) => {
  const { phone } = await login();
  await open(page, '/user/config');
  await page
    .getByRole('region', { name: '退出登录', exact: true })
    .getByRole('button', { name: '退出登录' })
    .click();
  await expect(page).toHaveURL('/login');
  const shortcuts = page.getByRole('navigation', { name: '账户与快捷入口' });
  await expect(shortcuts.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  // Ended on the server: member pages send the visitor to log in.
  await page.goto('/user/config');
  await expect(page).toHaveURL('/login?redirect=%2Fuser%2Fconfig');

  await waitForHydration(page);
  await resendInterval();
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(lastSmsCode(phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL('/user/config');
  await expect(shortcuts.getByRole('button', { name: /我的账户/ })).toContainText(masked(phone));
  const current = page
    .getByRole('list', { name: '登录设备列表' })
    .getByRole('listitem')
    .filter({ hasText: '当前设备' });
  await expect(current).toContainText(/Chrome · \w+/);
});

test('when the session is ended on the server, then the next action shows the one expiry dialog and leads to /login', async ({
  page,
  login,
  baseURL,
}) => {
  const member = await login();
  const other = await secondLogin(baseURL!, member);
  await open(page, '/user/config');

  // From the other login, end the browser's: the page does not know yet.
  const sessions = (await callStore(baseURL!, 'GET', '/user/sessions', {}, other)).envelope
    .obj as SessionRow[];
  const browsers = sessions.filter((s) => !s.current);
  expect(browsers).toHaveLength(1);
  const ended = await callStore(baseURL!, 'POST', '/user/sessions/end', { id: browsers[0]!.id }, other);
  expect(ended.envelope.code).toBe(200);

  await page.getByRole('button', { name: '更改昵称' }).click();
  const nickname = page.getByRole('dialog', { name: '修改昵称' });
  await nickname.getByLabel('昵称').fill('过期以后');
  await nickname.getByRole('button', { name: '保存' }).click();

  const expired = page.getByRole('alertdialog');
  await expect(expired).toHaveCount(1);
  await expect(expired).toContainText('登录状态已过期，请重新登录');
  await expect(expired.getByRole('button')).toHaveCount(1);
  await expired.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
  // The other login was not touched.
  expect(await userIdOf(baseURL!, other)).not.toBe(0);
});

test('when a member ends another login from the list, then that login is over and the list shows only this one', async ({
  page,
  login,
  baseURL,
}) => {
  const member = await login();
  const other = await secondLogin(baseURL!, member);
  await open(page, '/user/config');

  const list = page.getByRole('list', { name: '登录设备列表' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: '当前设备' })).toHaveCount(1);
  await list
    .getByRole('listitem')
    .filter({ hasNotText: '当前设备' })
    .getByRole('button', { name: /退出该设备/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('该设备已退出登录');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await userIdOf(baseURL!, other)).toBe(0);
});

test('when a member submits personal verification with both ID images, then the page shows it pending', async ({
  page,
  login,
}) => {
  await login();
  await open(page, '/user/datum');
  await expect(page.getByTestId('verification-state')).toHaveText('未提交');

  const kind = page.getByRole('radiogroup', { name: '认证类型' });
  await kind.getByText('个人认证').click();
  await expect(kind.getByRole('radio', { name: '个人认证' })).toBeChecked();
  await page.getByLabel('真实姓名').fill('刘洋');
  const first17 = '32010219880712345';
  const number = first17 + idCardCheckDigit(first17);
  // A wrong check digit is caught before anything is sent.
  await page.getByLabel('身份证号码').fill(first17 + (idCardCheckDigit(first17) === '1' ? '2' : '1'));
  await page.getByRole('button', { name: '提交认证' }).click();
  // Under the field, and as the toast of the refused submission (SPEC §5).
  await expect(
    page.locator('.ant-form-item-explain-error').getByText('请输入正确的身份证号码'),
  ).toBeVisible();
  await expect(toasts(page)).toContainText('请输入正确的身份证号码');
  await page.getByLabel('身份证号码').fill(number);

  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: '人像面.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '人像面.png' })).toBeVisible();
  await files.nth(1).setInputFiles({ name: '国徽面.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '国徽面.png' })).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();

  await expect(toasts(page)).toContainText('认证资料已提交');
  await expect(page.getByTestId('verification-state')).toHaveText('审核中');
  await expect(page.getByText('认证资料已提交，正在审核中，请耐心等待。')).toBeVisible();
  await expect(page.getByText(`${number.slice(0, 4)}**********${number.slice(-4)}`)).toBeVisible();
  const images = page.getByRole('list', { name: '证件照片' });
  await expect(images.getByRole('img', { name: '身份证人像面' })).toBeVisible();
  await expect(images.getByRole('img', { name: '身份证国徽面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交认证' })).toHaveCount(0);

  // Still pending after a fresh load, and in the user info that every page reads.
  await open(page, '/user/datum');
  await expect(page.getByTestId('verification-state')).toHaveText('审核中');
});

test('when an organisation’s credit code fails its check character, then the form warns, the server accepts it and the page shows the warning', async ({
  page,
  login,
}) => {
  await login();
  await open(page, '/user/datum');
  await expect(page.getByRole('radio', { name: '企业认证' })).toBeChecked();
  const first17 = '91320100MA1MXY2K3';
  const wrong = first17 + (creditCodeCheckChar(first17) === '0' ? '1' : '0');
  await page.getByLabel('单位名称').fill('南京蓝标试剂有限公司');
  await page.getByLabel('统一社会信用代码').fill(wrong);
  await page.getByLabel('联系人姓名').fill('周宁');
  await page.getByLabel('联系电话').fill('025-83591234');
  await expect(page.getByText('统一社会信用代码校验位不符，请核对；如确认无误，可继续提交')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: '执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '执照.png' })).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();

  await expect(page.getByTestId('verification-state')).toHaveText('审核中');
  await expect(page.getByRole('note')).toContainText(
    '统一社会信用代码校验位不符，请核对；如确认无误，审核人员将人工核实',
  );
  await expect(page.getByText(wrong)).toBeVisible();
});

test('when a member changes the mobile number with codes to both numbers, then the new one shows and other logins end', async ({
  page,
  login,
  baseURL,
}) => {
  const member = await login();
  const other = await secondLogin(baseURL!, member);
  await open(page, '/user/config');
  await resendInterval(); // the registration's code went to this number a moment ago

  const section = page.getByRole('region', { name: '手机号', exact: true });
  await section.getByRole('button', { name: '更换手机号' }).click();
  const step1 = page.getByRole('form', { name: '验证当前手机号' });
  await expect(step1).toContainText(masked(member.phone));
  await step1.getByRole('button', { name: '获取验证码' }).click();
  await expect(step1.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await step1.getByLabel('短信验证码').fill(lastSmsCode(member.phone));
  await step1.getByRole('button', { name: '下一步' }).click();

  const step2 = page.getByRole('form', { name: '验证新手机号' });
  const newPhone = freshPhone();
  await step2.getByLabel('新手机号').fill(newPhone);
  await step2.getByRole('button', { name: '获取验证码' }).click();
  await expect(step2.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await step2.getByLabel('短信验证码').fill(lastSmsCode(newPhone));
  await step2.getByRole('button', { name: '确认更换' }).click();

  await expect(toasts(page)).toContainText('手机号已更换');
  await expect(page.getByTestId('current-phone')).toHaveText(masked(newPhone));
  const shortcuts = page.getByRole('navigation', { name: '账户与快捷入口' });
  await expect(shortcuts.getByRole('button', { name: /我的账户/ })).toContainText(masked(newPhone));
  // This browser stays logged in; the other login is over.
  await open(page, '/user/config');
  await expect(page.getByTestId('current-phone')).toHaveText(masked(newPhone));
  expect(await userIdOf(baseURL!, other)).toBe(0);
});

test('when the account pages load, then axe finds no violations', async ({ page, login }) => {
  await login();
  for (const path of ['/register/datum', '/register/success', '/user/datum', '/user/config']) {
    await open(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map(
      (v) => `${path} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
    expect(found).toEqual([]);
  }
  // The phone and password forms, opened.
  await page.getByRole('button', { name: '更换手机号' }).click();
  await page.getByRole('button', { name: '设置密码' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
});
