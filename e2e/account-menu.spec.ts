import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('when a member is logged in, then the header shows the masked phone and the account links', async ({
  page,
  login,
}) => {
  const { phone } = await login();
  await open(page, '/');
  const shortcuts = page.getByRole('navigation', { name: '账户与快捷入口' });
  await expect(shortcuts.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  await expect(shortcuts.getByRole('link', { name: '免费注册' })).toHaveCount(0);
  await expect(shortcuts.getByRole('link', { name: '快速下单' })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: '积分兑换' })).toBeVisible();

  const account = shortcuts.getByRole('button', { name: /我的账户/ });
  await expect(account).toContainText(masked(phone));
  expect(await page.getByRole('banner').innerText()).not.toContain(phone);

  // Hover opens it.
  await account.hover();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const expected: [string | RegExp, string][] = [
    ['个人中心', '/user'],
    ['我的订单', '/user/order'],
    ['我的常购清单', '/user/collect'],
    [/^优惠券/, '/user/coupon'],
    ['收货地址', '/user/receive'],
  ];
  for (const [name, href] of expected) {
    await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(shortcuts.getByRole('link', { name: /^优惠券/ })).toContainText(/\d+ 张/);
  await page.mouse.move(640, 600);
  await expect(account).toHaveAttribute('aria-expanded', 'false');

  // So do the keys: ArrowDown lands on the first link, End on 退出登录, Escape closes.
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(shortcuts.getByRole('link', { name: '个人中心' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(shortcuts.getByRole('button', { name: '退出登录' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  await expect(shortcuts.getByRole('link', { name: '个人中心' })).toBeHidden();

  // The side bar offers 个人中心 instead of 登录/注册.
  await open(page, '/list');
  const sideBar = page.getByRole('complementary', { name: '侧边工具栏' });
  await expect(sideBar.getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/user');
  await expect(sideBar.getByRole('link', { name: '登录' })).toHaveCount(0);
  await expect(sideBar.getByRole('link', { name: '注册' })).toHaveCount(0);
});

test('when a member edits the nickname, then it is checked, saved and shown without a reload', async ({
  page,
  login,
}) => {
  const { phone } = await login();
  await open(page, '/user/order');
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await expect(menu.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('region', { name: '会员信息' });
  await expect(card).toContainText(masked(phone));

  const edit = card.getByRole('button', { name: '修改昵称' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: '修改昵称' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('昵称');
  await expect(field).toBeFocused();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await field.fill('');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请填写昵称')).toBeVisible();

  const nickname = `采购${Date.now() % 100000}`;
  await field.fill(nickname);
  await field.press('Enter');
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(nickname);
  await expect(page).toHaveURL('/user/order');

  // It is stored: a fresh load shows it too.
  await open(page, '/user/order');
  await expect(page.getByRole('region', { name: '会员信息' })).toContainText(nickname);
});

test('when a member logs out from the account menu, then /login loads as a visitor', async ({
  page,
  login,
}) => {
  await login();
  await open(page, '/');
  const shortcuts = page.getByRole('navigation', { name: '账户与快捷入口' });
  await shortcuts.getByRole('button', { name: /我的账户/ }).click();
  await shortcuts.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL('/login');
  await expect(shortcuts.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  // The session is gone on the server too: the user centre sends the visitor to log in.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/);
});
