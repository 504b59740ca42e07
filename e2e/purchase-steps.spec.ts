import { expect, test, waitForHydration } from './fixtures.ts';
import { addToCart, plainSku } from './purchasing-data.ts';

// SPEC §2: 我的采购单 → 核对订单信息 → 订单支付 → 完成 on /cart and /order, the page's own step
// marked (issue 40, item 2).

const SHOTS = process.env.STEP_SCREENSHOTS;

test('when a member goes from /cart to /order, then the purchase steps mark 我的采购单, then 核对订单信息', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const sku = await plainSku(baseURL!, member, '蔗糖');
  await addToCart(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await page.goto('/cart');
  await waitForHydration(page);
  const steps = page.getByRole('list', { name: '购买步骤' });
  await expect(steps.getByRole('listitem')).toHaveText([/我的采购单/, /核对订单信息/, /订单支付/, /完成/]);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/我的采购单/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-1366.png`, fullPage: true });

  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\?source=2$/);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/核对订单信息/);
  await expect(steps.getByText('（已完成）')).toHaveCount(1);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/order-1366.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/order-375.png` });
    await page.goto('/cart');
    await page.screenshot({ path: `${SHOTS}/cart-375.png` });
  }
});
