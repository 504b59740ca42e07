import { chatAlwaysOpen } from './chat-hours.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';
import { PNG } from './test-files.ts';

// 在线客服 for a member (issue 36): on their order's page they send the order card and a picture.

test('when a member on their order page sends the order and a picture in 在线客服, then both show as cards in the panel', async ({
  page,
  baseURL,
  login,
}) => {
  await chatAlwaysOpen(baseURL!);
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member, 1);
  const { number } = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await page
    .getByRole('complementary', { name: '侧边工具栏' })
    .getByRole('button', { name: '在线客服' })
    .click();
  const panel = page.getByRole('dialog', { name: '在线客服' });
  const log = panel.getByRole('log', { name: '聊天记录' });

  await panel.getByRole('button', { name: '发送订单' }).click();
  await expect(log.getByRole('link', { name: `订单 ${number}` })).toBeVisible();
  await expect(log.getByText('待付款 · ¥', { exact: false })).toBeVisible();

  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: '瓶子.png', mimeType: 'image/png', buffer: PNG });
  await expect(log.getByRole('img', { name: '聊天图片' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/chat-member-1366.png' });
});
