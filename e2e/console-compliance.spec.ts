import { idCardCheckDigit } from '@labmall/rules';
import type { Page } from '@playwright/test';
import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { closePreviewWithEscape } from './image-preview.ts';
import { axeViolations, placeUnpaidOrder, plainSku } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';
import { PNG } from './test-files.ts';

// The console's 会员 and 合规 pages (issue 33 items 8 and 9): a new buyer's papers, reviewed by 合规.

const LICENCE = '易制毒化学品购买备案证明（第三类）';
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** axe at 1366 px, and a screenshot at 1366 and at 375 px. */
async function checkPage(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Colours as a reader finds them: no hover left on the button last clicked, and the menu's selected
  // entry done fading in (a CSS transition).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/console-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '0px');
  await page.screenshot({ path: `test-results/console-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('when 合规 approves a new buyer’s real-name verification and 第三类 licence in the console, then the buyer may order 丙酮', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // The buyer: personal verification with both ID images, and a 第三类 licence (丙酮 is 危险化学品 and 易制毒第三类).
  const member = await login();
  await open(page, '/user/datum');
  await page.getByRole('radiogroup', { name: '认证类型' }).getByText('个人认证').click();
  await page.getByLabel('真实姓名').fill('刘洋');
  const first17 = `32010219880712${member.phone.slice(-3)}`;
  const idNumber = first17 + idCardCheckDigit(first17);
  await page.getByLabel('身份证号码').fill(idNumber);
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: '人像面.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '人像面.png' })).toBeVisible();
  await files.nth(1).setInputFiles({ name: '国徽面.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '国徽面.png' })).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByTestId('verification-state')).toHaveText('审核中');

  const licences = page.locator('#licences');
  await licences.getByRole('combobox', { name: '证照类型' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: LICENCE }).click();
  const number = `BA-${member.phone.slice(-6)}`;
  await licences.getByLabel('证照编号').fill(number);
  await licences.getByLabel('有效期起').fill(today());
  await licences.getByLabel('有效期止').fill('2099-12-31');
  await licences
    .locator('input[type="file"]')
    .setInputFiles({ name: '备案证明.png', mimeType: 'image/png', buffer: PNG });
  await expect(licences.getByRole('img', { name: '备案证明.png' })).toBeVisible();
  await licences.getByRole('button', { name: '提交审核' }).click();
  await expect(licences.getByTestId('licence-status')).toHaveText('审核中');

  // 合规 signs in: the 工作台's count leads to the verification queue, pending only.
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['合规']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/admin');
  const menu = page.getByRole('complementary', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '会员列表' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '管制品台账' })).toBeVisible();
  await page.getByRole('link', { name: /待审核实名认证/ }).click();
  await expect(page).toHaveURL(/\/admin\/members\/verifications\?state=pending$/);
  await waitForHydration(page);
  await expect(page.getByLabel('状态')).toHaveValue('pending');
  const row = page.getByRole('row', { name: new RegExp(member.phone) });
  await expect(row).toContainText('刘洋');
  await row.getByRole('button', { name: /展开/ }).click();
  const material = page.locator('.lm-console__material');
  // 合规 has no right to full ID numbers: masked.
  await expect(material).toContainText(`${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`);
  await expect(material.getByRole('img', { name: '身份证人像面' })).toBeVisible();
  await checkPage(page, 'verifications');
  // The picture opens large.
  await material.getByRole('img', { name: '身份证人像面' }).click();
  await expect(page.locator('.ant-image-preview')).toBeVisible();
  await closePreviewWithEscape(page);
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('已通过该实名认证申请');
  await expect(page.getByRole('row', { name: new RegExp(member.phone) })).toHaveCount(0);

  // 资质证照: pending by the 工作台's link; the licence's class, number, expiry and picture; approve.
  await open(page, '/admin');
  await page.getByRole('link', { name: /待审核资质证照/ }).click();
  await expect(page).toHaveURL(/\/admin\/compliance\/licences\?state=pending$/);
  await waitForHydration(page);
  const licence = page.getByRole('row', { name: new RegExp(member.phone) });
  await expect(licence).toContainText(LICENCE);
  await expect(licence).toContainText(number);
  await expect(licence).toContainText(`${today()} 至 2099-12-31`);
  await expect(licence.getByRole('img', { name: `${LICENCE}图片` })).toBeVisible();
  await checkPage(page, 'licences');
  // 驳回 asks for the reason the member will read: no reason, no 确定.
  await licence.getByRole('button', { name: '驳回' }).click();
  const reject = page.getByRole('dialog', { name: '驳回证照' });
  await expect(reject.getByLabel('驳回原因（必填，会员可见）')).toBeVisible();
  await expect(reject.getByRole('button', { name: '确定' })).toBeDisabled();
  await reject.getByLabel('驳回原因（必填，会员可见）').fill('  ');
  await expect(reject.getByRole('button', { name: '确定' })).toBeDisabled();
  await reject.getByRole('button', { name: '取消' }).click();
  await expect(reject).toBeHidden();
  await licence.getByRole('button', { name: '通过' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('已通过该证照');
  await expect(page.getByRole('row', { name: new RegExp(member.phone) })).toHaveCount(0);
  // 30 天内到期 (the 工作台's other link): this one runs to 2099, so not among them.
  await open(page, '/admin/compliance/licences?state=approved&expiring=30');
  await expect(page.getByLabel('到期')).toHaveValue('30');
  await expect(page.getByRole('row', { name: new RegExp(member.phone) })).toHaveCount(0);

  // 会员列表: found by phone; the member's page shows the verification and the licence as approved.
  await menu.getByRole('link', { name: '会员列表' }).click();
  await waitForHydration(page);
  await page.getByLabel('手机号、姓名或单位').fill(member.phone);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${member.phone}`));
  const listed = page.getByRole('row', { name: new RegExp(member.phone) });
  await expect(listed).toContainText('已认证');
  await checkPage(page, 'members');
  await listed.getByRole('link', { name: member.phone }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`会员 ${member.phone}`) })).toContainText(
    '已认证',
  );
  await waitForHydration(page);
  const licenceRow = page.getByRole('row', { name: new RegExp(number) });
  await expect(licenceRow).toContainText(LICENCE);
  await expect(licenceRow).toContainText('已通过（有效）');
  await expect(page.getByRole('button', { name: '停用登录' })).toBeVisible();
  // 合规 may not adjust points (客服 may).
  await expect(page.getByRole('button', { name: '调整积分' })).toHaveCount(0);
  await checkPage(page, 'member');

  // 管制品台账: a backwards range is said before anything is sent.
  await menu.getByRole('link', { name: '管制品台账' }).click();
  await waitForHydration(page);
  await page.getByLabel('开始日期').fill('2026-03-10');
  await page.getByLabel('结束日期').fill('2026-03-01');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  await expect(page.getByRole('alert')).toHaveText('结束日期不能早于开始日期');
  await checkPage(page, 'ledger');
  // A range with no sales says so; today's (the demo store's sales) downloads the sheet.
  await page.getByLabel('开始日期').fill('2020-01-01');
  await page.getByLabel('结束日期').fill('2020-01-31');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  await expect(page.getByRole('alert')).toContainText('没有管制类商品的销售记录');
  await expect(page).toHaveURL(/from=2020-01-01&until=2020-01-31/);
  await page.getByLabel('开始日期').fill(today());
  await page.getByLabel('结束日期').fill(today());
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await sheet).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(toasts(page)).toContainText('已导出');

  // The buyer may now buy 丙酮: the item page says so, and the order is placed.
  const acetone = await plainSku(baseURL!, member, '丙酮', 1);
  await open(page, `/item/${acetone.productId}`);
  await expect(page.getByTestId('purchase-requirements')).toContainText('您的资质齐全，可以购买。');
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: acetone.id, quantity: 1 }]);
  await open(page, `/pay?number=${order.number}`);
  await expect(page.getByText(order.number).first()).toBeVisible();
});
