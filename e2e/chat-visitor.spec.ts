import type { Page } from '@playwright/test';
import { chatAlwaysOpen } from './chat-hours.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

// 在线客服 from the storefront (issue 36): a visitor on an item page asks about the product; staff
// answer through the API; the answer arrives live in the open panel and as a badge while it is closed.

interface ListAnswer {
  list: { id: number; name: string }[];
}
interface DetailAnswer {
  name: string;
  skus: { id: number; sku: string; pack: string; on_sale: boolean }[];
}
interface ChatRow {
  id: number;
  last_text: string;
}

async function staffAnswer(baseURL: string, question: string, answer: string) {
  const staff = await operatorSession(baseURL);
  const found = await storeObj<{ list: ChatRow[] }>(
    baseURL,
    'GET',
    '/admin/chat/list',
    { q: question, index: 1, pageSize: 10 },
    staff,
  );
  expect(found.list, 'the visitor’s conversation').toHaveLength(1);
  await storeObj(
    baseURL,
    'POST',
    '/admin/chat/send',
    { id: found.list[0]!.id, kind: 'text', text: answer },
    staff,
  );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/chat-visitor-${name}.png` });
}

test('when a visitor asks about a product in 在线客服 and staff answer, then the answer appears live and as a badge while closed', async ({
  page,
  baseURL,
}) => {
  await chatAlwaysOpen(baseURL!);
  const found = await storeObj<ListAnswer>(baseURL!, 'GET', '/product/list', { keyword: '75-05-8' });
  const productId = found.list[0]!.id;
  const product = await storeObj<DetailAnswer>(baseURL!, 'GET', '/product/detail', { id: productId });
  const first = product.skus.find((sku) => sku.on_sale)!;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/item/${productId}`);
  await waitForHydration(page);
  const sideBar = page.getByRole('complementary', { name: '侧边工具栏' });
  await sideBar.getByRole('button', { name: '在线客服' }).click();

  const panel = page.getByRole('dialog', { name: '在线客服' });
  await expect(panel.getByText('在线', { exact: true })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: '输入消息' })).toBeFocused();
  await expect(panel.getByText('登录', { exact: true })).toBeVisible();
  await expect(panel.getByText(`货号 ${first.sku}`)).toBeVisible();
  await panel.getByRole('button', { name: '发送商品' }).click();
  const log = panel.getByRole('log', { name: '聊天记录' });
  await expect(log.locator('[data-author="buyer"]').getByText(product.name)).toBeVisible();

  // Enter sends; the text is shown as text, markup and all.
  const question = `<b>这个有现货吗</b> ${Date.now().toString(36)}`;
  const box = panel.getByRole('textbox', { name: '输入消息' });
  await box.fill(question);
  await expect(panel.getByText(`${question.length}/500`)).toBeVisible();
  await box.press('Enter');
  await expect(log.locator('[data-author="buyer"]').getByText(question, { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');

  // The answer arrives on the stream without a reload.
  await staffAnswer(baseURL!, question, '有现货，今天下单明天发货。');
  await expect(log.locator('[data-author="staff"]').getByText('有现货，今天下单明天发货。')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, '1366');

  // Closed: a second answer shows as the unread badge on 在线客服.
  await panel.getByRole('button', { name: '关闭在线客服' }).click();
  await expect(panel).toBeHidden();
  await expect(sideBar.getByRole('button', { name: /在线客服/ })).toBeFocused();
  await staffAnswer(baseURL!, question, '还有别的问题吗？');
  const chatButton = sideBar.getByRole('button', { name: /在线客服/ });
  await expect(chatButton.getByTestId('chat-unread')).toHaveText('1');
  // The tab's title blinks 「【新消息】…」 until the message is seen.
  await expect.poll(() => page.title()).toMatch(/^【新消息】/);
  expect(await axeViolations(page)).toEqual([]);

  // Opening it shows the message and clears the badge.
  await chatButton.click();
  await expect(log.locator('[data-author="staff"]').getByText('还有别的问题吗？')).toBeVisible();
  await expect(chatButton.getByTestId('chat-unread')).toHaveCount(0);
  await expect.poll(() => page.title()).not.toContain('【新消息】');

  // Phones: a full-screen sheet.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel).toBeVisible();
  const sheet = await panel.boundingBox();
  expect(sheet?.width).toBe(375);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, '375');
});
