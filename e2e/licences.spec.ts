import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { callStore } from './store-api.ts';
import { PNG } from './test-files.ts';

const SCREENSHOTS = process.env.LICENCE_SCREENSHOTS;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Today in Beijing and a date far ahead, as the date inputs take them. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function uploadLicence(page: Page, kind: string, number: string) {
  const section = page.locator('#licences');
  await section.getByRole('combobox', { name: '证照类型' }).click();
  // antd draws its own option rows (the accessible listbox beside them is virtual and partial).
  await page.locator('.ant-select-item-option').filter({ hasText: kind }).click();
  await section.getByLabel('证照编号').fill(number);
  await section.getByLabel('有效期起').fill(today());
  await section.getByLabel('有效期止').fill('2099-12-31');
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: '备案证明.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.getByRole('img', { name: '备案证明.png' })).toBeVisible();
  await section.getByRole('button', { name: '提交审核' }).click();
}

test('when a member uploads a licence, then it is listed as pending with its number and validity, and a fresh load keeps it', async ({
  page,
  login,
}) => {
  await login();
  await open(page, '/user/datum');
  const section = page.locator('#licences');
  await expect(section.getByRole('heading', { name: '资质证照' })).toBeVisible();
  await expect(section.getByText('您还没有上传资质证照。')).toBeVisible();

  // The form says what is missing before anything is sent.
  await section.getByRole('button', { name: '提交审核' }).click();
  await expect(section.getByText('请选择证照类型')).toBeVisible();
  await expect(section.getByText('请上传证照图片')).toBeVisible();

  await uploadLicence(page, '易制毒化学品购买备案证明（第二类）', 'BA-2026-0042');
  await expect(toasts(page)).toContainText('证照已提交，请等待审核');
  const item = section.getByTestId('licence');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('licence-status')).toHaveText('审核中');
  await expect(item).toContainText('易制毒化学品购买备案证明（第二类）');
  await expect(item).toContainText('BA-2026-0042');
  await expect(item).toContainText(`${today()} 至 2099-12-31`);
  await expect(item.getByRole('img', { name: '易制毒化学品购买备案证明（第二类）图片' })).toBeVisible();

  await open(page, '/user/datum#licences');
  await expect(page.locator('#licences').getByTestId('licence-status')).toHaveText('审核中');

  // A pending document may be withdrawn.
  await page.locator('#licences').getByRole('button', { name: /删除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('已删除');
  await expect(page.locator('#licences').getByText('您还没有上传资质证照。')).toBeVisible();
});

test('when a member opens a controlled product, then the page says what buying it takes and links to where to provide it', async ({
  page,
  login,
  baseURL,
}) => {
  await login();
  const found = await callStore(baseURL!, 'GET', '/product/list', { keyword: '7722-64-7' });
  const id = (found.envelope.obj as { list: { id: number }[] }).list[0]!.id;
  await open(page, `/item/${id}`);
  const needs = page.getByTestId('purchase-requirements');
  await expect(needs).toContainText('需实名认证');
  await expect(needs).toContainText('需易制毒化学品购买备案证明（第三类）');
  await expect(needs).toContainText('需易制爆危险化学品购买单位证明');
  await expect(needs.getByRole('note')).toContainText('购买管制类化学品须先通过实名认证');
  if (SCREENSHOTS) await page.locator('.lm-item__top').screenshot({ path: `${SCREENSHOTS}/item-1280.png` });
  await needs.getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/\/user\/datum$/);
  await expect(page.locator('#licences').getByRole('heading', { name: '资质证照' })).toBeVisible();
});

for (const width of [1366, 375]) {
  test(`when /user/datum with a licence loads at ${width} px, then axe finds no violations and nothing overflows`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await login();
    await open(page, '/user/datum');
    await uploadLicence(page, '剧毒化学品购买许可证', 'JD-0001');
    await expect(page.locator('#licences').getByTestId('licence-status')).toHaveText('审核中');
    // A fresh load: the page as a member finds it, without the toast.
    await open(page, '/user/datum');
    await expect(page.locator('#licences').getByTestId('licence-status')).toHaveText('审核中');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/datum-${width}.png`, fullPage: true });
      await page.locator('#licences').screenshot({ path: `${SCREENSHOTS}/licences-${width}.png` });
    }
  });
}
