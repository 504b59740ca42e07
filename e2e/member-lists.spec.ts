import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Member, test, toasts, waitForHydration } from './fixtures.ts';
import { callStore } from './store-api.ts';

interface ListedProduct {
  id: number;
  name: string;
}

interface DetailSku {
  id: number;
  sku: string;
  price?: string;
  min_qty: number;
  step: number;
  on_sale: boolean;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** The yuan string the API answers, as the pages show it: ¥1,234.50. */
const money = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);

async function search(baseURL: string, keyword: string): Promise<ListedProduct> {
  const found = await callStore(baseURL, 'GET', '/product/list', { keyword, sort: 'relevance', index: 1 });
  expect(found.envelope.code, found.envelope.message).toBe(200);
  const first = (found.envelope.obj as { list: ListedProduct[] }).list[0];
  expect(first, `a product for ${keyword}`).toBeTruthy();
  return first!;
}

/** A SKU of the product on which a usual quantity of 3 is allowed, with the member's price. */
async function skuTakingThree(baseURL: string, member: Member, productId: number): Promise<DetailSku> {
  const detail = await callStore(baseURL, 'GET', '/product/detail', { id: productId }, member.session);
  expect(detail.envelope.code, detail.envelope.message).toBe(200);
  const skus = (detail.envelope.obj as { skus: DetailSku[] }).skus;
  const sku = skus.find((s) => s.on_sale && s.min_qty <= 3 && (3 - s.min_qty) % s.step === 0);
  expect(sku, 'an on-sale SKU that takes 3').toBeTruthy();
  return sku!;
}

async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: '消息提醒' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test('when a visitor opens the browsing history, then they are sent to log in and back', async ({ page }) => {
  await page.goto('/user/history');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fhistory$/);
});

test('when a member has viewed products, then the history lists them under 今天; one is deleted, then all are cleared', async ({
  page,
  baseURL,
  login,
}) => {
  await login();
  const acetonitrile = await search(baseURL!, '乙腈');
  const methanol = await search(baseURL!, '甲醇');
  for (const product of [methanol, acetonitrile]) {
    // The item page records a member's visit from the browser once it has loaded.
    const recorded = page.waitForResponse((response) => response.url().includes('/api/user/history/add'));
    await open(page, `/item/${product.id}`);
    await recorded;
  }

  const response = await page.goto('/user/history');
  // Member data: never in a shared cache.
  expect(response?.headers()['cache-control']).toContain('no-store');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^浏览记录 - /);
  const list = page.getByRole('region', { name: '浏览过的商品' });
  await expect(list.getByRole('heading', { name: '今天', level: 2 })).toBeVisible();
  const card = (product: ListedProduct) => list.getByRole('article', { name: product.name, exact: true });
  // Newest first.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(acetonitrile.name);
  await expect(card(acetonitrile).getByRole('link', { name: acetonitrile.name })).toHaveAttribute(
    'href',
    `/item/${acetonitrile.id}`,
  );
  await expect(card(acetonitrile)).toContainText(/¥[\d,]+\.\d{2} 起/);
  expect(await violations(page)).toEqual([]);

  await card(acetonitrile)
    .getByRole('button', { name: `删除浏览记录：${acetonitrile.name}` })
    .click();
  await confirmDialog(page);
  await expect(card(acetonitrile)).toHaveCount(0);
  await expect(card(methanol)).toBeVisible();

  await page.getByRole('button', { name: '清空', exact: true }).click();
  await confirmDialog(page);
  await expect(page.getByText('未找到相关信息')).toBeVisible();
  await expect(page.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/list');
  await page.reload();
  await expect(page.getByText('未找到相关信息')).toBeVisible();
});

test('when a member adds a SKU by 货号, then the list shows it with price and quantity; quantities persist, it goes to the cart, and it can be removed', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const product = await search(baseURL!, '乙腈');
  const sku = await skuTakingThree(baseURL!, member, product.id);
  const label = `${product.name}（${sku.sku}）`;

  await open(page, '/user/collect');
  await expect(page.getByText('未找到相关信息')).toBeVisible();
  await page.getByRole('link', { name: '按货号添加', exact: true }).first().click();
  await expect(page).toHaveURL(/\/user\/collect\/item$/);
  await expect(page.getByRole('heading', { name: '按货号添加', level: 1 })).toBeVisible();

  const code = page.getByRole('textbox', { name: '货号' });
  await code.fill('NO-SUCH-0000');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toHaveText('货号不存在');

  // 货号 are matched whatever their case.
  await code.fill(sku.sku.toLowerCase());
  await page.getByRole('button', { name: '查询' }).click();
  const found = page.getByRole('form', { name: '查询结果' });
  await expect(found).toContainText(product.name);
  await expect(found).toContainText(money(fenOf(sku.price!)));
  expect(await violations(page)).toEqual([]);
  await found.getByRole('textbox', { name: `${label}的数量` }).fill('3');
  await found.getByRole('button', { name: '加入常购清单' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已加入常购清单，常购数量 3' })).toBeVisible();
  await expect(found).toHaveCount(0);
  await page.getByRole('link', { name: '查看常购清单' }).click();

  await expect(page).toHaveURL(/\/user\/collect$/);
  const row = page.getByRole('article', { name: product.name, exact: true });
  const quantity = row.getByRole('textbox', { name: `${label}的数量` });
  await expect(quantity).toHaveValue('3');
  await expect(row).toContainText(sku.sku);
  await expect(row).toContainText(money(fenOf(sku.price!)));
  await expect(row).toContainText(money(fenOf(sku.price!) * 3));
  expect(await violations(page)).toEqual([]);

  // +1 step, saved after the debounce: still there after a reload.
  const more = 3 + sku.step;
  const saved = page.waitForResponse((response) => response.url().includes('/api/user/collect/edit'));
  await row.getByRole('button', { name: `增加${label}的数量` }).click();
  await expect(quantity).toHaveValue(String(more));
  await saved;
  await page.reload();
  await waitForHydration(page);
  await expect(quantity).toHaveValue(String(more));
  await expect(row).toContainText(money(fenOf(sku.price!) * more));

  const cart = page.getByRole('link', { name: /^我的采购单/ });
  await expect(cart).toHaveAccessibleName(/0 件货品/);
  await row.getByRole('checkbox', { name: `选择 ${label}` }).check();
  await expect(page.getByText('已选 1 件')).toBeVisible();
  await page.getByRole('button', { name: '加入采购单' }).click();
  await expect(toasts(page)).toContainText('已加入采购单');
  await expect(cart).toHaveAccessibleName(/1 件货品/);
  const count = await callStore(baseURL!, 'GET', '/user/cart/count', {}, member.session);
  expect(count.envelope.obj).toBe(1);

  await row.getByRole('button', { name: `删除 ${label}` }).click();
  await confirmDialog(page);
  await expect(page.getByText('未找到相关信息')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('when a member collects a pack size from its item page with a usual quantity, then the frequent-purchase list shows it', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const product = await search(baseURL!, '甲醇');
  const sku = await skuTakingThree(baseURL!, member, product.id);
  const label = `${product.name}（${sku.sku}）的数量`;

  await open(page, `/item/${product.id}`);
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').filter({ hasText: sku.sku });
  const quantity = row.getByRole('textbox', { name: label });
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('3');
  await row.getByRole('button', { name: '加入常购清单' }).click();
  await expect(toasts(page)).toContainText('已加入常购清单');

  await open(page, '/user/collect');
  const entry = page.getByRole('article', { name: product.name, exact: true });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(sku.sku);
  await expect(entry.getByRole('textbox', { name: label })).toHaveValue('3');
  await expect(entry).toContainText(money(fenOf(sku.price!)));
});
