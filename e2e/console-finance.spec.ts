import type { Page } from '@playwright/test';
import { confirmPopover } from './antd-select.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { closePreviewWithEscape } from './image-preview.ts';
import {
  axeViolations,
  fenOf,
  freelySoldSku,
  money,
  placeUnpaidOrder,
  sendTransferVoucher,
} from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';
import { PDF, PNG } from './test-files.ts';

// The console's 财务 pages (issue 33 item 7): a 财务 clerk confirms a buyer's transfer voucher.

/** axe at 1366 px, then screenshots at 1366 and 375 px. */
async function checkPage(page: Page, name: string) {
  // Colours as they rest: no button under the pointer, the menu's highlight done moving.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/console-finance-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '0px');
  await page.screenshot({ path: `test-results/console-finance-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('when a 财务 clerk confirms a buyer’s transfer voucher from the 工作台, then the buyer’s order is 待发货', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // The buyer places an order and sends a 对公转账 voucher (a photo of the bank slip).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  const { payable } = await storeObj<{ payable: string }>(
    baseURL!,
    'GET',
    '/pay/order',
    { number: order.number },
    member.session,
  );
  await sendTransferVoucher(page, order.number, { name: '回单.png', mimeType: 'image/png', buffer: PNG });

  // A 财务 clerk (the seeded 财务 role) signs in; the menu shows what that role holds.
  const clerk = await staffSession(baseURL!, ['财务']);
  await context.clearCookies();
  await signInStaff(context, baseURL!, clerk);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await waitForHydration(page);
  const menu = page.getByRole('complementary', { name: '后台菜单' });
  for (const entry of ['转账凭证', '账期账户', '还款确认', '订单管理']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  for (const entry of ['员工与角色', '实名审核', '资质证照', '询价登记']) {
    await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
  }

  // 工作台 → 待确认转账凭证: the list of pending vouchers, the order's amount beside its voucher.
  await page.getByRole('link', { name: /待确认转账凭证/ }).click();
  await expect(page).toHaveURL(/\/admin\/finance\/transfers\?state=pending$/);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: '待确认', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = page.getByRole('row', { name: new RegExp(order.number) });
  await expect(row.getByRole('link', { name: order.number })).toHaveAttribute(
    'href',
    `/admin/orders/${order.number}`,
  );
  await expect(row).toContainText(money(fenOf(payable)));
  await expect(row).toContainText(member.phone);
  await expect(row.getByRole('img', { name: /转账凭证 回单\.png/ })).toBeVisible();
  await checkPage(page, 'transfers');

  // The thumbnail opens the voucher full size.
  await row.getByRole('img', { name: /转账凭证/ }).click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  await closePreviewWithEscape(page);

  // 驳回 needs a reason; the clerk cancels it and confirms the money instead.
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: /驳回/ });
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写驳回原因');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: '确认到账' }).click();
  await confirmPopover(page, '确认');
  await expect(toasts(page)).toContainText(`已确认到账，订单 ${order.number} 变为待发货`);
  await expect(page.getByRole('row', { name: new RegExp(order.number) })).toHaveCount(0);

  // Under 已确认 it stands confirmed, its order 待发货.
  await page.getByRole('link', { name: '已确认', exact: true }).click();
  await expect(page).toHaveURL(/state=paid/);
  const done = page.getByRole('row', { name: new RegExp(order.number) });
  await expect(done).toContainText('待发货');
  await expect(done.getByRole('button', { name: '确认到账' })).toHaveCount(0);

  // The buyer's order page says 待发货.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/user/order/${order.number}`);
  await waitForHydration(page);
  await expect(page.getByText('待发货').first()).toBeVisible();
});

test('when a 财务 clerk opens credit terms for a member, then the account and the list show the limit and the adjustment', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  const member = await login();
  const clerk = await staffSession(baseURL!, ['财务']);
  await signInStaff(context, baseURL!, clerk);
  await page.setViewportSize({ width: 1366, height: 900 });

  // 账期账户 → 开通账期 by the member's phone: their account page, not opened yet; 设置额度 opens it.
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('complementary', { name: '后台菜单' }).getByRole('link', { name: '账期账户' }).click();
  await expect(page).toHaveURL(/\/admin\/finance\/credit$/);
  await waitForHydration(page);
  await page.getByLabel('为会员开通账期：手机号').fill(member.phone);
  await page.getByRole('button', { name: '查找会员' }).click();
  await expect(page.getByRole('heading', { name: `账期账户：${member.phone}` })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText('该会员尚未开通账期')).toBeVisible();
  await page.getByLabel('信用额度（元）').fill('5000');
  await page.getByLabel('每月出账日（1–28）').fill('5');
  await page.getByRole('button', { name: '保存额度' }).click();
  await expect(toasts(page)).toContainText('账期额度已保存');
  await expect(page.getByText('该会员尚未开通账期')).toHaveCount(0);
  await expect(page.getByText('每月 5 日')).toBeVisible();

  // 调整: a reason is required; the debt and the ledger show it.
  const adjust = page.getByRole('button', { name: '调整', exact: true });
  await page.getByLabel(/调整金额/).fill('100');
  await expect(adjust).toBeDisabled();
  await page.getByLabel('调整原因（会员可见）').fill('期初欠款');
  await adjust.click();
  await expect(toasts(page)).toContainText('已调整欠款');
  const undrawn = page.getByRole('region', { name: '未出账明细' });
  await expect(undrawn.getByRole('row', { name: /调整/ })).toContainText('期初欠款');
  await expect(page.locator('.ant-descriptions')).toContainText('¥5,000.00');
  await expect(page.locator('.ant-descriptions')).toContainText('¥4,900.00');
  await checkPage(page, 'credit-account');

  // 账期账户: found by phone, with its figures.
  await page.getByRole('link', { name: '返回账期账户列表' }).click();
  await expect(page).toHaveURL(/\/admin\/finance\/credit$/);
  await waitForHydration(page);
  await page.getByLabel('手机号或单位').fill(member.phone);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${member.phone}`));
  const row = page.getByRole('row', { name: new RegExp(member.phone) });
  await expect(row).toContainText('¥5,000.00');
  await expect(row).toContainText('¥100.00');
  await checkPage(page, 'credit');

  // 工作台 → 待确认还款: the repayments awaiting review.
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('link', { name: /待确认还款/ }).click();
  await expect(page).toHaveURL(/\/admin\/finance\/repayments\?state=pending$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '还款确认', level: 2 })).toBeVisible();
  await checkPage(page, 'repayments');
});

test('when a 财务 clerk rejects a PDF voucher with a reason, then the buyer reads the reason on the pay page', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await sendTransferVoucher(page, order.number, {
    name: '回单.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });

  const clerk = await staffSession(baseURL!, ['财务']);
  await context.clearCookies();
  await signInStaff(context, baseURL!, clerk);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/finance/transfers?state=pending');
  await waitForHydration(page);
  const row = page.getByRole('row', { name: new RegExp(order.number) });
  await expect(row.getByRole('link', { name: '查看 PDF 凭证（回单.pdf）' })).toBeVisible();
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: /驳回/ });
  await dialog.getByLabel('驳回原因（会员可见）').fill('未查到该笔到账');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(toasts(page)).toContainText(`已驳回订单 ${order.number} 的转账凭证`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(order.number) })).toHaveCount(0);
  await page.getByRole('link', { name: '已驳回', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText(
    '原因：未查到该笔到账',
  );

  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  await expect(page.getByTestId('transfer-rejected')).toContainText('未查到该笔到账');
});
