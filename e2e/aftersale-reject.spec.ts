import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, orderPaidOnCredit } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

/*
 * 拒绝 (issue 35 item 2): an 订单 clerk finds a buyer's 退货退款 request by its order number and rejects
 * it with a reason; the buyer sees it 已拒绝 in 我的售后, with the reason, and nothing left to do on it.
 */

test('when staff reject a 售后 request with a reason, then the buyer sees it 已拒绝 with that reason', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  // A fresh buyer's order paid on 账期 and shipped, and their request for one bottle (through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member, 2);
  const { number } = await orderPaidOnCredit(baseURL!, member, [{ sku_id: sku.id, quantity: 2 }], {
    trackingNo: 'SF2026112711',
  });
  const options = await storeObj<{ lines: { line_id: number }[] }>(
    baseURL!,
    'GET',
    '/user/aftersale/options',
    { number },
    member.session,
  );
  const { id } = await storeObj<{ id: number }>(
    baseURL!,
    'POST',
    '/user/aftersale/apply',
    {
      number,
      kind: 'return_refund',
      reason: 'quality',
      description: '颜色偏黄，怀疑纯度不足。',
      lines: [{ line_id: options.lines[0]!.line_id, quantity: 1 }],
    },
    member.session,
  );

  // An 订单 clerk searches the queue by the order's number and opens the request.
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['订单']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/aftersales');
  await waitForHydration(page);
  await page.getByRole('form', { name: '筛选售后申请' }).getByLabel('订单号').fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`number=${number}`));
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('待处理');
  await row.getByRole('link', { name: `处理售后申请 ${id}` }).click();
  const heading = page.getByRole('heading', { name: `售后申请 ${id}　待处理` });
  await expect(heading).toBeVisible();
  await waitForHydration(page);

  // 拒绝 asks for the reason the buyer will read; 确定 waits for it.
  await page.getByRole('button', { name: '拒绝' }).click();
  const dialog = page.getByRole('dialog', { name: `拒绝售后申请 ${id}` });
  await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  await dialog.getByLabel('拒绝原因（会员可见）').fill('检测报告显示纯度合格，颜色差异属正常批次差异。');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('已拒绝售后申请');
  await expect(page.getByRole('heading', { name: /售后申请 \d+/ })).toContainText('已拒绝');
  await expect(page.getByText('检测报告显示纯度合格')).toBeVisible();
  await expect(page.getByRole('button', { name: '同意' })).toHaveCount(0);

  // The order's console page lists its requests, whatever their state.
  await page.goto(`/admin/orders/${number}`);
  const onOrder = page.getByRole('region', { name: '售后' });
  await expect(onOrder.getByRole('row', { name: /已拒绝/ })).toContainText('退货退款');
  await expect(onOrder.getByRole('link', { name: '查看' })).toHaveAttribute(
    'href',
    `/admin/aftersales/${id}`,
  );

  // The buyer: 已拒绝 in 我的售后, and on the request's page why, with no 撤销 left.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto('/user/aftersale');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByTestId('aftersale-state')).toHaveText('已拒绝');
  await card.getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/aftersale/${id}$`));
  await waitForHydration(page);
  await expect(page.getByTestId('aftersale-state')).toHaveText('已拒绝');
  await expect(page.getByText('申请未通过。')).toBeVisible();
  const why = page.getByRole('region', { name: '拒绝原因' });
  await expect(why).toContainText('检测报告显示纯度合格，颜色差异属正常批次差异。');
  await expect(page.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
