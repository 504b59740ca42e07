import type { Page } from '@playwright/test';
import { expect, type Member, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** A product anyone may buy with a SKU whose stock the item page shows as a number (库存 N, N < 100). */
async function countedSku(baseURL: string, member: Member) {
  const { productId, sku } = await freelySoldSku(baseURL, member, 3, (s) => s.stock < 100);
  return { product: { id: productId }, sku };
}

/** An unpaid order placed through the store's own API, as the confirmation page does. */
function unpaidOrder(baseURL: string, member: Member, skuId: number, quantity: number) {
  return placeUnpaidOrder(baseURL, member, [{ sku_id: skuId, quantity }], { po_number: 'PO-E2E-001' });
}

test('when a member cancels an unpaid order, then it is under 已取消 and the item page shows the stock back', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const { product, sku } = await countedSku(baseURL!, member);
  const order = await unpaidOrder(baseURL!, member, sku.id, 2);

  await open(page, `/item/${product.id}`);
  const row = page.getByRole('row').filter({ hasText: sku.sku });
  await expect(row).toContainText(`库存 ${sku.stock - 2}`);

  await open(page, '/user/order');
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expect(page.getByRole('link', { name: /待付款\s*1/ })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.number}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: `订单 ${order.number}` })).toBeVisible();
  await expect(page.getByText('PO-E2E-001')).toBeVisible();
  await expect(page.getByRole('link', { name: '去支付' })).toHaveAttribute(
    'href',
    `/pay?number=${order.number}`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The toast follows the cancel call, which shares the embedded database with other work.
  await expect(toasts(page)).toContainText('订单已取消', { timeout: 15_000 });
  await expect(page.locator('.lm-order-detail__head')).toContainText('已取消');
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '买家：买家取消' })).toBeVisible();

  await open(page, '/user/order?state=cancelled');
  await expect(page.getByRole('link', { name: /已取消\s*1/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();

  await open(page, `/item/${product.id}`);
  await expect(page.getByRole('row').filter({ hasText: sku.sku })).toContainText(`库存 ${sku.stock}`);
});

test("when a member opens another member's order, then it is the not-found page", async ({
  page,
  baseURL,
  login,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 404/);
  const owner = await login();
  const { sku } = await countedSku(baseURL!, owner);
  const order = await unpaidOrder(baseURL!, owner, sku.id, 1);
  await page.context().clearCookies();
  await login();
  const response = await page.goto(`/user/order/${order.number}`);
  expect(response?.status()).toBe(404);
  const sheet = await page.request.get(`/user/order/${order.number}/sheet?kind=delivery`);
  expect(sheet.headers()['content-type'] ?? '').not.toContain('spreadsheet');
});

test('when a member downloads the delivery list, then it is an .xlsx named after the order', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const { sku } = await countedSku(baseURL!, member);
  const order = await unpaidOrder(baseURL!, member, sku.id, 1);
  await open(page, `/user/order/${order.number}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '导出送货单' }).click();
  expect((await download).suggestedFilename()).toBe(`送货单-${order.number}.xlsx`);
});

for (const width of [1366, 375]) {
  test(`when the order pages load at ${width} px, then they are captured for review`, async ({
    page,
    baseURL,
    login,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    const member = await login();
    const { sku } = await countedSku(baseURL!, member);
    const order = await unpaidOrder(baseURL!, member, sku.id, 1);
    await unpaidOrder(baseURL!, member, sku.id, 1);
    await open(page, '/user/order');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`orders-${width}.png`), fullPage: true });
    await open(page, `/user/order/${order.number}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`order-detail-${width}.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '取消订单' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`order-print-${width}.png`), fullPage: true });
  });
}
