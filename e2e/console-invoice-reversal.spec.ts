import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder, settled } from './purchasing-data.ts';
import { operatorSession, staffSession, storeObj } from './store-api.ts';

/*
 * 发票 and its 红冲 (issue 35, item 4): a 财务 clerk registers the invoice of a paid order whose buyer
 * asked for one (登记开票), then refunds part of it (账期: the refund settles at once); the invoice is
 * then 待红冲 on 发票管理, where the clerk registers the 红字发票's number (登记红冲), and the buyer's
 * order page says 已红冲.
 */

test('when a refund succeeds on an order with an issued invoice, then finance finds it under 待红冲, registers the 红字发票 and the buyer sees 已红冲', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  // A buyer's order with an invoice choice, paid on credit (set up through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const profile = await storeObj<{ id: number }>(
    baseURL!,
    'POST',
    '/user/invoice/add',
    { kind: 'normal', title_type: 'personal', title: '王小明' },
    member.session,
  );
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }], {
    invoice_profile_id: profile.id,
  });
  const admin = await operatorSession(baseURL!);
  const me = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  const creditLine = { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 };
  await storeObj(baseURL!, 'POST', '/admin/credit/set', creditLine, admin);
  await storeObj(baseURL!, 'POST', '/pay/credit', { number }, member.session);

  // 登记开票 on the order's page: the amount is prefilled, a malformed number is refused before it is sent.
  await context.clearCookies();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['财务']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders/${number}`);
  await waitForHydration(page);
  const invoices = page.getByRole('region', { name: '发票', exact: true });
  await expect(invoices).toContainText('普通发票：王小明');
  await invoices.getByRole('button', { name: '登记开票' }).click();
  const issue = page.getByRole('dialog', { name: `登记开票：订单 ${number}` });
  await expect(issue.getByLabel('金额（元）')).not.toHaveValue('');
  await issue.getByLabel('发票号码').fill('1234');
  await expect(issue).toContainText('发票号码为8位或20位数字');
  await expect(issue.getByRole('button', { name: '保存' })).toBeDisabled();
  const invoiceNo = `2631200000${String(Date.now()).slice(-10)}`;
  await issue.getByLabel('发票号码').fill(invoiceNo);
  await expect(issue.getByRole('button', { name: '保存' })).toBeEnabled();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await issue.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已登记发票 ${invoiceNo}`);
  const invoiceRow = invoices.getByRole('row', { name: new RegExp(invoiceNo) });
  await expect(invoiceRow).toContainText('已开具');
  await expect(invoices.getByRole('button', { name: '登记开票' })).toHaveCount(0);

  // 部分退款 of ¥10.00: back to the credit account at once, so the invoice is due for 红冲.
  const refunds = page.getByRole('region', { name: '退款', exact: true });
  await refunds.getByRole('button', { name: '部分退款' }).click();
  const grant = page.getByRole('dialog', { name: `部分退款：订单 ${number}` });
  await grant.getByLabel('金额（元）').fill('10');
  await grant.getByLabel('原因（会员可见）').fill('少发一瓶');
  await grant.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已提交退款 ¥10.00');
  await expect(refunds.getByRole('row', { name: /退回账期额度/ })).toContainText('退款成功');
  await expect(invoiceRow).toContainText('待红冲');
  await expect(invoiceRow).toContainText('退款 ¥10.00');

  // 发票管理 → 待红冲: the invoice is there; 登记红冲 with the 红字发票's number.
  await page.getByRole('complementary', { name: '后台菜单' }).getByRole('link', { name: '发票管理' }).click();
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: '发票状态' })
    .getByRole('link', { name: /^待红冲/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/finance\/invoices\?state=reversal_due$/);
  await waitForHydration(page);
  const due = page.getByRole('row', { name: new RegExp(number) });
  await expect(due).toContainText(invoiceNo);
  await expect(due).toContainText('退款 ¥10.00');
  await page.mouse.move(0, 0);
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/console-invoices-1366.png', fullPage: true });
  await due.getByRole('button', { name: '登记红冲' }).click();
  const reverse = page.getByRole('dialog', { name: `登记红冲：发票 ${invoiceNo}` });
  const redNo = `2631200001${String(Date.now()).slice(-10)}`;
  await reverse.getByLabel('红字发票号码').fill(redNo);
  await reverse.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`订单 ${number} 的发票 ${invoiceNo} 已红冲`);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);

  // The buyer's order page says 已红冲.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '发票信息' })).toContainText(`已红冲（号码 ${invoiceNo}`);
});
