import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

// 营销 (issue 34 item 5): a theme, an activity in it, a SKU found by part of its 货号 and priced with
// its effect previewed; a member then finds the activity on the theme's page at that price.

/** A demo SKU in no demo activity. */
const SKU = 'LB-C00516-100G';

/** A datetime-local value `hours` from now, in the browser's zone (the journeys run in Asia/Shanghai). */
function localIn(hours: number) {
  const at = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

test('when 商品 staff put a SKU found by 货号 into a new activity of a new theme, then a member sees it on the theme at the activity price', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  // Two console pages with their screenshots, then a member's session: longer than one page's story.
  test.setTimeout(90_000);
  const stamp = Date.now() % 1_000_000;
  const theme = `控制台专题${stamp}`;
  const activity = `控制台活动${stamp}`;
  const staff = await staffSession(baseURL!, ['商品']);
  await signInStaff(context, baseURL!, staff);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/admin/marketing/themes');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建专题' }).click();
  const themeDialog = page.getByRole('dialog', { name: '新建专题' });
  await themeDialog.getByLabel('标题').fill(theme);
  await themeDialog.getByLabel('专题介绍').fill('实验室常用试剂集中采购');
  await themeDialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建专题「${theme}」（未发布）`);
  const themeRow = page.getByRole('row', { name: new RegExp(theme) });
  await expect(themeRow).toContainText('未发布');
  await themeRow.getByRole('button', { name: '发布' }).click();
  await expect(themeRow).toContainText('已发布');
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-themes');

  try {
    await page.goto('/admin/marketing/activities');
    await waitForHydration(page);
    await page.getByRole('button', { name: '新建活动' }).click();
    const dialog = page.getByRole('dialog', { name: '新建活动' });
    await dialog.getByLabel('标题').fill(activity);
    await dialog.getByLabel('开始时间').fill(localIn(-1));
    await dialog.getByLabel('结束时间').fill(localIn(24 * 7));
    await dialog.getByLabel('所属专题').selectOption({ label: theme });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toasts(page)).toContainText(`已新建活动「${activity}」（未发布）`);
    const row = page.getByRole('row', { name: new RegExp(activity) });
    await row.getByRole('button', { name: '发布' }).click();
    await expect(row).toContainText('进行中');
    await row.getByRole('link', { name: '货品与活动价' }).click();

    await expect(page.getByRole('heading', { name: `活动货品「${activity}」` })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('添加货品').fill(SKU.slice(0, 9).toLowerCase());
    // antd's role="option" nodes are a hidden helper for screen readers; the visible rows are clicked.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: SKU }).click();
    const line = page.getByRole('row', { name: new RegExp(SKU) });
    const listPrice = (await line.getByRole('cell').nth(1).innerText()).replace(/[^0-9.]/g, '');
    const offered = (Math.round(Number(listPrice) * 85) / 100).toFixed(2);
    await line.getByLabel(/的活动价$/).fill(offered);
    await expect(line).toContainText(/8\.5折，省¥/);
    await page.getByRole('button', { name: '保存货品与活动价' }).click();
    await expect(toasts(page)).toContainText(`已保存「${activity}」的 1 种货品与活动价`);
    await shootBoth(page, 'console-activity-items');

    await login();
    const { themes } = await storeObj<{ themes: { id: number; title: string }[] }>(
      baseURL!,
      'GET',
      '/sales/theme',
    );
    const themeId = themes.find((t) => t.title === theme)!.id;
    await page.goto(`/sales/theme/${themeId}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: theme })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(activity) })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: activity })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(SKU) })).toContainText(`活动价¥${offered}`);
  } finally {
    // Other journeys count what runs (single-cards: one activity): the shop is left as it was found.
    const { list } = await storeObj<{ list: { id: number; title: string }[] }>(
      baseURL!,
      'GET',
      '/admin/sales/activities',
      { pageSize: 100 },
      staff,
    );
    for (const row of list.filter((a) => a.title === activity)) {
      await storeObj(
        baseURL!,
        'POST',
        '/admin/sales/activities/publish',
        { id: row.id, published: false },
        staff,
      );
    }
    const themes = await storeObj<{ list: { id: number; title: string }[] }>(
      baseURL!,
      'GET',
      '/admin/sales/themes',
      {},
      staff,
    );
    for (const row of themes.list.filter((t) => t.title === theme)) {
      await storeObj(
        baseURL!,
        'POST',
        '/admin/sales/themes/publish',
        { id: row.id, published: false },
        staff,
      );
    }
  }
});
