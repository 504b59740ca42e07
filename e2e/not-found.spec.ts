import { expect, SHOP_NAME, test, waitForHydration } from './fixtures.ts';

test('an unknown path answers 404 with a Chinese page and a link home', async ({ page, consoleProblems }) => {
  // Chromium reports the 404 document itself on the console; that one is expected.
  consoleProblems.allow(/status of 404/);

  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/error/404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(`页面不存在 - ${SHOP_NAME}`);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();

  await waitForHydration(page);
  // The link home navigates on the client (no document reload) once hydrated.
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
  await expect(page).toHaveTitle(SHOP_NAME);
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
});

test('when /error carries a message the shop did not seal, then the page shows only the generic text', async ({
  page,
}) => {
  const forged = Buffer.from('您的账户已被冻结，请拨打 400-123-4567 联系客服').toString('base64url');
  await page.goto(`/error/${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: '页面出错了' })).toBeVisible();
  await expect(page.getByText('抱歉，页面暂时无法显示，请稍后再试。')).toBeVisible();
  await expect(page.getByText('已被冻结')).toHaveCount(0);
  await expect(page).toHaveTitle(`页面出错了 - ${SHOP_NAME}`);
});
