import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder, sendTransferVoucher } from './purchasing-data.ts';
import { operatorSession, staffSession, storeObj } from './store-api.ts';
import { PDF, PNG } from './test-files.ts';

/*
 * A refund of money that came by 对公转账 (issue 35): a 财务 clerk refunds part of a transfer-paid order
 * from its page (部分退款), which waits for finance; on 退款管理 they find it under 待财务打款, pay it out
 * at the bank and record it with the bank's receipt (登记打款), and the refund is 退款成功.
 */

test('when a 财务 clerk refunds part of a transfer-paid order and records the payout with the bank receipt, then the refund is 退款成功 with its receipt', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // A buyer's order paid by transfer: the voucher sent on /pay, the transfer confirmed (through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await sendTransferVoucher(page, number, { name: '转账回单.png', mimeType: 'image/png', buffer: PNG });
  const admin = await operatorSession(baseURL!);
  const pending = await storeObj<{ list: { id: number; order_number: string }[] }>(
    baseURL!,
    'GET',
    '/admin/transfers',
    { state: 'pending', pageSize: 50 },
    admin,
  );
  const transfer = pending.list.find((t) => t.order_number === number)!;
  await storeObj(baseURL!, 'POST', '/admin/transfers/confirm', { id: transfer.id }, admin);

  // The 财务 clerk opens the order and refunds ¥10.00 of it.
  await context.clearCookies();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['财务']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders/${number}`);
  await waitForHydration(page);
  const refunds = page.getByRole('region', { name: '退款', exact: true });
  await refunds.getByRole('button', { name: '部分退款' }).click();
  const grant = page.getByRole('dialog', { name: `部分退款：订单 ${number}` });
  // More than was paid is refused before it is sent.
  await grant.getByLabel('金额（元）').fill('99999');
  await expect(grant).toContainText('不能超过可退金额');
  await expect(grant.getByRole('button', { name: '保存' })).toBeDisabled();
  await grant.getByLabel('金额（元）').fill('10');
  await grant.getByLabel('原因（会员可见）').fill('少发一瓶，退回该瓶货款');
  await grant.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已提交退款 ¥10.00');
  const opened = refunds.getByRole('row', { name: /对公转账退回/ });
  await expect(opened).toContainText('待财务打款');
  await expect(opened).toContainText('¥10.00');

  // 退款管理 → 只看待财务打款: the refund is there with 登记打款.
  await page.getByRole('complementary', { name: '后台菜单' }).getByRole('link', { name: '退款管理' }).click();
  await waitForHydration(page);
  await page.getByRole('link', { name: '只看待财务打款' }).click();
  await expect(page).toHaveURL(/\/admin\/finance\/refunds\?state=processing&method=transfer$/);
  await waitForHydration(page);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/orders/${number}`);
  await expect(row).toContainText('少发一瓶，退回该瓶货款');
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/console-refunds-1366.png', fullPage: true });

  // 登记打款: the bank's PDF receipt uploaded through 财务's upload pair, then saved.
  await row.getByRole('button', { name: '登记打款' }).click();
  const payout = page.getByRole('dialog', { name: `登记打款：订单 ${number}` });
  await expect(payout).toContainText('¥10.00');
  await payout.locator('input[type=file]').setInputFiles({
    name: '退款回单.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(payout.getByRole('link', { name: '退款回单.pdf' })).toBeVisible();
  await payout.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已登记打款，订单 ${number} 的退款 ¥10.00 已完成`);
  // Paid out, it leaves 待财务打款; under 全部 it is 退款成功 with its receipt.
  await expect(page.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);
  await page.getByRole('link', { name: '重置' }).click();
  await waitForHydration(page);
  const done = page.getByRole('row', { name: new RegExp(number) });
  await expect(done).toContainText('退款成功');
  await expect(done.getByRole('link', { name: '查看打款回单' })).toBeVisible();
  await expect(done.getByRole('button', { name: '登记打款' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/console-refunds-done-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/console-refunds-done-375.png', fullPage: true });
});
