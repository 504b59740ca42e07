import { pick } from './antd-select.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, orderPaidOnCredit } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

/*
 * 换货 (issue 35 items 1–2): a buyer who received the wrong pack asks to exchange one bottle of a
 * completed order; an 订单 clerk approves with the return address, the buyer enters the tracking number of
 * the parcel sent back, the clerk confirms it arrived and ships the replacement (补发), and the buyer sees
 * the replacement's carrier and tracking number. No money moves.
 */

test('when a buyer exchanges one bottle of a completed order, then staff approve, receive it and ship a replacement the buyer sees', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // A fresh buyer's order of two bottles paid on 账期, shipped and received (through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member, 2);
  const { number } = await orderPaidOnCredit(baseURL!, member, [{ sku_id: sku.id, quantity: 2 }], {
    trackingNo: 'SF2026112721',
  });
  await storeObj(baseURL!, 'POST', '/user/order/confirm', { number }, member.session);
  const staff = await staffSession(baseURL!, ['订单']);
  const order = await storeObj<{ lines: { name: string }[] }>(
    baseURL!,
    'GET',
    '/user/order/detail',
    { number },
    member.session,
  );
  const name = order.lines[0]!.name;

  // The buyer asks 换货 for one of the two bottles: nothing to be refunded.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/user/aftersale/apply?number=${number}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: '换货' }).check();
  await page.getByRole('checkbox', { name }).check();
  await page.getByRole('spinbutton', { name: `${name} 的申请数量` }).fill('1');
  await pick(page, '售后原因', '发错货');
  await page.getByLabel('问题描述').fill('收到的包装规格与订单不符，请换成订单上的规格。');
  await expect(page.getByTestId('aftersale-estimate')).toHaveText('¥0.00');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toasts(page)).toContainText('售后申请已提交');
  await expect(page.getByTestId('aftersale-state')).toHaveText('待处理');
  const requestUrl = new URL(page.url()).pathname;
  const id = requestUrl.split('/').pop();

  // The clerk approves it with the address to send the bottle back to.
  await context.clearCookies();
  await signInStaff(context, baseURL!, staff);
  await page.goto(`/admin/aftersales/${id}`);
  await waitForHydration(page);
  const heading = page.getByRole('heading', { name: `售后申请 ${id}`, exact: false });
  await expect(heading).toContainText('待处理');
  await expect(page.getByText('换货', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '同意' }).click();
  const approve = page.getByRole('dialog', { name: /同意售后申请/ });
  await approve
    .getByLabel('退货地址（收件人、电话、地址）')
    .fill('赵换货 021-55550000 上海市浦东新区张江路 1 号');
  await approve.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已同意，等待买家寄回');
  await expect(heading).toContainText('待寄回');

  // The buyer sends the bottle back and enters the tracking number.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(requestUrl);
  await waitForHydration(page);
  await expect(page.getByTestId('aftersale-return-address')).toContainText('张江路 1 号');
  await pick(page, '物流公司', '中通快递');
  await page.getByLabel('运单号').fill('ZT2026112722');
  await page.getByRole('button', { name: '提交运单号' }).click();
  await expect(toasts(page)).toContainText('已提交运单号');
  await expect(page.getByTestId('aftersale-state')).toHaveText('退货中');

  // The clerk confirms it arrived, then ships the replacement.
  await context.clearCookies();
  await signInStaff(context, baseURL!, staff);
  await page.goto(`/admin/aftersales/${id}`);
  await waitForHydration(page);
  await expect(page.getByText('中通快递 ZT2026112722')).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  const receive = page.getByRole('dialog', { name: /确认收货/ });
  await expect(receive).toContainText('确认后退回的商品入库，再为买家补发');
  await receive.getByLabel('货物状况').fill('退回一瓶，包装完好，规格确与订单不符');
  await receive.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已确认收货，请补发');
  await expect(heading).toContainText('已收货');
  await page.getByRole('button', { name: '补发' }).click();
  const reship = page.getByRole('dialog', { name: /补发/ });
  await expect(reship.getByRole('button', { name: '保存' })).toBeDisabled();
  await pick(reship, '物流公司', '顺丰速运');
  await reship.getByLabel('运单号').fill('SF2026112723');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await reship.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已补发，售后完成');
  await expect(heading).toContainText('已完成');

  // The buyer sees the request done and the replacement on its way.
  await context.clearCookies();
  await signInStaff(context, baseURL!, member.session, { member: true });
  await page.goto(requestUrl);
  await waitForHydration(page);
  await expect(page.getByTestId('aftersale-state')).toHaveText('已完成');
  const replacement = page.getByRole('region', { name: '补发物流' });
  await expect(replacement).toContainText('顺丰速运');
  await expect(replacement).toContainText('SF2026112723');
  await expect(page.getByRole('region', { name: '寄回物流' })).toContainText('ZT2026112722');
  expect(await axeViolations(page)).toEqual([]);

  // The order's own page tells of the exchange and its replacement shipment.
  await page.goto(`/user/order/${number}`);
  const onOrder = page.getByRole('region', { name: '售后' });
  await expect(onOrder).toContainText('换货');
  await expect(onOrder).toContainText('已完成');
  await expect(onOrder).toContainText('顺丰速运 SF2026112723');
  await expect(onOrder.getByRole('link', { name: '查看售后详情' })).toHaveAttribute('href', requestUrl);
});
