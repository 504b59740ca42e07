import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { operatorSession, staffSession, storeObj } from './store-api.ts';

/*
 * 整单退款 of a completed order (issue 35): a 财务 clerk refunds an order the buyer received and paid on
 * 账期; the order is cancelled and its money goes back to the buyer's credit account, shown as
 * 退款成功 on the order's page.
 */

test('when a 财务 clerk refunds a completed 账期 order in full, then the order is cancelled and the refund to the credit account is 退款成功', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  // A buyer's order paid on credit, shipped and received (set up through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  const admin = await operatorSession(baseURL!);
  const me = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  const creditLine = { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 };
  await storeObj(baseURL!, 'POST', '/admin/credit/set', creditLine, admin);
  await storeObj(baseURL!, 'POST', '/pay/credit', { number }, member.session);
  const shipment = { number, carrier: '顺丰速运', tracking_no: 'SF2026112799' };
  await storeObj(baseURL!, 'POST', '/admin/orders/ship', shipment, admin);
  await storeObj(baseURL!, 'POST', '/user/order/confirm', { number }, member.session);

  await context.clearCookies();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['财务']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders/${number}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${number}`) })).toContainText('已完成');
  const refunds = page.getByRole('region', { name: '退款', exact: true });
  await refunds.getByRole('button', { name: '整单退款' }).click();
  const dialog = page.getByRole('dialog', { name: `整单退款：订单 ${number}` });
  await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  await dialog.getByLabel('原因（会员可见）').fill('试剂批次召回，整单退款');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已整单退款');
  await expect(page.getByRole('heading', { name: new RegExp(`订单 ${number}`) })).toContainText('已取消');
  const refund = refunds.getByRole('row', { name: /退回账期额度/ });
  await expect(refund).toContainText('退款成功');
  await expect(refund).toContainText('试剂批次召回，整单退款');
  await expect(refunds).toContainText('可退金额¥0.00');
  await expect(refunds.getByRole('button', { name: '整单退款' })).toHaveCount(0);
});
