import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { callStore, operatorSession, staffSession, storeObj } from './store-api.ts';

/*
 * 库存 in the console (issue 34 item 2): a 商品 staff member records 入库 for a SKU; the movement is in
 * the SKU's ledger and the item page shows the new figure.
 */

interface StockSku {
  sku_id: number;
  sku: string;
  product_id: number;
  stock: number;
  on_sale: boolean;
}

test('when a 商品 staff member records 入库 of 10 for a SKU, then it is in the ledger and the item page shows the new stock', async ({
  page,
  context,
  baseURL,
}) => {
  // A SKU at a known figure under 100 (the item page shows the count below 100, 有货 above).
  const admin = await operatorSession(baseURL!);
  const { list } = await storeObj<{ list: StockSku[] }>(
    baseURL!,
    'GET',
    '/admin/stock/skus',
    { pageSize: 100 },
    admin,
  );
  const sku = list.filter((s) => s.on_sale).at(-1)!;
  const start = 20 + (Date.now() % 50);
  await callStore(
    baseURL!,
    'POST',
    '/admin/stock/move',
    { sku_id: sku.sku_id, kind: 'count', quantity: start, note: '测试前盘点' },
    admin,
  );

  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['商品']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('menuitem', { name: '库存' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/stock$/);
  await page.getByLabel('货号、商品名或 CAS').fill(sku.sku);
  await page.getByLabel('货号、商品名或 CAS').press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(sku.sku)}`));
  await waitForHydration(page);
  const row = page.getByRole('row', { name: new RegExp(sku.sku) }).first();
  await expect(row).toContainText(String(start));
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `记录变动 ${sku.sku}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`记录库存变动：${sku.sku}`) });
  await expect(dialog.getByLabel('变动类型')).toHaveValue('receive');
  await dialog.getByLabel('入库数量').fill('10');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  await dialog.getByLabel('原因（必填）').fill('供应商到货');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已记录入库：${sku.sku} 库存 ${start} → ${start + 10}`)).toBeVisible();
  await expect(row).toContainText(String(start + 10));

  await row.getByRole('link', { name: `流水 ${sku.sku}` }).click();
  const ledger = page.getByRole('region', { name: /库存流水/ });
  await expect(ledger).toContainText(`库存 ${start + 10}，流水合计 ${start + 10}`);
  const latest = ledger.getByRole('row').nth(1);
  await expect(latest).toContainText('入库');
  await expect(latest).toContainText('+10');
  await expect(latest).toContainText('供应商到货');
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-stock');

  await page.goto(`/item/${sku.product_id}`);
  const skuRow = page.getByRole('row', { name: new RegExp(sku.sku) });
  await expect(skuRow).toContainText(`库存 ${start + 10}`);
});
