import { expect, type Member, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

/*
 * 账期支付 in the browser. Credit is granted by an operator through the operator API; the e2e store's
 * operator is a staff member made before the store starts (playwright.config.ts). Races and reconciliation are API tests
 * (apps/api/src/credit/*.test.ts, PGlite and PostgreSQL).
 */

test('when a member without credit chooses 账期支付, then it says credit is not open, the order stays unpaid and /user/bill leads to the records', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const order = await unpaidOrder(baseURL!, member);

  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /账期支付/ }).check();
  await expect(page.getByTestId('credit-closed')).toContainText('您尚未开通账期支付');
  await expect(page.getByRole('button', { name: '账期支付' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByTestId('pay-state')).toHaveText('待付款');

  // SPEC §4: zero credit → /user/bill/record.
  await page.goto('/user/bill');
  await expect(page).toHaveURL(/\/user\/bill\/record$/);
});

test('when a member with credit pays by 账期支付, then 完成 shows the order paid and the bill lists the entry', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const order = await unpaidOrder(baseURL!, member);
  const me = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  const operator = await operatorSession(baseURL!);
  await storeObj(
    baseURL!,
    'POST',
    '/admin/credit/set',
    { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 },
    operator,
  );

  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /账期支付/ }).check();
  await expect(page.getByTestId('credit-method')).toBeVisible();
  await page.getByRole('button', { name: '账期支付' }).click();
  await expect(page).toHaveURL(/done=1/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('pay-state')).toHaveText('待发货');

  await page.goto('/user/bill');
  await expect(page).toHaveURL(/\/user\/bill$/);
  await expect(page.getByRole('main')).toContainText(order.number);
});

/** An unpaid order of one freely sold SKU. */
async function unpaidOrder(baseURL: string, member: Member) {
  const { sku } = await freelySoldSku(baseURL, member);
  return placeUnpaidOrder(baseURL, member, [{ sku_id: sku.id, quantity: 1 }]);
}
