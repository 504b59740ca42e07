import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';

// 内容 (issue 34 item 6): a solution's bundle picked in the console is what /programme/:id offers.

test('when 内容 staff build a solution with a bundle of two SKUs, then /programme/:id shows the bundle', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `HPLC 流动相配制方案${Date.now() % 10_000}`;
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['内容']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/content/solutions');
  await waitForHydration(page);
  await page.getByRole('link', { name: '新建方案' }).click();
  await expect(page.getByRole('heading', { name: '新建方案' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('方案名称').fill(title);
  await page.getByLabel(/^摘要/).fill('色谱级溶剂与耗材一次配齐');

  const skus: string[] = [];
  for (const keyword of ['乙腈', '甲醇']) {
    await page.getByLabel('查找', { exact: true }).fill(keyword);
    await page.getByRole('button', { name: '查找' }).click();
    const first = page.getByRole('list', { name: '查找结果' }).getByRole('listitem').first();
    await expect(first).toContainText('¥');
    const detail = await first.locator('small').innerText();
    skus.push(detail.split(' · ')[0]!.trim());
    await first.getByRole('button', { name: /^加入/ }).click();
  }
  const chosen = page.getByRole('list', { name: '已选商品' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await chosen.first().getByLabel('数量').fill('3');
  await expect(page.getByText(/按当前单价合计：¥/)).toBeVisible();
  await page.getByLabel(/^发布/).check();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已发布「${title}」`);
  await expect(page).toHaveURL(/\/admin\/content\/solutions\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByRole('link', { name: '预览（打开前台方案页）' })).toBeVisible();
  await shootBoth(page, 'console-solution');

  await page.goto(`/programme/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const sku of skus) await expect(page.getByRole('cell', { name: sku, exact: true })).toBeVisible();
});
