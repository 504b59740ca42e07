import { chatAlwaysOpen } from './chat-hours.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { staffSession, storeObj } from './store-api.ts';

// Issue 36's "done when": a visitor asks in 在线客服 from an item page, a 客服 answers from the console in
// another browser, and the answer arrives in the visitor's open panel without a reload.

interface ListAnswer {
  list: { id: number }[];
}
interface DetailAnswer {
  name: string;
  skus: { sku: string; on_sale: boolean }[];
}

test('when a visitor asks about a product in 在线客服 and 客服 answers from the console, then the visitor sees the answer live and staff saw the product', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  await chatAlwaysOpen(origin);
  const found = await storeObj<ListAnswer>(origin, 'GET', '/product/list', { keyword: '75-05-8' });
  const productId = found.list[0]!.id;
  const product = await storeObj<DetailAnswer>(origin, 'GET', '/product/detail', { id: productId });
  const sku = product.skus.find((s) => s.on_sale)!.sku;

  // The visitor, in their own browser.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/item/${productId}`);
  await waitForHydration(page);
  await page
    .getByRole('complementary', { name: '侧边工具栏' })
    .getByRole('button', { name: '在线客服' })
    .click();
  const panel = page.getByRole('dialog', { name: '在线客服' });
  await panel.getByRole('button', { name: '发送商品' }).click();
  const question = `HPLC 级能用于 LC-MS 吗？${Date.now().toString(36)}`;
  await panel.getByRole('textbox', { name: '输入消息' }).fill(question);
  await panel.getByRole('textbox', { name: '输入消息' }).press('Enter');
  const log = panel.getByRole('log', { name: '聊天记录' });
  await expect(log.locator('[data-author="buyer"]').getByText(question, { exact: true })).toBeVisible();

  // A 客服 in another browser finds the conversation by its words and answers from the inbox.
  const staffContext = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    await signInStaff(staffContext, origin, await staffSession(origin, ['客服']));
    const console_ = await staffContext.newPage();
    await console_.setViewportSize({ width: 1366, height: 900 });
    await console_.goto('/admin/chat');
    await waitForHydration(console_);
    await console_.getByRole('searchbox', { name: '搜索' }).fill(question);
    await console_.getByRole('button', { name: '查询' }).click();
    const row = console_.getByRole('navigation', { name: '会话列表' }).getByRole('link', { name: /访客/ });
    await expect(row).toHaveCount(1);
    await row.click();
    await waitForHydration(console_);
    const messages = console_.getByRole('list', { name: '消息' });
    await expect(messages).toContainText(`货号：${sku}`);
    await expect(messages).toContainText(question);
    const answer = 'LC-MS 请选 LCMS 级，本品 HPLC 级杂质谱未按质谱验证。';
    await console_.getByLabel('回复内容').fill(answer);
    await console_.getByRole('button', { name: '发送', exact: true }).click();
    await expect(messages).toContainText(answer);

    // The visitor's panel shows it, with no reload.
    await expect(log.locator('[data-author="staff"]').getByText(answer)).toBeVisible();
  } finally {
    await staffContext.close();
  }
});
