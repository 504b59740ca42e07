import { chatAlwaysOpen } from './chat-hours.ts';
import { signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';
import { PNG } from './test-files.ts';

// 在线客服: the menu counts what waits for staff; a 客服 answers with a picture from the inbox.

type Opened = { conversation: { id: number }; messages: { author: string; kind: string }[] };

test('when a member waits in the chat, then the menu counts it, and a picture and a product card 客服 send show in the thread and reach the member', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  await chatAlwaysOpen(origin);
  const member = await login();
  const { conversation } = await storeObj<Opened>(origin, 'POST', '/chat/open', {}, member.session);
  await storeObj(origin, 'POST', '/chat/send', { kind: 'text', text: '能发张实物图吗？' }, member.session);

  await signInStaff(context, origin, await staffSession(origin, ['客服']));
  await page.goto('/admin');
  await waitForHydration(page);
  const menuItem = page.getByRole('link', { name: '在线客服' });
  await expect(menuItem).toContainText(/在线客服\d+/);

  await page.goto(`/admin/chat?id=${conversation.id}`);
  await waitForHydration(page);
  const messages = page.getByRole('list', { name: '消息' });
  await expect(messages).toContainText('能发张实物图吗？');
  await page.getByLabel('选择图片').setInputFiles({ name: '实物图.png', mimeType: 'image/png', buffer: PNG });
  await expect(messages.getByRole('img', { name: '客服发送的图片' })).toBeVisible();
  await expect(page.getByRole('button', { name: '图片' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  let opened = await storeObj<Opened>(origin, 'POST', '/chat/open', {}, member.session);
  expect(opened.messages.at(-1)).toMatchObject({ author: 'staff', kind: 'image' });

  // 发送商品: found by its 货号.
  const { sku } = await freelySoldSku(origin, member);
  await page.getByRole('button', { name: '发送商品' }).click();
  await page.getByLabel('选择要发送的商品').fill(sku.sku);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: sku.sku }).click();
  await expect(messages).toContainText(`货号：${sku.sku}`);
  opened = await storeObj<Opened>(origin, 'POST', '/chat/open', {}, member.session);
  expect(opened.messages.at(-1)).toMatchObject({ author: 'staff', kind: 'product' });
});
