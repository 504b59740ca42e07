import { chatAlwaysOpen } from './chat-hours.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { operatorSession, storeObj } from './store-api.ts';

// 在线客服 (issue 36): staff answer a buyer who is browsing elsewhere; the badge on 在线客服 counts the
// answer before the buyer opens the panel on this page (GET /chat/unread, docs/chat.md).

test('when staff answer a member who has not opened 在线客服 on this page, then after a reload 在线客服 shows the unread count', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  // The member asked earlier (another tab, another day): their conversation exists.
  const opened = await storeObj<{ conversation: { id: number } }>(
    baseURL!,
    'POST',
    '/chat/open',
    {},
    member.session,
  );
  await storeObj(
    baseURL!,
    'POST',
    '/chat/send',
    { kind: 'text', text: '丙酮有 2.5 L 装吗？' },
    member.session,
  );

  await page.setViewportSize({ width: 1366, height: 900 });
  // Not the home page: its side bar shows only after a scroll.
  await page.goto('/list');
  await waitForHydration(page);
  const chatButton = page
    .getByRole('complementary', { name: '侧边工具栏' })
    .getByRole('button', { name: /在线客服/ });
  await expect(chatButton).toBeVisible();
  await expect(chatButton.getByTestId('chat-unread')).toHaveCount(0);

  const staff = await operatorSession(baseURL!);
  for (const text of ['有的，2.5 L 现货', '需要的话帮您下单']) {
    await storeObj(
      baseURL!,
      'POST',
      '/admin/chat/send',
      { id: opened.conversation.id, kind: 'text', text },
      staff,
    );
  }

  await page.reload();
  await waitForHydration(page);
  await expect(chatButton.getByTestId('chat-unread')).toHaveText('2');
  // The count came without the panel: its chunk and stream are still not loaded.
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);

  // Opening the panel shows the answers; its stream owns the count from here and they are read.
  await chatButton.click();
  const log = page.getByRole('dialog', { name: '在线客服' }).getByRole('log', { name: '聊天记录' });
  await expect(log.locator('[data-author="staff"]').getByText('需要的话帮您下单')).toBeVisible();
  await expect(chatButton.getByTestId('chat-unread')).toHaveCount(0);
});

test('when a visitor who chatted on one page is answered while on another, then after a reload 在线客服 shows the unread count', async ({
  page,
  baseURL,
}) => {
  await chatAlwaysOpen(baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/list');
  await waitForHydration(page);
  const chatButton = page
    .getByRole('complementary', { name: '侧边工具栏' })
    .getByRole('button', { name: /在线客服/ });
  await chatButton.click();
  const panel = page.getByRole('dialog', { name: '在线客服' });
  const question = `有无水乙醇吗？${Date.now().toString(36)}`;
  await panel.getByRole('textbox', { name: '输入消息' }).fill(question);
  await panel.getByRole('textbox', { name: '输入消息' }).press('Enter');
  await expect(panel.getByRole('log', { name: '聊天记录' }).getByText(question)).toBeVisible();

  // Another page, the panel never opened there.
  await page.goto('/brand');
  await waitForHydration(page);
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);
  const staff = await operatorSession(baseURL!);
  const found = await storeObj<{ list: { id: number }[] }>(
    baseURL!,
    'GET',
    '/admin/chat/list',
    { q: question, index: 1, pageSize: 10 },
    staff,
  );
  expect(found.list, 'the visitor’s conversation').toHaveLength(1);
  await storeObj(
    baseURL!,
    'POST',
    '/admin/chat/send',
    { id: found.list[0]!.id, kind: 'text', text: '有的' },
    staff,
  );

  await page.reload();
  await waitForHydration(page);
  await expect(chatButton.getByTestId('chat-unread')).toHaveText('1');
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);
});
