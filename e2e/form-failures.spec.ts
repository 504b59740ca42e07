import type { Page } from '@playwright/test';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';

// SPEC §5, §8: a submission the form refuses shows a toast as well as the messages under the fields
// (issue 40, item 1). Every form goes through the one LmForm (apps/web/app/lib/ui/lm-form.tsx).

/** The inline message antd puts under a field. */
const inline = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });

test('when /login is submitted empty, then a toast and the inline message both say what is missing', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('tabpanel', { name: '密码登录' }).getByRole('button', { name: '登录' }).click();
  await expect(toasts(page)).toContainText('请输入手机号或用户名');
  await expect(inline(page, '请输入手机号或用户名')).toBeVisible();
  await expect(inline(page, '请输入密码')).toBeVisible();
});

test('when /register/datum and a new address are submitted empty, then each shows a toast with the inline messages', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/register/datum');
  await waitForHydration(page);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(toasts(page).locator('.lm-toast--error')).toHaveCount(1);
  const datumToast = await toasts(page).locator('.lm-toast--error').innerText();
  await expect(inline(page, datumToast.trim())).toBeVisible();

  await page.goto('/user/receive');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const form = page.getByRole('dialog', { name: '新增收货地址' });
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(toasts(page).locator('.lm-toast--error')).toHaveCount(1);
  const addressToast = await toasts(page).locator('.lm-toast--error').innerText();
  await expect(form.locator('.ant-form-item-explain-error', { hasText: addressToast.trim() })).toBeVisible();
});
