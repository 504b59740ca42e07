import type { Page } from '@playwright/test';
import { confirmPopover, pick } from './antd-select.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, orderPaidOnCredit, settled } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

/*
 * 退换货规则 (issue 35 item 1): a 商品 clerk makes one product non-returnable in the console; a buyer
 * who received it is told on the 申请售后 page that it cannot be sent back (仅退款 only); the clerk deletes
 * the rule and the buyer may send it back again. Shared state: the rule applies to every buyer.
 */

test('when staff add a rule making a product non-returnable, then the buyer’s apply page says so, and once deleted it can be returned again', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(120_000);
  // A fresh buyer's order paid on 账期 and shipped (through the API).
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member, 1);
  const { number } = await orderPaidOnCredit(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }], {
    trackingNo: 'SF2026112731',
  });
  const order = await storeObj<{ lines: { name: string }[] }>(
    baseURL!,
    'GET',
    '/user/order/detail',
    { number },
    member.session,
  );
  const name = order.lines[0]!.name;
  const ruleRow = () =>
    page.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  const clerk = await staffSession(baseURL!, ['商品']);

  // The buyer's apply page, as the buyer sees it now: whether the line may go back for 退货退款.
  async function applyPage(buyerPage: Page) {
    await buyerPage.goto(`/user/aftersale/apply?number=${number}`);
    await waitForHydration(buyerPage);
    await buyerPage.getByRole('radio', { name: '退货退款' }).check();
    return buyerPage.getByRole('listitem').filter({ hasText: name });
  }
  const asBuyer = async () => {
    await context.clearCookies();
    await signInStaff(context, baseURL!, member.session, { member: true });
  };
  const asClerk = async () => {
    await context.clearCookies();
    await signInStaff(context, baseURL!, clerk);
    await page.goto('/admin/aftersales/rules');
    await waitForHydration(page);
  };

  // The clerk adds a rule for the product, found by its 货号.
  await page.setViewportSize({ width: 1366, height: 900 });
  await asClerk();
  await page.getByRole('button', { name: '新建规则' }).click();
  const dialog = page.getByRole('dialog', { name: '新建退换货规则' });
  await pick(dialog, '适用范围', '商品');
  await dialog.getByLabel('查找', { exact: true }).fill(sku.sku);
  await dialog.getByRole('button', { name: '查找' }).click();
  const found = dialog.getByRole('list', { name: '查找结果' }).getByRole('listitem').first();
  await expect(found).toContainText(name);
  await found.getByRole('button', { name: /^加入/ }).click();
  await expect(dialog.getByRole('list', { name: '已选商品' })).toContainText(name);
  await dialog.getByRole('switch', { name: '可退换' }).click();
  await expect(dialog.getByRole('switch', { name: '可退换' })).not.toBeChecked();
  await dialog.getByLabel('给买家的说明（可空）').fill('本品开封后无法复检，不予退换');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText('已保存退换货规则');
  const rule = ruleRow();
  await expect(rule).toContainText('不可退换');
  await expect(rule).toContainText('本品开封后无法复检，不予退换');
  // The modal fades out after the save: read by axe mid-fade, every text in it had half its contrast.
  await expect(dialog).toBeHidden();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);

  // The buyer is told before asking: the line cannot go back, only 仅退款.
  await asBuyer();
  let line = await applyPage(page);
  await expect(line).toContainText('不可退货或换货：本品开封后无法复检，不予退换，仅可申请仅退款');
  await expect(line.getByRole('checkbox', { name })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // The clerk deletes the rule; the buyer may send it back again.
  await asClerk();
  await rule.getByRole('button', { name: '删除' }).click();
  await confirmPopover(page, '删除');
  await expect(toasts(page)).toContainText(`已删除「${name}」的规则`);
  await expect(ruleRow()).toHaveCount(0);
  await asBuyer();
  line = await applyPage(page);
  await expect(line).not.toContainText('不可退货或换货');
  await expect(line.getByRole('checkbox', { name })).toBeEnabled();
});
