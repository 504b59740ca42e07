import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures.ts';

// Search that forgives (issue 24): a misspelt name still finds the product; a search that finds nothing
// offers 您是不是要找, the nearest categories, quick order and an inquiry form that reaches the merchant.

test('when a buyer types a misspelt English name and presses Enter, then the product comes first on /list', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('acetonitrle');
  // The box offers it for the same text…
  const listbox = page.getByRole('listbox', { name: '搜索建议' });
  await expect(listbox.getByRole('option').first()).toContainText('乙腈');
  // …and Enter finds it too.
  await box.press('Enter');
  await expect(page).toHaveURL('/list?keyword=acetonitrle');
  const results = page.getByRole('region', { name: '商品列表' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('乙腈');
  await expect(page.getByRole('status').filter({ hasText: '已按“acetonitrile”搜索' })).toBeVisible();
});

test('when a search finds nothing, then the page offers 您是不是要找 and the buyer can leave an inquiry', async ({
  page,
}) => {
  // Neither a homophone nor a look-alike of any name (乙晴 is found as 乙腈 by its shape, issue 32).
  await page.goto('/list?keyword=苯乙琴');
  await waitForHydration(page);
  await expect(page.getByText('未找到相关信息')).toBeVisible();
  await expect(page.getByText('您是不是要找')).toBeVisible();
  await expect(page.locator('.lm-zero__line').first().getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '知道货号？去快速下单' })).toHaveAttribute('href', '/quick');

  const form = page.getByRole('form', { name: '没找到？告诉我们您要的商品' });
  await expect(form.getByLabel('商品名称')).toHaveValue('苯乙琴');
  await form.getByLabel('商品名称').fill('氘代乙腈 99.8%');
  await form.getByLabel('CAS 号（选填）').fill('2206-26-0');
  await form.getByLabel('需要数量').fill('10 g × 2');
  await form.getByLabel('手机、电话或邮箱').fill('13800000000');
  await form.getByRole('button', { name: '提交询价' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已收到您的询价' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('.lm-list').analyze();
  expect(axe.violations).toEqual([]);
});
