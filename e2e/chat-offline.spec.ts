import { chatAlwaysOpen, saveChatHours } from './chat-hours.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { freshPhone } from './store-api.ts';

// 在线客服 outside working hours (issue 36): a visitor leaves a message with a phone number.
// Shared state: it closes the chat for everyone while it runs, then opens it around the clock again.

/** A weekday (1 = 周一) two days from today in China: the chat is closed all of today. */
function notToday(): number {
  const chinaDay = new Date(Date.now() + 8 * 3600_000).getUTCDay() || 7;
  return ((chinaDay + 1) % 7) + 1;
}

test('when a visitor writes to 在线客服 outside working hours, then a phone is asked for and the message is received', async ({
  page,
  baseURL,
}) => {
  await saveChatHours(baseURL!, { days: [notToday()], start: '09:00', end: '18:00' });
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/list');
    await waitForHydration(page);
    await page
      .getByRole('complementary', { name: '侧边工具栏' })
      .getByRole('button', { name: '在线客服' })
      .click();
    const panel = page.getByRole('dialog', { name: '在线客服' });
    await expect(panel.getByText('离线留言', { exact: true })).toBeVisible();
    await expect(panel.getByText('客服不在线，请留言，我们将在工作时间回复')).toBeVisible();

    const box = panel.getByRole('textbox', { name: '输入消息' });
    await box.fill('请帮我报价 500 瓶乙腈');
    await box.press('Enter');
    await expect(toasts(page)).toContainText('请填写手机号');
    await expect(box).toHaveValue('请帮我报价 500 瓶乙腈');

    await panel.getByRole('textbox', { name: '手机号' }).fill(freshPhone());
    await panel.getByRole('button', { name: '发送' }).click();
    await expect(panel.getByText('已收到留言')).toBeVisible();
    await expect(panel.getByRole('log').getByText('请帮我报价 500 瓶乙腈')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/chat-offline-1366.png' });

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/chat-offline-375.png' });
  } finally {
    await chatAlwaysOpen(baseURL!);
  }
});
