import { confirmPopover, pick } from './antd-select.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, fenOf, freelySoldSku, money, placeUnpaidOrder } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

/*
 * 仅退款 before shipping (issue 35 items 1–3): a buyer who paid online for two bottles wants one fewer;
 * an 订单 clerk approves the request in the console, the sandbox refunds that bottle's share at once, and
 * the buyer sees the request 已完成 and the refund 退款成功, 原路退回, on the order.
 */

test('when a buyer asks 仅退款 for one bottle of a paid order not yet shipped and staff approve, then the request is 已完成 and the order shows the refund 退款成功', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // A fresh buyer's order of two bottles.
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member, 2);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 2 }]);
  const order = await storeObj<{ lines: { name: string; unit_price: string }[] }>(
    baseURL!,
    'GET',
    '/user/order/detail',
    { number },
    member.session,
  );
  const { name, unit_price } = order.lines[0]!;
  const share = money(fenOf(unit_price));
  // Paid at the sandbox cashier as its 支付成功 button posts (the cashier's pages are pay-online's journey).
  const { url } = await storeObj<{ url: string }>(
    baseURL!,
    'POST',
    '/pay/online',
    { number },
    member.session,
  );
  const cashier = new URL(url, baseURL);
  const form = new URLSearchParams(cashier.searchParams);
  form.set('outcome', 'pay');
  const paid = await fetch(new URL(cashier.pathname, baseURL), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const stateOf = async () =>
    (await storeObj<{ state: string }>(baseURL!, 'GET', '/user/order/detail', { number }, member.session))
      .state;
  await expect.poll(stateOf).toBe('paid');
  await page.setViewportSize({ width: 1366, height: 900 });

  // From the order's page: before shipping, 仅退款 is the only kind, for one of the two bottles.
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: '申请售后' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: '仅退款' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '退货退款' })).toHaveCount(0);
  await page.getByRole('checkbox', { name }).check();
  await page.getByRole('spinbutton', { name: `${name} 的申请数量` }).fill('1');
  await pick(page, '售后原因', '不想要了、买错了');
  await page.getByLabel('问题描述').fill('多订了一瓶，发货前退掉一瓶。');
  await expect(page.getByTestId('aftersale-estimate')).toHaveText(share);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toasts(page)).toContainText('售后申请已提交');
  await expect(page.getByTestId('aftersale-state')).toHaveText('待处理');
  const requestUrl = new URL(page.url()).pathname;

  // An 订单 clerk finds it by the order's number and approves: the refund starts at once.
  await context.clearCookies();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['订单']));
  await page.goto(`/admin/aftersales?number=${number}`);
  await waitForHydration(page);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('仅退款');
  await row.getByRole('link', { name: /处理售后申请/ }).click();
  const heading = page.getByRole('heading', { name: /售后申请 \d+/ });
  await expect(heading).toContainText('待处理');
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '同意' }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm).toContainText('同意后即按原付款方式退款');
  await confirmPopover(page, '同意并退款');
  await expect(toasts(page)).toContainText('已同意，退款已发起');
  await expect(heading).toContainText('已完成');

  // The buyer: the request is 已完成, and the order shows the bottle's share back the way it was paid.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(requestUrl);
  await waitForHydration(page);
  await expect(page.getByTestId('aftersale-state')).toHaveText('已完成');
  await expect(page.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${number}$`));
  await waitForHydration(page);
  await expect(page.getByTestId('order-state')).toHaveText('待发货');
  const refund = page.getByRole('region', { name: '退款', exact: true });
  await expect(refund).toContainText(`退款 ${share}`);
  await expect(refund).toContainText('退款成功');
  await expect(refund).toContainText('原路退回');
  await expect(refund).toContainText('售后退款：不想要了、买错了');
  expect(await axeViolations(page)).toEqual([]);
});
