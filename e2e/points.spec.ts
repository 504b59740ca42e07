import { expect, test, waitForHydration } from './fixtures.ts';
import { addAddress, axeViolations } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

/*
 * 积分兑换 in the browser: an operator gives a member points through the operator API, the member
 * redeems a gift in the points mall, and sees the order and the balance. Races, refunds and the ledger
 * sums are API tests (apps/api/src/points/*.test.ts, PGlite and PostgreSQL).
 */

test('when a member with points redeems a gift, then a 积分兑换 order appears in 我的订单 and 我的积分 shows the balance fell', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const operator = await operatorSession(baseURL!);
  const name = `实验室洗瓶 500 mL（${Date.now() % 100_000}）`;
  const { item } = await storeObj<{ item: { id: number } }>(
    baseURL!,
    'POST',
    '/admin/points/items/create',
    {
      name,
      category: '实验耗材',
      description: '广口 LDPE 洗瓶，耐乙醇。',
      points_price: 200,
      stock: 5,
      sort: -1,
    },
    operator,
  );
  await storeObj(
    baseURL!,
    'POST',
    '/admin/points/adjust',
    { phone: member.phone, delta: 500, reason: '采购返点' },
    operator,
  );
  await addAddress(baseURL!, member);

  // The mall shows the member's balance and the gift; its page leads to the confirm view.
  await page.goto('/points');
  await expect(page.getByTestId('points-balance')).toHaveText('500 积分');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: '立即兑换' }).click();

  await expect(page).toHaveURL(new RegExp(`/order\\?source=4&id=${item.id}$`));
  await expect(page.getByRole('heading', { name: '确认兑换' })).toBeVisible();
  await expect(page.getByTestId('redeem-balance')).toHaveText('500 积分');
  await expect(page.getByTestId('redeem-cost')).toHaveText('200 积分');
  expect(await axeViolations(page)).toEqual([]);
  await waitForHydration(page);
  await page.getByRole('button', { name: '确认兑换' }).click();

  // The new order's page: 待发货, paid in points, no 支付 or 再次购买.
  await expect(page).toHaveURL(/\/user\/order\/\d+$/);
  const number = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('order-redemption')).toHaveText('积分兑换');
  await expect(page.getByTestId('order-points-spent')).toHaveText('200 积分');
  await expect(page.getByRole('main')).toContainText('待发货');
  await expect(page.getByRole('button', { name: '再次购买' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);

  await page.goto('/user/order');
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByTestId('order-redemption')).toBeVisible();
  await expect(card).toContainText(name);
  await expect(card).toContainText('200 积分');

  await page.goto('/user/points');
  await expect(page.getByTestId('points-balance')).toHaveText('300 积分');
  const entries = page.getByTestId('points-entry');
  await expect(entries.first()).toContainText('积分兑换');
  await expect(entries.first()).toContainText('-200');
  await expect(entries.nth(1)).toContainText('运营调整');
  await expect(entries.nth(1)).toContainText('采购返点');
  expect(await axeViolations(page)).toEqual([]);
});
