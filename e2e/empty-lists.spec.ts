import { expect, test, waitForHydration } from './fixtures.ts';

// SPEC §2: an empty list says 未找到相关信息, the same on every list; a friendlier line (what to do
// next) may follow it, never replace it (issue 40, item 4).

const LISTS = [
  ['/user/order', '去挑选商品'],
  ['/user/order?q=不存在的订单', '换个订单号'],
  ['/user/aftersale', '去我的订单'],
  ['/user/points', '去积分商城'],
  ['/user/coupon', '去领券中心看看'],
  ['/user/coupon?tab=used', '用过的优惠券'],
  ['/user/history', '去逛逛'],
  ['/user/collect', '按货号添加'],
  ['/user/bill/record', '查看我的订单'],
] as const;

test('when a new member opens each user-centre list, then each says 未找到相关信息 with its hint under it', async ({
  page,
  login,
}) => {
  await login();
  for (const [path, hint] of LISTS) {
    await page.goto(path);
    await waitForHydration(page);
    const status = page.locator('.lm-paging-list__status');
    await expect(status.locator('.lm-paging-list__empty'), path).toHaveText('未找到相关信息');
    await expect(status.locator('.lm-paging-list__hint'), path).toContainText(hint);
  }
});
