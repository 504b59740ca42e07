// Content journeys (issue 23): sharing an article, and a solution's bundle going into the 采购单.
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, cartBadge } from './purchasing-data.ts';

test('when a reader shares an application note to Weibo, then a new window opens the share page with its address and title', async ({
  page,
  context,
}) => {
  // The share site is not loaded: the closed network has none, and a journey must not depend on one.
  await context.route('https://service.weibo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>share</title>' }),
  );
  await page.goto('/article');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '资讯分类' }).getByRole('link', { name: '应用笔记' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '应用笔记' })).toBeVisible();
  const title = 'HPLC 流动相配制：溶剂纯度、过滤与脱气';
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - 蓝标实验商城`);
  expect(await axeViolations(page)).toEqual([]);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/article\/\d+$/);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '分享到新浪微博' }).click();
  const popup = await popupOpened;
  const shared = new URL(popup.url());
  expect(shared.origin + shared.pathname).toBe('https://service.weibo.com/share/share.php');
  expect(shared.searchParams.get('url')).toBe(canonical);
  expect(shared.searchParams.get('title')).toBe(title);
  // Opened without an opener: the other site cannot reach back into the store's window.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();

  // 下一篇 leads on to the next note of the same category.
  await page.getByRole('navigation', { name: '相邻文章' }).getByRole('link').last().click();
  await expect(page.getByRole('heading', { level: 1, name: /EDTA 络合滴定法/ })).toBeVisible();
});

test('when a visitor finds a solution, logs in and uses 一键加入采购单, then the whole bundle is in the 采购单', async ({
  page,
  login,
}) => {
  await page.goto('/programme');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'DNA 琼脂糖凝胶电泳入门方案（TAE 体系）' }).click();
  const bundle = page.getByRole('table', { name: '方案产品' });
  await expect(bundle.getByRole('row')).toHaveCount(8);
  // A visitor sees no price, and the button asks them to log in first.
  await expect(bundle.getByRole('link', { name: '登录询价' })).toHaveCount(7);
  await page.getByRole('link', { name: '一键加入采购单' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprogramme%2F1$/);

  await login();
  await page.goto('/programme/1');
  await waitForHydration(page);
  await expect(page.getByText(/合计：¥/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '一键加入采购单' }).click();
  await expect(toasts(page)).toContainText('方案产品已加入采购单');
  await expect(cartBadge(page)).toHaveText('7');

  await page.goto('/cart');
  for (const sku of ['BY-B00058-5G', 'BY-B00001-100G', 'LB-C00516-100G', 'BY-G00017', 'AJD-G00015-200UL'])
    await expect(page.getByText(sku, { exact: true })).toBeVisible();
});
