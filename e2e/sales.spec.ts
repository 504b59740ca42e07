import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, cartBadge, fenOf, money } from './purchasing-data.ts';
import { callStore, storeObj } from './store-api.ts';

// Sales activities (issue 22): a member buys at an activity price and sees what they saved.

/** The demo's running activity (seeded a day before the store started, for 30 days). */
const ACTIVITY = '开学季耗材与常用试剂特惠';
/** One of its SKUs: 蓝盖试剂瓶 250 mL at 88折. */
const SKU = 'RJ-G00007-250ML';

interface SalesItem {
  sku_id: number;
  name: string;
  sku: string;
  price?: string | null;
  list_price?: string;
}

test('when a member adds an activity SKU from /sales/{id} and orders it, then the order shows the activity price and the saving', async ({
  page,
  baseURL,
  login,
}) => {
  const origin = baseURL!;
  // A visitor sees the activity but no price: 登录询价.
  const { running } = await storeObj<{ running: { id: number; title: string }[] }>(
    origin,
    'GET',
    '/sales/list',
  );
  const activity = running.find((a) => a.title === ACTIVITY)!;
  expect(activity).toBeDefined();
  await page.goto(`/sales/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录询价' }).first()).toBeVisible();
  await expect(page.getByText(/¥\d/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const member = await login();
  const detail = await storeObj<{ items: SalesItem[] }>(
    origin,
    'GET',
    '/sales/detail',
    { id: activity.id },
    member.session,
  );
  const item = detail.items.find((i) => i.sku === SKU)!;
  const price = fenOf(item.price!);
  const listPrice = fenOf(item.list_price!);
  expect(price).toBeLessThan(listPrice);
  const address = await callStore(
    origin,
    'POST',
    '/user/address/add',
    {
      consignee: '钱七',
      phone: '13900004444',
      province_code: 310000,
      city_code: 310104,
      detail: '零陵路 345 号',
    },
    member.session,
  );
  expect(address.envelope.code, address.envelope.message).toBe(200);

  // From the top menu's theme to the activity: its window counts down, its SKUs carry both prices.
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '促销活动' }).click();
  await expect(page).toHaveURL(/\/sales\/theme\/\d+$/);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: ACTIVITY }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/${activity.id}$`));
  await waitForHydration(page);
  await expect(page.getByText('进行中', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d+天 \d{2}:\d{2}:\d{2}$/);
  const row = page.getByRole('row').filter({ hasText: SKU });
  await expect(row.locator('.lm-sales-price__now')).toContainText(money(price));
  await expect(row.locator('s')).toContainText(money(listPrice));
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `加入采购单：${item.name}（${SKU}）` }).click();
  await expect(toasts(page)).toContainText('已加入采购单');
  await expect(cartBadge(page)).toHaveText('1');

  // The 采购单 line says which activity prices it and until when; the total uses the activity price.
  await page.goto('/cart');
  await waitForHydration(page);
  const line = page.getByRole('listitem').filter({ hasText: SKU });
  await expect(line.getByRole('link', { name: ACTIVITY })).toHaveAttribute('href', `/sales/${activity.id}`);
  await expect(line.locator('.lm-sales-tag')).toHaveText('活动价');
  await expect(line.locator('s')).toContainText(money(listPrice));
  await expect(page.locator('.lm-collect-bar__total')).toHaveText(money(price));
  expect(await axeViolations(page)).toEqual([]);

  // Confirmation: the line at the activity price with its saving; then the order is placed.
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\?source=2$/);
  await waitForHydration(page);
  const orderLine = page.getByRole('table', { name: '订单货品' }).getByRole('row').filter({ hasText: SKU });
  await expect(orderLine).toContainText(`省${money(listPrice - price)}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?number=\d{14,}$/);
  const number = new URL(page.url()).searchParams.get('number')!;

  // The order keeps the list price beside what was paid, and says what the activity saved.
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  const soldLine = page.getByRole('row').filter({ hasText: SKU });
  await expect(soldLine.locator('.lm-sales-price__now')).toContainText(money(price));
  await expect(soldLine.locator('s')).toContainText(money(listPrice));
  await expect(soldLine).toContainText(`省${money(listPrice - price)}`);
  // The saving is a note on 商品金额 (already inside it), not a line of the sum (issue 32, item 3).
  const amounts = page.locator('.lm-order-amounts');
  const goodsRow = amounts
    .locator('.lm-order-facts__row')
    .filter({ has: page.locator('dt', { hasText: '商品金额' }) });
  await expect(goodsRow.getByTestId('order-activity-saving')).toContainText(`省${money(listPrice - price)}`);
  await expect(amounts.locator('dt', { hasText: '活动优惠' })).toHaveCount(0);
  await expect(amounts.locator('dt').last()).toHaveText('应付金额');
  expect(await axeViolations(page)).toEqual([]);
});
