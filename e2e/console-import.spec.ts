import ExcelJS from 'exceljs';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession } from './store-api.ts';

/*
 * 导入 from the console (issue 34 item 4): a sheet of 200 rows with 3 bad ones goes through a dry run
 * (progress, counts, the bad rows named), survives a reload, is applied, and a member finds a new product.
 */

const HEADER = [
  'sku',
  'name',
  'name_en',
  'cas',
  'formula',
  'mw',
  'purity',
  'pack',
  'price',
  'stock',
  'category',
  'brand',
  'synonyms',
  'controlled',
];

/** 200 new products (unique to this run), rows 51, 101 and 151 of the sheet bad. */
async function sheet(run: string) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('商品');
  ws.addRow(HEADER);
  for (let i = 1; i <= 200; i++) {
    const sku = `E2E${run}-${String(i).padStart(3, '0')}`;
    const row = [
      sku,
      `导入试剂${run}-${i}`,
      `Import reagent ${run}-${i}`,
      '',
      '',
      '',
      '分析纯 AR',
      '500 g',
      '12.50',
      '20',
      '化学试剂/无机试剂/无机盐',
      '华析',
      '',
      '',
    ];
    if (i === 50) row[3] = '7722-64-8'; // check digit should be 7
    if (i === 100) row[8] = '-3.00';
    if (i === 150) row[0] = `E2E${run}-010`;
    ws.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('when a 商品 operator imports a sheet with three bad rows, then the dry run names them, the rest is applied and a member finds a new product', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-6).toUpperCase();
  await login();
  await signInStaff(context, baseURL!, await operatorSession(baseURL!));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/catalogue/import');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '商品导入与导出' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传文件并试运行' }).click();
  await (await chooser).setFiles({
    name: `商品${run}.xlsx`,
    mimeType: 'application/octet-stream',
    buffer: await sheet(run),
  });
  await expect(page).toHaveURL(/\/admin\/catalogue\/import\?id=\d+$/);
  const current = page.getByRole('region', { name: new RegExp(`当前导入：商品${run}`) });
  await expect(current.getByText('试运行完成，待应用')).toBeVisible();
  await expect(current.getByTestId('import-progress')).toHaveText(
    '已读取 200 行，可写入 197 行，有问题 3 行',
  );
  const counts = current.getByTestId('import-counts');
  await expect(counts).toContainText('将新增商品 197 个');
  await expect(counts).toContainText('将变更商品 0 个');
  await expect(counts).toContainText('有问题的行 3 行');
  const bad = current.getByRole('table').locator('tbody tr');
  await expect(bad).toHaveCount(3);
  await expect(bad.nth(0)).toContainText(`51E2E${run}-050`);
  await expect(bad.nth(0)).toContainText('校验位');
  await expect(bad.nth(1)).toContainText(`101E2E${run}-100`);
  await expect(bad.nth(2)).toContainText(`151E2E${run}-010`);
  await expect(bad.nth(2)).toContainText('重复');

  // The dry run's answer lives on the server: a reload shows it again.
  await page.reload();
  await waitForHydration(page);
  await expect(current.getByTestId('import-counts')).toContainText('将新增商品 197 个');
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-import-checked');

  await current.getByRole('button', { name: '应用' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '应用' }).click();
  await expect(current.getByText('已应用')).toBeVisible();
  await expect(current.getByTestId('import-progress')).toHaveText(
    '已读取 200 行，已写入 197 行，有问题 3 行',
  );
  await expect(current.getByTestId('import-counts')).toContainText('已新增商品 197 个');
  await shootBoth(page, 'console-import-applied');

  // A member searches for one of the new 货号 and finds it; a bad row's 货号 is not there.
  await page.goto(`/list?keyword=E2E${run}-123`);
  const results = page.getByRole('region', { name: '商品列表' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(`导入试剂${run}-123`);
});
