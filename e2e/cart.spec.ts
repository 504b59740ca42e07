import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { addToCart, axeViolations, cartBadge, fenOf, money, plainSku } from './purchasing-data.ts';

test('when a visitor opens the 采购单, then they are sent to log in and back', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
});

test('when a member has two lines, then they change a quantity, unselect one, remove one, and end at the empty 采购单', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const first = await plainSku(baseURL!, member, '氯化钠');
  const second = await plainSku(baseURL!, member, '氯化钾');
  await addToCart(baseURL!, member, [
    { sku_id: first.id, quantity: 1 },
    { sku_id: second.id, quantity: 2 },
  ]);

  const response = await page.goto('/cart');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '我的采购单' })).toBeVisible();
  const lines = page
    .getByRole('list', { name: '采购单中的货品' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2 }),
    });
  await expect(lines).toHaveCount(2);
  await expect(cartBadge(page)).toHaveText('2');
  const total = page.locator('.lm-collect-bar__total');
  await expect(total).toHaveText(money(fenOf(first.price) + 2 * fenOf(second.price)));
  expect(await axeViolations(page)).toEqual([]);

  // 1 → 2 of the first: its subtotal and the total follow the server.
  const firstLine = lines.filter({ hasText: first.sku });
  await firstLine.getByRole('button', { name: `增加${first.name}（${first.sku}）的数量` }).click();
  await expect(firstLine.getByRole('textbox', { name: `${first.name}（${first.sku}）的数量` })).toHaveValue(
    '2',
  );
  await expect(firstLine.locator('.lm-cart-row__subtotal strong')).toHaveText(money(2 * fenOf(first.price)));
  await expect(total).toHaveText(money(2 * fenOf(first.price) + 2 * fenOf(second.price)));

  // Unselect the second: the total is the first line's alone.
  const secondLine = lines.filter({ hasText: second.sku });
  await secondLine.getByRole('checkbox', { name: `选择 ${second.name}（${second.sku}）` }).uncheck();
  await expect(total).toHaveText(money(2 * fenOf(first.price)));
  await expect(page.getByText('已选 1 种，共 2 件')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '全选' })).not.toBeChecked();

  // Remove the first: one line left, the badge says 1.
  await firstLine.getByRole('button', { name: `删除 ${first.name}（${first.sku}）` }).click();
  await page.getByRole('dialog', { name: '消息提醒' }).getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('已删除');
  await expect(lines).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText('1');
  // Nothing selected now: 去结算 waits, and says why.
  await expect(page.getByRole('button', { name: '去结算' })).toBeDisabled();
  await expect(page.getByText('请勾选要结算的货品')).toBeVisible();

  // Remove the last: the empty 采购单 leads to the catalogue.
  await secondLine.getByRole('button', { name: `删除 ${second.name}（${second.sku}）` }).click();
  await page.getByRole('dialog', { name: '消息提醒' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('您的采购单没有货品')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('0');
  await expect(page.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/list');
  expect(await axeViolations(page)).toEqual([]);
});

test('when the selected lines are ordered, then 去结算 opens the order page for the cart', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const sku = await plainSku(baseURL!, member, '蔗糖');
  await addToCart(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\?source=2$/);
  const cookies = await page.context().cookies();
  const orderList = cookies.find((cookie) => cookie.name === 'order_list');
  expect(JSON.parse(decodeURIComponent(orderList!.value))).toEqual({ source: 2 });
});
