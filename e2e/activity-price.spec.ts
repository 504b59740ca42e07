import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, cartBadge, fenOf, money } from './purchasing-data.ts';
import { storeObj } from './store-api.ts';

// Issue 32 item 4: the list and the item page show the activity price (and the time left) wherever
// the 采购单 will charge it, and the 采购单 then charges exactly that.

/** The demo's running activity (seeded a day before the store started, for 31 days). */
const ACTIVITY = '开学季耗材与常用试剂特惠';
/** Tris 100 g, at 85折 in it. */
const SKU = 'BY-B00001-100G';

interface SalesItem {
  product_id: number;
  name: string;
  sku: string;
  price?: string | null;
  list_price?: string;
}

test('when a member finds an item of a running activity, then the list and the item page show 活动价 with a countdown, and the 采购单 charges that price', async ({
  page,
  baseURL,
  login,
}) => {
  const origin = baseURL!;
  const member = await login();
  const { running } = await storeObj<{ running: { id: number; title: string }[] }>(
    origin,
    'GET',
    '/sales/list',
  );
  const activity = running.find((a) => a.title === ACTIVITY)!;
  expect(activity).toBeDefined();
  const { items } = await storeObj<{ items: SalesItem[] }>(
    origin,
    'GET',
    '/sales/detail',
    { id: activity.id },
    member.session,
  );
  const item = items.find((i) => i.sku === SKU)!;
  const price = fenOf(item.price!);
  const listPrice = fenOf(item.list_price!);
  expect(price).toBeLessThan(listPrice);

  // The list: the product's card is priced from the activity price (its lowest), its own struck through.
  await page.goto(`/list?keyword=${encodeURIComponent(item.name)}`);
  await waitForHydration(page);
  const card = page.locator('.lm-product-row').filter({
    has: page.getByRole('link', { name: item.name, exact: true }),
  });
  const offer = card.locator('.lm-list-activity');
  await expect(offer.locator('.lm-sales-tag')).toHaveText('活动价');
  await expect(card.locator('.lm-product-row__price .lm-price')).toContainText(money(price));
  await expect(offer.locator('s')).toContainText(money(listPrice));

  // The item page: the SKU's row at the activity price, the activity, and the time left ticking.
  await card.getByRole('link', { name: item.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${item.product_id}$`));
  await waitForHydration(page);
  const row = page.getByRole('row').filter({ hasText: SKU });
  await expect(row.locator('.lm-sales-tag')).toHaveText('活动价');
  await expect(row.locator('.lm-sales-price__now')).toContainText(money(price));
  await expect(row.locator('s')).toContainText(money(listPrice));
  await expect(row.getByRole('link', { name: ACTIVITY })).toHaveAttribute('href', `/sales/${activity.id}`);
  const timer = row.getByRole('timer');
  await expect(timer).toHaveText(/^\d+天 \d{2}:\d{2}:\d{2}$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  expect(await axeViolations(page)).toEqual([]);

  const quantity = Number(await row.locator('.lm-stepper__input').inputValue());
  await row.getByRole('button', { name: '加入采购单' }).click();
  await expect(toasts(page)).toContainText('已加入采购单');
  await expect(cartBadge(page)).toHaveText('1');

  // The 采购单 charges what the item page showed.
  await page.goto('/cart');
  await waitForHydration(page);
  const line = page.getByRole('listitem').filter({ hasText: SKU });
  await expect(line.locator('.lm-sales-tag')).toHaveText('活动价');
  await expect(line.locator('.lm-sales-price__now')).toContainText(money(price));
  await expect(page.locator('.lm-collect-bar__total')).toHaveText(money(price * quantity));

  // At 375 px the row with its activity fits the screen: no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/item/${item.product_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('row').filter({ hasText: SKU }).getByRole('timer')).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
