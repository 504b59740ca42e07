import { expect, test, waitForHydration } from './fixtures.ts';

// Header search: suggestions as the buyer types (products, categories, brands), and plain searches.

test('when the buyer types 乙腈 and picks the first suggestion by keyboard, then its item page opens', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('乙腈');
  const listbox = page.getByRole('listbox', { name: '搜索建议' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('乙腈');
  await expect(first).toContainText('75-05-8');

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '乙腈' })).toBeVisible();
  await expect(listbox).toBeHidden();
});

test('when a brand is suggested and clicked, then the list of that brand opens', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('华析');
  const brands = page.getByRole('group', { name: '品牌' });
  await brands.getByRole('option', { name: '华析', exact: true }).click();
  await expect(page).toHaveURL(/\/list\?filter=product_brand_id%3A\d+$/);
  await expect(page.getByRole('link', { name: /^华析 \(\d+\) （已选）$/ })).toBeVisible();
});

test('when Escape is pressed or the box is emptied, then the suggestions close', async ({ page }) => {
  await page.goto('/list');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  const listbox = page.getByRole('listbox', { name: '搜索建议' });
  await box.fill('色谱');
  await expect(listbox.getByRole('group', { name: '分类' }).getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await box.fill('');
  await expect(listbox).toBeHidden();
});

test('when a CAS number is searched, then 乙腈 comes first', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('75-05-8');
  await box.press('Enter');
  await expect(page).toHaveURL('/list?keyword=75-05-8');
  await expect(page.getByRole('heading', { level: 1, name: '“75-05-8”的搜索结果' })).toBeVisible();
  const results = page.getByRole('region', { name: '商品列表' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('乙腈');
  await expect(box).toHaveValue('75-05-8');
});

test('when nothing matches, then the list says 未找到相关信息', async ({ page }) => {
  await page.goto('/list?keyword=qqqzzzxxx');
  await expect(page.getByText('未找到相关信息')).toBeVisible();
  await expect(page.getByText('共 0 件商品')).toBeVisible();
});

test('when the search form is used before the page hydrates, then it still lands on the list', async ({
  browser,
  baseURL,
}) => {
  // No JavaScript at all: the header's plain GET form does the work.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('combobox', { name: '搜索关键词' }).fill('乙腈');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/list\?filter=&keyword=%E4%B9%99%E8%85%88$/);
  await expect(page.getByRole('heading', { level: 1, name: '“乙腈”的搜索结果' })).toBeVisible();
  await context.close();
});
