import { expect, test, waitForHydration } from './fixtures.ts';
import { addAddress, axeViolations, freelySoldSku } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

/*
 * Coupons in the browser, one story: claim a coupon in 领券中心 → it is preselected at confirmation →
 * pay (账期支付, granted by the operator API) → 我的优惠券 shows it under 已使用. Applicability, limits
 * and races are API tests (apps/api/src/coupons/*.test.ts, PGlite and PostgreSQL).
 */

test('when a member claims a coupon, then it is preselected at confirmation, and once paid it shows under 已使用', async ({
  page,
  baseURL,
  login,
}) => {
  const origin = baseURL!;
  const member = await login();
  const operator = await operatorSession(origin);
  const name = `旅程券${Date.now() % 1_000_000}`;
  // 无门槛减¥1: applies to any order, and no other coupon of this new member competes with it.
  await storeObj(
    origin,
    'POST',
    '/admin/coupon/templates/save',
    { name, kind: 'amount', threshold: '0', amount: '1', valid_days: 7, total: 50, sort: -100_000 },
    operator,
  );
  const me = await storeObj<{ user_id: number }>(origin, 'GET', '/user/info', {}, member.session);
  await storeObj(
    origin,
    'POST',
    '/admin/credit/set',
    { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 },
    operator,
  );
  await addAddress(origin, member);
  const { productId, sku } = await freelySoldSku(origin, member);

  // 领券中心: 领取 → 已领取.
  await page.goto('/coupon');
  await waitForHydration(page);
  const card = page.locator('.lm-coupon', { hasText: name });
  await expect(card).toContainText('¥1');
  await expect(card).toContainText('无门槛');
  await card.getByRole('button', { name: `领取${name}` }).click();
  await expect(card.getByRole('link', { name: `${name}已领取，去我的优惠券` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Confirmation: the coupon is preselected and taken off the payable.
  await page.goto(`/item/${productId}`);
  await waitForHydration(page);
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').filter({ hasText: sku.sku });
  await row.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/order\?source=1/);
  await waitForHydration(page);
  const choice = page.locator('.lm-coupon-choice', { hasText: name });
  await expect(choice.getByRole('radio')).toBeChecked();
  await expect(choice).toContainText('-¥1.00');
  await expect(page.locator('.lm-order-amounts')).toContainText('-¥1.00');
  const payable = await page.getByTestId('order-payable').textContent();
  // Choosing none and back changes the payable and restores it.
  await page.getByRole('radio', { name: '不使用优惠券' }).check();
  await expect(page.getByTestId('order-payable')).not.toHaveText(payable!);
  await choice.getByRole('radio').check();
  await expect(page.getByTestId('order-payable')).toHaveText(payable!);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?number=/);
  const number = new URL(page.url()).searchParams.get('number')!;

  // Pay on credit.
  await waitForHydration(page);
  await page.getByRole('radio', { name: /账期支付/ }).check();
  await page.getByRole('button', { name: '账期支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // 我的优惠券 → 已使用, with the order it paid for.
  await page.goto('/user/coupon?tab=used');
  const used = page.locator('.lm-coupon', { hasText: name });
  await expect(used).toContainText('已使用');
  await expect(used.getByRole('link', { name: number })).toHaveAttribute('href', `/user/order/${number}`);
  await expect(page.getByRole('link', { name: /已使用\s*1/ })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);

  // The order itself names the coupon beside the discount.
  await page.goto(`/user/order/${number}`);
  await expect(page.locator('.lm-order-amounts')).toContainText(`优惠券：${name}`);
});
