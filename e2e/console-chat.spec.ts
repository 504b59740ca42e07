import { confirmPopover, pick } from './antd-select.ts';
import { chatAlwaysOpen } from './chat-hours.ts';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku } from './purchasing-data.ts';
import { staffSession, storeObj } from './store-api.ts';

// 在线客服 (issue 36 item 3): a member asks through the chat; a 客服 answers from the console's inbox.

type Opened = { messages: { author: string; text: string }[] };

test('when a member sends a product card and a question, then 客服 sees it waiting with the 货号 and the company, answers live and marks it solved', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  await chatAlwaysOpen(origin);
  const member = await login();
  const company = `上海某某化学研究所${member.phone.slice(-4)}`;
  await storeObj(
    origin,
    'POST',
    '/register/datum',
    {
      organisation: company,
      contact_name: '李四',
      email: `m${member.phone}@example.com`,
      username: `m${member.phone}`,
      password: 'Lab.2026',
    },
    member.session,
  );
  const { productId, sku } = await freelySoldSku(origin, member);
  await storeObj(origin, 'POST', '/chat/open', {}, member.session);
  const page_ = `/item/${productId}`;
  await storeObj(
    origin,
    'POST',
    '/chat/send',
    { kind: 'product', sku_id: sku.id, page: page_ },
    member.session,
  );
  // Markup in a message is shown as the buyer typed it, never as HTML.
  const question = '请问这个有现货吗？<b>急用</b>';
  await storeObj(origin, 'POST', '/chat/send', { kind: 'text', text: question, page: page_ }, member.session);

  await signInStaff(context, origin, await staffSession(origin, ['客服']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('link', { name: '在线客服' }).click();
  await expect(page).toHaveURL(/\/admin\/chat$/);
  await expect(page).toHaveTitle(/在线客服（\d+ 条未读）/);

  const row = page
    .getByRole('navigation', { name: '会话列表' })
    .getByRole('link', { name: new RegExp(company) });
  await expect(row).toContainText(/等待 \d+ 分钟/);
  await expect(row).toContainText('2 条未读');
  await expect(row).toContainText('未接入');
  await page.screenshot({ path: 'test-results/console-chat-inbox-1366.png', fullPage: true });
  await row.click();
  await waitForHydration(page);

  const messages = page.getByRole('list', { name: '消息' });
  await expect(messages).toContainText(`货号：${sku.sku}`);
  await expect(messages).toContainText(question);
  const buyer = page.getByRole('complementary', { name: '买家信息' });
  await expect(buyer).toContainText(company);
  await expect(buyer).toContainText(page_);
  // Viewed, so read: the badge goes.
  await expect(row).not.toContainText('条未读');
  expect(await axeViolations(page)).toEqual([]);

  // A new message arrives live in the open conversation.
  await storeObj(origin, 'POST', '/chat/send', { kind: 'text', text: '需要 4 瓶' }, member.session);
  await expect(messages).toContainText('需要 4 瓶');

  // The answer starts from a quick reply the 客服 adds now (and deletes once used).
  const answer = `有现货，今天下单明天发货（${member.phone.slice(-4)}）`;
  await page.getByRole('button', { name: '管理快捷回复' }).click();
  const manager = page.getByRole('dialog', { name: '管理快捷回复' });
  await manager.getByRole('textbox', { name: '快捷回复内容' }).fill(answer);
  await manager.getByRole('button', { name: '添加' }).click();
  await expect(toasts(page)).toContainText('已添加快捷回复');
  await expect(manager.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();
  await page.getByRole('combobox', { name: '快捷回复' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: answer }).click();
  await expect(page.getByLabel('回复内容')).toHaveValue(answer);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(messages).toContainText(answer);
  await expect(page.getByRole('heading', { name: `${company} 进行中` })).toBeVisible();

  const opened = await storeObj<Opened>(origin, 'POST', '/chat/open', {}, member.session);
  expect(opened.messages.at(-1)).toMatchObject({ author: 'staff', text: answer });

  await page.getByRole('button', { name: '管理快捷回复' }).click();
  await manager
    .getByRole('listitem')
    .filter({ hasText: answer })
    .getByRole('button', { name: '删除' })
    .click();
  await confirmPopover(page, '删除');
  await expect(toasts(page)).toContainText('已删除');
  await expect(manager.getByRole('listitem').filter({ hasText: answer })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();

  // Handed to a colleague who also holds 在线客服 (the e2e administrator).
  await pick(page, '转交给', '测试运营');
  await page.getByRole('button', { name: '转交', exact: true }).click();
  await expect(toasts(page)).toContainText('已转交给测试运营');
  await expect(page.getByText('接待：测试运营')).toBeVisible();
  await expect(row).toContainText('测试运营');

  await page.getByRole('button', { name: '标记已解决' }).click();
  await confirmPopover(page, '已解决');
  await expect(toasts(page)).toContainText('已标记为已解决');
  await expect(page.getByRole('heading', { name: new RegExp(`${company} 已解决`) })).toBeVisible();
  await shootBoth(page, 'console-chat');
});
