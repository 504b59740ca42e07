import { pick } from './antd-select.ts';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, orderPaidOnCredit, settled } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';
import { PNG } from './test-files.ts';

/*
 * 退货退款 (issue 35 items 1–2): a buyer whose order was shipped sends one line back with a photo of the
 * broken bottle; an 订单 clerk approves with the return address, the buyer enters the tracking number,
 * the clerk confirms the goods arrived, and the money goes back to the buyer's credit account.
 */

test('when a buyer returns one line of a shipped order and staff approve and receive it, then the refund is 退款成功 and the request 已完成', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // A buyer's order of two bottles, paid on 账期 and shipped (set up through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member, 2);
  const { number } = await orderPaidOnCredit(baseURL!, member, [{ sku_id: sku.id, quantity: 2 }], {
    trackingNo: 'SF2026112701',
  });
  const order = await storeObj<{ lines: { name: string }[] }>(
    baseURL!,
    'GET',
    '/user/order/detail',
    { number },
    member.session,
  );
  const name = order.lines[0]!.name;

  // The buyer asks for 退货退款 of one bottle from the order's page.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: '申请售后' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('radio', { name: '退货退款' }).check();
  await page.getByRole('checkbox', { name }).check();
  await page.getByRole('spinbutton', { name: `${name} 的申请数量` }).fill('1');
  await pick(page, '售后原因', '破损、泄漏');
  await page.getByLabel('问题描述').fill('到货时一瓶瓶身破裂，试剂已泄漏。');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '破损.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '破损.png' })).toBeVisible();
  await expect(page.getByTestId('aftersale-estimate')).not.toHaveText('¥0.00');
  // The reason list's popup lingers in the page while it closes; axe reads the form without it.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/aftersale-apply-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/aftersale-apply-375.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toasts(page)).toContainText('售后申请已提交');
  await expect(page).toHaveURL(/\/user\/aftersale\/\d+$/);
  const requestUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('aftersale-state')).toHaveText('待处理');
  await expect(page.getByRole('img', { name: '售后照片 1' })).toBeVisible();

  // An 订单 clerk finds it in the queue (待处理 by default) and approves it with the return address.
  await context.clearCookies();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['订单']));
  await page.goto('/admin/aftersales');
  await waitForHydration(page);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('退货退款');
  await expect(row).toContainText('待处理');
  await shootBoth(page, 'console-aftersales');
  await row.getByRole('link', { name: /处理售后申请/ }).click();
  await expect(page.getByRole('heading', { name: /售后申请 \d+/ })).toContainText('待处理');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: '照片 1' })).toBeVisible();
  await shootBoth(page, 'console-aftersale');
  await page.getByRole('button', { name: '同意' }).click();
  const approve = page.getByRole('dialog', { name: /同意售后申请/ });
  await expect(approve.getByRole('button', { name: '保存' })).toBeDisabled();
  await approve
    .getByLabel('退货地址（收件人、电话、地址）')
    .fill('李收货 020-12345678 广州市天河区科韵路 1 号仓库');
  await expect(approve.getByRole('button', { name: '保存' })).toBeEnabled();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await approve.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已同意，等待买家寄回');
  await expect(page.getByRole('heading', { name: /售后申请 \d+/ })).toContainText('待寄回');
  const staffUrl = new URL(page.url()).pathname;

  // The buyer sees the address and enters the parcel's tracking number.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(requestUrl);
  await waitForHydration(page);
  await expect(page.getByTestId('aftersale-state')).toHaveText('待寄回');
  await expect(page.getByTestId('aftersale-return-address')).toContainText('科韵路 1 号仓库');
  // Checked before the carrier list opens: its popup lingers in the page while it closes.
  expect(await axeViolations(page)).toEqual([]);
  await pick(page, '物流公司', '顺丰速运');
  await page.getByLabel('运单号').fill('SF2026112702');
  await page.screenshot({ path: 'test-results/aftersale-detail-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/aftersale-detail-375.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: '提交运单号' }).click();
  await expect(toasts(page)).toContainText('已提交运单号');
  await expect(page.getByTestId('aftersale-state')).toHaveText('退货中');

  // The clerk confirms the goods arrived: the refund goes back to the credit account.
  await context.clearCookies();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['订单']));
  await page.goto(staffUrl);
  await waitForHydration(page);
  await expect(page.getByText('顺丰速运 SF2026112702')).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  const receive = page.getByRole('dialog', { name: /确认收货/ });
  await receive.getByLabel('货物状况').fill('瓶身破裂，与照片一致');
  await receive.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已确认收货');
  await expect(page.getByRole('heading', { name: /售后申请 \d+/ })).toContainText('已完成');

  // The buyer's order shows the refund as 退款成功, and the request as 已完成.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '退款' })).toContainText('退款成功');
  await page.goto('/user/aftersale');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByTestId('aftersale-state')).toHaveText('已完成');
  await expect(card).toContainText('退货退款');
});
