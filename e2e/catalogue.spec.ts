import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { storeObj } from './store-api.ts';

// The public catalogue: /list (facets, sorting, paging), /item/{id}, /brand; prices for members only.

interface Facet {
  id: number;
  name: string;
  count: number;
}
interface ListAnswer {
  list: { id: number; name: string }[];
  total: number;
  facets: { categories: Facet[]; brands: Facet[] };
}
interface Brand {
  id: number;
  name: string;
  initial: string;
  product_count: number;
}

/** A product the demo catalogue always has (乙腈, found by its CAS number). */
async function acetonitrileId(baseURL: string): Promise<number> {
  const found = await storeObj<ListAnswer>(baseURL, 'GET', '/product/list', { keyword: '75-05-8' });
  return found.list[0]!.id;
}

/** A price as the shop shows it: ¥ then digits. */
const PRICE = /¥\s*\d/;

test('when a category and a brand are chosen through the facets and page 2 is opened, then the URL carries all of it', async ({
  page,
  baseURL,
}) => {
  const all = await storeObj<ListAnswer>(baseURL!, 'GET', '/product/list', {});
  const category = all.facets.categories[0]!;
  const inCategory = await storeObj<ListAnswer>(baseURL!, 'GET', '/product/list', {
    filter: `product_type_id:${category.id}`,
  });
  const brand = inCategory.facets.brands.find((b) => b.count > 20)!;
  const filter = `product_type_id:${category.id};product_brand_id:${brand.id}`;
  const page2 = await storeObj<ListAnswer>(baseURL!, 'GET', '/product/list', { filter, index: 2 });

  await page.goto('/list');
  await waitForHydration(page);
  const facets = page.getByRole('complementary', { name: '筛选条件' });
  await facets.getByRole('link', { name: `${category.name} (${category.count})`, exact: true }).click();
  await expect(page).toHaveURL(`/list?filter=product_type_id%3A${category.id}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(facets.getByRole('link', { name: `取消分类：${category.name}` })).toBeVisible();

  await facets.getByRole('link', { name: `${brand.name} (${brand.count})`, exact: true }).click();
  await expect(page).toHaveURL(`/list?${new URLSearchParams({ filter })}`);
  await expect(page.getByText(`共 ${brand.count} 件商品`)).toBeVisible();

  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(`/list?${new URLSearchParams({ filter, page: '2' })}`);
  const results = page.getByRole('region', { name: '商品列表' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(page2.list[0]!.name);

  await page.reload();
  await expect(page.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(page2.list[0]!.name);
  await expect(
    facets.getByRole('link', { name: `${brand.name} (${brand.count}) （已选）`, exact: true }),
  ).toBeVisible();

  // The chosen brand's link takes it away again, back to page 1 of the category.
  await facets.getByRole('link', { name: `${brand.name} (${brand.count}) （已选）`, exact: true }).click();
  await expect(page).toHaveURL(`/list?filter=product_type_id%3A${category.id}`);
});

test('when a visitor browses, then 登录询价 leads to login and back, and no page HTML holds a price', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await acetonitrileId(baseURL!);
  await page.goto('/list?keyword=75-05-8');
  const ask = page.getByRole('link', { name: '登录询价' }).first();
  await expect(ask).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/list?keyword=75-05-8')}`);
  await expect(page.getByRole('link', { name: '价格 从低到高' })).toHaveCount(0);

  await page.goto(`/item/${id}`);
  await expect(page.getByRole('link', { name: '登录询价' }).first()).toBeVisible();
  // A visitor's 加入采购单 is a way to log in that comes back here.
  await expect(page.getByRole('link', { name: '加入采购单' }).first()).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/item/${id}`)}`,
  );

  for (const path of ['/list?keyword=75-05-8', `/item/${id}`, '/list?sort=price_asc']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(PRICE);
    expect(html, path).not.toMatch(/"(?:min_)?price"/);
  }
});

test('when a member browses, then prices show on the list and the item page, and price sorting is offered', async ({
  page,
  login,
  baseURL,
}) => {
  await login();
  const id = await acetonitrileId(baseURL!);
  await page.goto('/list?keyword=75-05-8');
  const results = page.getByRole('region', { name: '商品列表' });
  await expect(results.getByText(PRICE).first()).toBeVisible();
  await page.getByRole('link', { name: '价格 从低到高' }).click();
  await expect(page).toHaveURL('/list?keyword=75-05-8&sort=price_asc');
  await expect(page.getByRole('link', { name: '价格 从低到高' })).toHaveAttribute('aria-current', 'true');

  await page.goto(`/item/${id}`);
  await expect(page.getByRole('table', { name: '包装规格' }).getByText(PRICE).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '登录询价' })).toHaveCount(0);
});

test('when a member visits an item and adds a pack size to the 采购单, then the visit is recorded and the header badge counts it', async ({
  page,
  login,
  baseURL,
}) => {
  const member = await login();
  const id = await acetonitrileId(baseURL!);
  await page.goto(`/item/${id}`);
  await waitForHydration(page);
  // The visit is in the member's browsing history.
  await expect
    .poll(async () => {
      const history = await storeObj<{ list: { product_id: number }[] }>(
        baseURL!,
        'GET',
        '/user/history/list',
        { index: 1, pageSize: 20 },
        member.session,
      );
      return history.list.map((entry) => entry.product_id);
    })
    .toEqual([id]);
  const cart = page.getByRole('link', { name: /^我的采购单/ });
  await expect(cart).toHaveAccessibleName(/0 件货品/);

  const product = await storeObj<{ name: string; skus: { id: number; sku: string }[] }>(
    baseURL!,
    'GET',
    '/product/detail',
    { id },
  );
  const sku = product.skus[0]!;
  const label = `${product.name}（${sku.sku}）的数量`;
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').nth(1);
  const quantity = row.getByRole('textbox', { name: label });
  await row.getByRole('button', { name: `增加${label}` }).click();
  await expect(quantity).toHaveValue('2');
  await row.getByRole('button', { name: '加入采购单' }).click();
  await expect(toasts(page)).toContainText('已加入采购单');
  await expect(cart).toHaveAccessibleName(/1 件货品/);

  // 立即购买 opens the order page for this pack size and quantity (the guard lets it through).
  const skuId = sku.id;
  await row.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(`/order?source=1&id=${id}&sku=${skuId}&quantity=2`);
});

test('when a brand on the brand wall is clicked, then the list shows that brand only', async ({
  page,
  baseURL,
}) => {
  const brands = await storeObj<Brand[]>(baseURL!, 'GET', '/brand/list', {});
  const brand = brands[0]!;
  await page.goto('/brand');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '品牌馆' })).toBeVisible();
  const index = page.getByRole('navigation', { name: '品牌首字母索引' });
  await expect(index.getByRole('link')).toHaveCount(new Set(brands.map((b) => b.initial)).size);

  await page.getByRole('link', { name: new RegExp(`^${brand.name} `) }).click();
  await expect(page).toHaveURL(`/list?filter=product_brand_id%3A${brand.id}`);
  await expect(page.getByText(`共 ${brand.product_count} 件商品`)).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${brand.name} (${brand.product_count}) （已选）` }),
  ).toBeVisible();
});

test('when the list is asked for something the search refuses, then the page says what is wrong', async ({
  page,
}) => {
  await page.goto(`/list?keyword=${'a'.repeat(1001)}`);
  await expect(page.getByRole('alert')).toContainText('搜索条件有误');
  await expect(page.getByRole('alert')).toContainText('关键词不能超过 1000 字');
});

test('when an item does not exist, then the 404 page answers', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 404/);
  // /item without an id leads to a product or the list (e2e/item-without-id.spec.ts).
  for (const path of ['/item/999999999', '/item/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveURL('/error/404');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  }
});

test('when an item page loads, then it carries product JSON-LD without any price', async ({
  page,
  baseURL,
}) => {
  const id = await acetonitrileId(baseURL!);
  await page.goto(`/item/${id}`);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '{}');
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe('乙腈');
  expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'CAS', value: '75-05-8' });
  expect(json).not.toMatch(/price|offers/i);
});

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

for (const width of [1280, 375]) {
  test(`when the catalogue pages load at ${width} px, then axe finds no violations`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await acetonitrileId(baseURL!);
    for (const path of ['/list?keyword=乙腈', `/item/${id}`, '/brand']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await violations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
    }
  });
}

test('when the header suggestions are open, then axe finds no violations', async ({ page }) => {
  await page.goto('/list');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: '搜索关键词' }).fill('色谱');
  await expect(page.getByRole('listbox', { name: '搜索建议' })).toBeVisible();
  await page.getByRole('combobox', { name: '搜索关键词' }).press('ArrowDown');
  expect(await violations(page)).toEqual([]);
});
