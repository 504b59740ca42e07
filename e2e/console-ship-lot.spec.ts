import { pick } from './antd-select.ts';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, type Member, test, toasts, waitForHydration } from './fixtures.ts';
import { placeUnpaidOrder } from './purchasing-data.ts';
import { operatorSession, staffSession, storeObj } from './store-api.ts';

/*
 * 批次文件 at shipping (issue 34 item 3, ADR 0046): an 订单 clerk ships a paid order from the console and
 * records the lot of its line, choosing the lot the form suggests (one with a COA); the buyer's order
 * page then names the 批号 and hands over its COA.
 */

type AdminDetail = { lines: { product_id: number; sku_id: number | null; coa: boolean }[] };
type Item = {
  controlled: unknown[];
  skus: { id: number; sku: string; min_qty: number; stock: number; on_sale: boolean }[];
};

/** A SKU anyone may buy that has a COA: one the demo store shipped from a lot with a COA. */
async function skuWithCoa(baseURL: string, operator: string, member: Member) {
  const done = await storeObj<{ list: { number: string }[] }>(
    baseURL,
    'GET',
    '/admin/orders',
    { state: 'completed', pageSize: 50 },
    operator,
  );
  for (const { number } of done.list) {
    const order = await storeObj<AdminDetail>(baseURL, 'GET', '/admin/orders/detail', { number }, operator);
    for (const line of order.lines.filter((l) => l.coa)) {
      const item = await storeObj<Item>(
        baseURL,
        'GET',
        '/product/detail',
        { id: line.product_id },
        member.session,
      );
      const sku = item.skus.find((s) => s.id === line.sku_id);
      if (item.controlled.length === 0 && sku?.on_sale && sku.stock >= sku.min_qty) return sku;
    }
  }
  throw new Error('no freely sold SKU with a COA among the demo orders');
}

test('when an 订单 clerk ships a paid order choosing the suggested 批号, then the buyer’s order page shows the 批号 and 下载 COA', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  // A buyer's order of a pack size with a COA, paid on credit (set up through the API).
  const member = await login();
  const admin = await operatorSession(baseURL!);
  const sku = await skuWithCoa(baseURL!, admin, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: sku.min_qty }]);
  const me = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  await storeObj(
    baseURL!,
    'POST',
    '/admin/credit/set',
    { user_id: me.user_id, limit: '100000.00', statement_day: 1, due_days: 30 },
    admin,
  );
  await storeObj(baseURL!, 'POST', '/pay/credit', { number: order.number }, member.session);

  // The clerk opens the paid order from the 待发货 list.
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['订单']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders?state=paid&number=${order.number}`);
  await waitForHydration(page);
  await page
    .getByRole('row', { name: new RegExp(order.number) })
    .getByRole('link', { name: order.number })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${order.number}`) })).toContainText(
    '待发货',
  );
  await waitForHydration(page);

  // 发货: carrier, tracking number, and the line's 批号 from the lots that have a COA.
  const ship = page.getByRole('region', { name: '发货' });
  await pick(ship, '物流公司', '顺丰速运');
  await ship.getByLabel('运单号').fill('SF2026112788');
  const lotField = ship.getByLabel(new RegExp(`^批号 · ${sku.sku}`));
  await expect(lotField).toHaveAttribute('placeholder', '可选已有检验报告的批号');
  // The suggestions are the field's <datalist> (the browser's own menu); the clerk takes the first.
  const listId = (await lotField.getAttribute('list'))!;
  const suggested = page.locator(`datalist[id="${listId}"] option`).first();
  const lot = (await suggested.getAttribute('value'))!;
  expect(lot).toMatch(/^[0-9A-Za-z][0-9A-Za-z._/-]*$/);
  await lotField.fill(lot);
  await shootBoth(page, 'console-ship-lot');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(toasts(page)).toContainText('已发货');
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${order.number}`) })).toContainText(
    '已发货',
  );
  const lines = page.getByRole('region', { name: '商品清单' });
  await expect(lines.getByRole('row', { name: new RegExp(sku.sku) })).toContainText(lot);

  // The buyer's order page names the lot and offers its COA, which hands over the file.
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/user/order/${order.number}`);
  await waitForHydration(page);
  await expect(page.getByText('已发货').first()).toBeVisible();
  await expect(page.getByText(`批号 ${lot}`).first()).toBeVisible();
  const coa = page.getByRole('link', { name: '下载 COA' });
  await expect(coa).toHaveCount(1);
  const answer = await page.request.get((await coa.getAttribute('href'))!, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toContain('lot_document');
  await page.screenshot({ path: 'test-results/order-ship-lot-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/order-ship-lot-375.png', fullPage: true });
});
