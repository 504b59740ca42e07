import { expect, type Member, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

/*
 * 账期支付 in the browser. Credit is granted by an operator through the operator API; the e2e store's
 * operator is named by OPERATOR_PHONES (playwright.config.ts). Races and reconciliation are API tests
 * (apps/api/src/credit/*.test.ts, PGlite and PostgreSQL).
 */

interface Detail {
  controlled: unknown[];
  skus: { id: number; stock: number; min_qty: number; step: number; on_sale: boolean }[];
}

async function plainSku(baseURL: string, member: Member) {
  const listed = await storeObj<{ list: { id: number }[] }>(baseURL, 'GET', '/product/list', {
    pageSize: 60,
  });
  for (const { id } of listed.list) {
    const detail = await storeObj<Detail>(baseURL, 'GET', '/product/detail', { id }, member.session);
    if (detail.controlled.length > 0) continue;
    const sku = detail.skus.find((s) => s.on_sale && s.min_qty === 1 && s.step === 1 && s.stock >= 2);
    if (sku) return sku;
  }
  throw new Error('no freely sold SKU in the demo catalogue');
}

async function unpaidOrder(baseURL: string, member: Member) {
  const sku = await plainSku(baseURL, member);
  const address = await storeObj<{ id: number }>(
    baseURL,
    'POST',
    '/user/address/add',
    {
      consignee: '王立',
      phone: '13800138000',
      province_code: 440000,
      city_code: 440100,
      district_code: 440106,
      detail: '天河路 1 号',
    },
    member.session,
  );
  return storeObj<{ number: string }>(
    baseURL,
    'POST',
    '/order/submit',
    {
      idempotency_key: `e2e-credit-${Date.now()}`,
      source: 1,
      items: [{ sku_id: sku.id, quantity: 1 }],
      address_id: address.id,
    },
    member.session,
  );
}

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
    { user_id: me.user_id, limit_fen: 1_000_000, statement_day: 1, due_days: 30 },
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
