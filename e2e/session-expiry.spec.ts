import { expect, test, waitForHydration } from './fixtures.ts';
import { callStore } from './store-api.ts';
import { PNG } from './test-files.ts';

test('when two calls fail together on an expired session, then one dialog asks to log in again and leads to /login', async ({
  page,
  login,
  baseURL,
}) => {
  const member = await login();
  await page.goto('/user/config');
  await waitForHydration(page);

  // The session ends on the server (as after a logout elsewhere); the page does not know yet.
  const ended = await callStore(baseURL!, 'POST', '/user/logout', {}, member.session);
  expect(ended.envelope.code).toBe(200);

  // Hold API answers back a moment so both calls are in flight when the first 503 arrives.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });

  // Two actions at once: a nickname change and an avatar upload (which first asks for an upload token).
  await page.getByRole('button', { name: '修改昵称' }).click();
  const nickname = page.getByRole('dialog', { name: '修改昵称' });
  await nickname.getByLabel('昵称').fill('过期的会话');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
  await nickname.getByRole('button', { name: /^保\s?存$/ }).click();

  const expired = page.getByRole('alertdialog');
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('登录状态已过期，请重新登录');
  await expect
    .poll(() => calls.filter((c) => c === '/api/oss/token' || c === '/api/user/edit/nick_name').length)
    .toBe(2);
  // Both answers are in; still exactly one dialog, with its single button.
  await page.waitForTimeout(2000);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await expect(expired.getByRole('button')).toHaveCount(1);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expired.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
});
