import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, cartBadge, plainSku } from './purchasing-data.ts';
import { callStore } from './store-api.ts';

/** Pastes text into a box the way Ctrl+V from Excel does (a clipboard event carrying text/plain). */
async function paste(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Full-width, as a Chinese input method types it: ＨＸ－Ａ１. */
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

test('when a visitor opens quick order, then they are sent to log in and back', async ({ page }) => {
  await page.goto('/quick');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fquick$/);
});

test('when five lines are pasted from Excel, then each gets its verdict, the ambiguous CAS is picked inline and the good lines go to the 采购单', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  // Products anyone may buy: a controlled one asks for verification first (controlled.spec.ts).
  const chloride = await plainSku(baseURL!, member, '氯化钠');
  const potash = await plainSku(baseURL!, member, '氯化钾');
  const sucrose = await plainSku(baseURL!, member, '蔗糖');
  // 无水葡萄糖's CAS: several grades and pack sizes, so the line is ambiguous; the journey picks one with stock.
  const cas = '50-99-7';
  const options = await callStore(
    baseURL!,
    'POST',
    '/quick/resolve',
    { lines: [{ code: cas, quantity: '2' }] },
    member.session,
  );
  const line = (
    options.envelope.obj as {
      lines: { kind: string; options: { sku_id: number; stock: number; min_qty: number; step: number }[] }[];
    }
  ).lines[0]!;
  expect(line.kind).toBe('ambiguous');
  const pick = line.options.find((o) => o.stock >= 2 && o.min_qty === 1 && o.step === 1)!;

  await page.goto('/quick');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '快速下单' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(cartBadge(page)).toHaveText('0');

  const sheet = [
    '货号\t数量',
    `${chloride.sku.toLowerCase()}\t1`,
    `${fullWidth(potash.sku)}\t２`,
    'NO-SUCH-ITEM-1\t3',
    ` ${cas} \t2`,
    `${sucrose.sku}\t1`,
  ].join('\r\n');
  await paste(page, '第 1 行的货号或 CAS 号', sheet);
  await expect(toasts(page)).toContainText('已粘贴 5 行');

  const rows = page.getByRole('table', { name: '货号与数量' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText('可以购买');
  await expect(rows.nth(0)).toContainText(chloride.name);
  await expect(rows.nth(1)).toContainText('可以购买');
  await expect(page.getByRole('textbox', { name: '第 2 行的货号或 CAS 号' })).toHaveValue(potash.sku);
  await expect(rows.nth(2)).toContainText('没有找到货号或 CAS 号“NO-SUCH-ITEM-1”');
  await expect(rows.nth(3)).toContainText('请选择一个');
  await expect(rows.nth(4)).toContainText('可以购买');
  await expect(page.getByText('共 5 行，3 行可以购买')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: '第 4 行：选择规格' }).selectOption(String(pick.sku_id));
  await expect(rows.nth(3)).toContainText('可以购买');
  await expect(page.getByText('共 5 行，4 行可以购买')).toBeVisible();

  await page.getByRole('button', { name: '加入采购单' }).click();
  await expect(toasts(page)).toContainText('已将 4 种货品加入采购单；还有 1 行未加入');
  await expect(cartBadge(page)).toHaveText('4');
  // What is left is the line to fix.
  await expect(page.getByRole('textbox', { name: '第 1 行的货号或 CAS 号' })).toHaveValue('NO-SUCH-ITEM-1');
});

test('when a quick order goes straight to ordering, then the order page gets the lines in the order_list cookie', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const chloride = await plainSku(baseURL!, member, '氯化钠');
  await page.goto('/quick');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: '第 1 行的货号或 CAS 号' }).fill(chloride.sku);
  await page.getByRole('textbox', { name: '第 1 行的数量' }).fill('3');
  await page.getByRole('button', { name: '直接下单' }).click();
  await expect(page).toHaveURL(/\/order\?source=3$/);
  const orderList = (await page.context().cookies()).find((cookie) => cookie.name === 'order_list');
  expect(JSON.parse(decodeURIComponent(orderList!.value))).toEqual({
    source: 3,
    items: [{ sku_id: chloride.id, quantity: 3 }],
  });
});

test('when the template is downloaded and a renamed file is uploaded, then the template is an .xlsx and the file is refused with the reason', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/quick');
  await waitForHydration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toBe('快速下单模板.xlsx');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传 Excel' }).click();
  await (await chooser).setFiles({
    name: '订单.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('货号,数量\nA-1,1\n'),
  });
  await expect(toasts(page)).toContainText('无法读取这个文件');
});

test('when an .xlsx is uploaded, then its lines fill the grid and are checked; typing goes on with Enter', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const chloride = await plainSku(baseURL!, member, '氯化钠');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购');
  sheet.addRow(['Cat. No.', 'Qty']);
  sheet.addRow([chloride.sku.toLowerCase(), 2]);
  sheet.addRow(['NO-SUCH-ITEM-2', 1]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.goto('/quick');
  await waitForHydration(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传 Excel' }).click();
  await (await chooser).setFiles({ name: '本周采购.xlsx', mimeType: 'application/octet-stream', buffer });
  await expect(toasts(page)).toContainText('已从“本周采购.xlsx”读取 2 行');
  await expect(page.getByText('共 2 行，1 行可以购买')).toBeVisible();
  const rows = page.getByRole('table', { name: '货号与数量' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText(chloride.name);
  await expect(rows.nth(1)).toContainText('未找到');

  // The third row is empty: type a 货号, Enter, a quantity, Enter lands on a new fourth row.
  await page.getByRole('textbox', { name: '第 3 行的货号或 CAS 号' }).fill(chloride.sku);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: '第 3 行的数量' })).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: '第 4 行的货号或 CAS 号' })).toBeFocused();
});
