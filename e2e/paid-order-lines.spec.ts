import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

// Issue 32, items 3 and 5: /pay and 完成 name each line by its 货号 and pack, as the order page does;
// once paid, the order's amount is 实付金额 on 完成, in the order list and on the order page.

interface DetailSku {
  id: number;
  sku: string;
  pack: string;
}

test('when a member pays an order by 账期支付, then /pay and 完成 show each line’s 货号 and pack, and the paid order says 实付金额', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const { productId, sku } = await freelySoldSku(baseURL!, member, 3);
  const detail = await storeObj<{ skus: DetailSku[] }>(
    baseURL!,
    'GET',
    '/product/detail',
    { id: productId },
    member.session,
  );
  const pack = detail.skus.find((s) => s.id === sku.id)!.pack;
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 3 }]);

  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  const line = page.locator('.lm-pay__lines > li');
  await expect(line).toContainText(`货号 ${sku.sku}`);
  await expect(line).toContainText(`${pack} × 3`);

  const me = await storeObj<{ user_id: number }>(baseURL!, 'GET', '/user/info', {}, member.session);
  await storeObj(
    baseURL!,
    'POST',
    '/admin/credit/set',
    { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 },
    await operatorSession(baseURL!),
  );
  await page.getByRole('radio', { name: /账期支付/ }).check();
  await page.getByRole('button', { name: '账期支付' }).click();
  await expect(page).toHaveURL(/done=1/);
  await expect(page.locator('.lm-pay__lines > li')).toContainText(`货号 ${sku.sku}`);
  await expect(page.locator('.lm-pay__lines > li')).toContainText(`${pack} × 3`);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/user/order');
  await waitForHydration(page);
  await expect(page.locator('.lm-order-card__amount')).toContainText('实付金额');

  await page.goto(`/user/order/${order.number}`);
  await waitForHydration(page);
  const total = page.locator('.lm-order-amounts__total');
  await expect(total.locator('dt')).toHaveText('实付金额');
  await expect(page.locator('.lm-order-amounts')).not.toContainText('应付');
});
