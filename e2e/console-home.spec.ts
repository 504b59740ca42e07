import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';

// 内容 (issue 34 item 6): the home page's floors (a named group of featured products) and the top menu.

test('when staff add a floor with two products and a navigation entry, then the home page shows them', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 10_000;
  const floor = `试剂精选${stamp}`;
  const nav = `新品专区${stamp}`;
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['内容', '商品']));
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/admin/content/floors');
  await waitForHydration(page);
  await expect(page.getByRole('cell', { name: '化学试剂', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '新建楼层' }).click();
  const dialog = page.getByRole('dialog', { name: '新建楼层' });
  await dialog.getByLabel('楼层名称').fill(floor);
  const picked: string[] = [];
  for (const keyword of ['乙腈', '丙酮']) {
    await dialog.getByLabel('查找', { exact: true }).fill(keyword);
    await dialog.getByRole('button', { name: '查找' }).click();
    const first = dialog.getByRole('list', { name: '查找结果' }).getByRole('listitem').first();
    await expect(first).toContainText('¥');
    picked.push(
      (
        await first
          .locator('span')
          .first()
          .evaluate((n) => n.firstChild?.textContent ?? '')
      ).trim(),
    );
    await first.getByRole('button', { name: /^加入/ }).click();
  }
  const chosen = dialog.getByRole('list', { name: '已选商品' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.first()).toContainText('当前价 ¥');
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建楼层「${floor}」`);
  await expect(page.getByRole('cell', { name: floor, exact: true })).toBeVisible();
  await shootBoth(page, 'console-home-floors');

  await page.goto('/admin/content/nav');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建导航' }).click();
  const navDialog = page.getByRole('dialog', { name: '新建导航' });
  await navDialog.getByLabel('名称', { exact: true }).fill(nav);
  await navDialog.getByLabel(/^编码/).fill(`new-${stamp}`);
  await navDialog.getByLabel('类型').selectOption({ label: '商品列表（分类、关键词）' });
  await navDialog.getByLabel('关键词（可空）').fill('乙腈');
  await expect(navDialog.getByText('/list?keyword=')).toBeVisible();
  await navDialog.getByLabel('排序（小的在前）').fill('99');
  await navDialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建导航「${nav}」`);
  await expect(page.getByRole('cell', { name: nav })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-home-nav');

  // The home page is cached for CONTENT_CACHE_SECONDS (10 s by default): look again until it is fresh.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: floor })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const section = page.locator('section', { has: page.getByRole('heading', { name: floor }) }).last();
  for (const name of picked) await expect(section.getByText(name).first()).toBeVisible();
  const menuEntry = page.getByRole('link', { name: nav });
  await expect(menuEntry).toHaveAttribute('href', /\/list\?keyword=/);
});
