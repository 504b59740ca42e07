import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { staffSession } from './store-api.ts';
import { PDF } from './test-files.ts';

/*
 * 批次文件 (issue 34 item 3): a 商品 staff member uploads an SDS and a COA for a pack size on the
 * product page; anyone then downloads the SDS from the item page (safety information, no price).
 */

test('when a 商品 staff member uploads an SDS and a COA for a pack size, then the item page offers 下载 SDS to a visitor', async ({
  page,
  context,
  baseURL,
}) => {
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['商品']));
  const lot = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/catalogue/products');
  await waitForHydration(page);
  await page.locator('a[href^="/admin/catalogue/products/"]:not([href$="/new"])').first().click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/products\/\d+$/);
  const productId = page.url().split('/').pop()!;
  await waitForHydration(page);
  const section = page.getByRole('region', { name: '批次文件' });

  async function upload(
    kind: 'sds' | 'coa',
    fill: (dialog: ReturnType<typeof page.getByRole>) => Promise<void>,
  ) {
    await section.getByRole('button', { name: '上传批次文件' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^上传批次文件/ });
    await dialog.getByLabel('种类').selectOption(kind);
    await fill(dialog);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('上传成功').last()).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toasts(page)).toContainText('批次文件已上传');
    await expect(dialog).toBeHidden();
  }

  await upload('sds', (dialog) => dialog.getByLabel('修订日期').fill('2025-06-01'));
  await upload('coa', async (dialog) => {
    await dialog.getByLabel('批号', { exact: true }).fill(lot);
    await dialog.getByLabel('生产/检验日期').fill('2026-11-02');
  });
  await expect(section.getByRole('row', { name: new RegExp(lot) })).toContainText('生产/检验 2026-11-02');
  await expect(section.getByRole('row', { name: /修订 2025-06-01/ }).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await shootBoth(page, 'console-lot-documents');

  // A visitor (another browser context, no session) on the item page.
  const visitor = await page.context().browser()!.newContext({ baseURL: baseURL! });
  const item = await visitor.newPage();
  await item.setViewportSize({ width: 1366, height: 900 });
  await item.goto(`/item/${productId}`);
  await waitForHydration(item);
  const sds = item.getByRole('link', { name: '下载 SDS' }).first();
  await expect(sds).toBeVisible();
  const href = (await sds.getAttribute('href'))!;
  expect(href).toMatch(/^\/media\/sds\/\d+$/);
  const answer = await item.request.get(href, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  await item.screenshot({ path: 'test-results/item-sds-1366.png', fullPage: true });
  await item.setViewportSize({ width: 375, height: 812 });
  await item.screenshot({ path: 'test-results/item-sds-375.png', fullPage: true });
  await visitor.close();
});
