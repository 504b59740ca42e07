import { choose } from './antd-select.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { addToCart, axeViolations, cartBadge, fenOf, money, plainSku } from './purchasing-data.ts';
import { callStore } from './store-api.ts';

// Order confirmation (/order) and placing an order, then the payment page (/pay) shows it.

/** Picks an option of an antd select by typing its name (the region selects search by name). */
/** The freight rule's defaults (docs/operations.md): ¥15, free from ¥500 (labware: no hazard surcharge). */
const freightFor = (goodsFen: number) => (goodsFen >= 50_000 ? 0 : 1500);

test('when a member buys from the item page, then they add an address inline, place the order and see it on /pay', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const sku = await plainSku(baseURL!, member, '烧杯');
  await page.goto(`/item/${sku.productId}`);
  await waitForHydration(page);
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').filter({ hasText: sku.sku });
  await row.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?source=1&id=${sku.productId}&sku=${sku.id}&quantity=1$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();

  // The line and the amounts, as the server prices them.
  const lines = page.getByRole('table', { name: '订单货品' });
  await expect(lines).toContainText(sku.sku);
  const goods = fenOf(sku.price);
  const payable = money(goods + freightFor(goods));
  await expect(page.getByTestId('order-payable')).toHaveText(payable);

  // No address yet: the form is open inline; submitting waits for one.
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await expect(page.getByText('请选择收货地址')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const form = page.locator('.lm-order-inline-form');
  await form.getByLabel('收货人').fill('王五');
  await form.getByLabel('联系电话').fill('13900002222');
  await choose(page, '省份', '上海市');
  await choose(page, '城市', '上海市');
  await choose(page, '区县', '徐汇区');
  await form.getByLabel('详细地址').fill('枫林路 300 号');
  await form.getByRole('button', { name: '保存地址' }).click();
  const chosen = page.getByRole('article').filter({ hasText: '王五' });
  await expect(chosen).toContainText('上海市 徐汇区 枫林路 300 号');
  await expect(chosen.getByText('已选择')).toBeVisible();

  // No profile: 不开票 is preselected; 增值税专用发票 offers to add one here; back to 不开票.
  await expect(page.getByRole('radio', { name: '不开票' })).toBeChecked();
  await page.getByRole('radio', { name: '增值税专用发票' }).check();
  await expect(page.getByRole('button', { name: '在此添加' })).toBeVisible();
  await page.getByRole('radio', { name: '不开票' }).check();

  await page.getByLabel('采购单号（选填）').fill('PO-2026-0042');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?number=\d{14,}$/);
  await expect(page.getByTestId('pay-amount')).toHaveText(payable);
  await expect(page.getByTestId('pay-state')).toHaveText('待付款');
  expect(await axeViolations(page)).toEqual([]);
  // The cached list is spent: /order for this item goes back to the item page.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'order_list')).toBeUndefined();
});

test('when a member checks out two cart lines, then both are ordered and the 采购单 is empty', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const first = await plainSku(baseURL!, member, '离心管');
  const second = await plainSku(baseURL!, member, '烧杯');
  await addToCart(baseURL!, member, [
    { sku_id: first.id, quantity: 1 },
    { sku_id: second.id, quantity: 2 },
  ]);
  const address = await callStore(
    baseURL!,
    'POST',
    '/user/address/add',
    {
      consignee: '赵六',
      phone: '13900003333',
      province_code: 310000,
      city_code: 310104,
      detail: '零陵路 345 号',
    },
    member.session,
  );
  expect(address.envelope.code, address.envelope.message).toBe(200);

  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\?source=2$/);
  await waitForHydration(page);
  const lines = page.getByRole('table', { name: '订单货品' }).getByRole('row');
  await expect(lines).toHaveCount(3); // the header and two lines
  const goods = fenOf(first.price) + 2 * fenOf(second.price);
  const payable = money(goods + freightFor(goods));
  await expect(page.getByTestId('order-payable')).toHaveText(payable);
  await expect(page.getByRole('article').filter({ hasText: '赵六' }).getByText('已选择')).toBeVisible();

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?number=\d{14,}$/);
  await expect(page.getByTestId('pay-amount')).toHaveText(payable);
  await expect(cartBadge(page)).toHaveText('0');
});

test('when an unverified member opens the order page for a controlled chemical, then what is missing is shown with its link', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const sku = await plainSku(baseURL!, member, '甲醇');
  await page.goto(`/item/${sku.productId}`);
  await waitForHydration(page);
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').filter({ hasText: sku.sku });
  await row.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/order\?source=1/);
  await waitForHydration(page);
  const notice = page.getByRole('region', { name: '购买管控化学品需先补全资质' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: '去补全' }).first()).toHaveAttribute('href', /^\/user\//);
  await expect(page.getByText('请先补全管控化学品的购买资质')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
});

test('when a member opens another member’s order on /pay, then the page says it does not exist', async ({
  page,
  login,
  consoleProblems,
}) => {
  await login();
  consoleProblems.allow(/404/);
  const response = await page.goto('/pay?number=20260101000001');
  expect(response?.status()).toBe(404);
});
