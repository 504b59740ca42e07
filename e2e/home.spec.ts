import { expect, SHOP_NAME, test, waitForHydration } from './fixtures.ts';

test('home renders in zh-CN with the shop name and hydrates without console problems', async ({
  page,
  consoleProblems,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(SHOP_NAME);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u4e00-\u9fff]/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
  await expect(page.getByText('实验室试剂、耗材与仪器一站式采购')).toBeVisible();

  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(consoleProblems.unexpected()).toEqual([]);
});

test('pages are styled without JavaScript (antd styles inlined by the server where antd is used)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  expect(await page.locator('head style[data-css-hash]').count()).toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();
  await page.goto('/');
  // The page frame's stylesheet applies: the header is a white bar above a grey page.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  await context.close();
});
