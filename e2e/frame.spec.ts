import type { Page } from '@playwright/test';
import { expect, SHOP_NAME, test, waitForHydration } from './fixtures.ts';

// The journeys read the demo navigation, configuration and categories the server seeds on first start.

const listHref = (query: Record<string, string>) => `/list?${new URLSearchParams(query)}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Gives the page room to scroll (the demo home page is shorter than 400 px of scroll). */
async function makeTall(page: Page) {
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('main')!.style.minHeight = '3000px';
  });
}

test.describe('header', () => {
  test('when a visitor opens a page, then the logo, shortcuts, cart and visitor links are in the header', async ({
    page,
  }) => {
    await open(page, '/list?keyword=abc');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: SHOP_NAME })).toHaveAttribute('href', '/');

    const shortcuts = header.getByRole('navigation', { name: '账户与快捷入口' });
    await expect(shortcuts.getByRole('link', { name: '登录', exact: true })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/list?keyword=abc')}`,
    );
    await expect(shortcuts.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
    await expect(shortcuts.getByRole('link', { name: '快速下单' })).toHaveAttribute('href', '/quick');
    await expect(shortcuts.getByRole('link', { name: '积分兑换' })).toHaveAttribute('href', '/points');
    await expect(shortcuts.getByRole('button', { name: /我的账户/ })).toHaveCount(0);

    const cart = header.getByRole('link', { name: /我的采购单/ });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toContainText('0');
  });

  test('when a keyword and a category are searched, then /list opens with keyword and filter', async ({
    page,
  }) => {
    await open(page, '/');
    const search = page.getByRole('search', { name: '商品搜索' });
    await search.getByLabel('搜索分类').selectOption({ label: '实验耗材' });
    await search.getByLabel('搜索关键词').fill('  离心管 ');
    await search.getByRole('button', { name: '搜索' }).click();

    await expect(page).toHaveURL(/\/list\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '离心管', filter: 'product_type_id:10' });
    // On /list the box shows what was searched.
    await expect(search.getByLabel('搜索关键词')).toHaveValue('离心管');
    await expect(search.getByLabel('搜索分类')).toHaveValue('product_type_id:10');
  });

  test('when 全部分类 is searched with an empty box, then plain /list opens (Enter submits too)', async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByLabel('搜索关键词').press('Enter');
    await expect(page).toHaveURL(/\/list$/);

    await page.getByLabel('搜索关键词').fill('乙醇');
    await page.getByLabel('搜索关键词').press('Enter');
    await expect(page).toHaveURL(listHref({ keyword: '乙醇' }));
  });

  test('when the top menu renders, then every entry links where its business link points', async ({
    page,
  }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const expected: [string, string][] = [
      ['首页', '/'],
      ['化学试剂', listHref({ filter: 'product_type_id:1' })],
      ['实验耗材', listHref({ filter: 'product_type_id:10' })],
      ['仪器设备', listHref({ filter: 'product_type_id:20' })],
      ['品牌馆', '/brand'],
      ['解决方案', '/programme'],
      ['积分商城', '/points'],
      ['资讯中心', '/article'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');

    // An entry with children drops them down from its chevron button.
    const toggle = nav.getByRole('button', { name: '化学试剂子菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '有机试剂' })).toHaveAttribute(
      'href',
      listHref({ filter: 'product_type_id:2' }),
    );
    await expect(nav.getByRole('link', { name: '分析纯' })).toHaveAttribute(
      'href',
      listHref({ keyword: '分析纯' }),
    );
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: '有机试剂' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('when the mouse rests on 全部商品分类, then the groups and their category flyouts open', async ({
    page,
  }) => {
    await open(page, '/');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    const trigger = menu.getByRole('button', { name: '全部商品分类' });
    await expect(menu.getByRole('link', { name: '化学试剂' })).toBeHidden();

    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const group = menu.getByRole('link', { name: '实验耗材' });
    await expect(group).toHaveAttribute('href', listHref({ filter: 'product_type_id:10' }));
    await group.hover();
    const category = menu.getByRole('link', { name: '玻璃器皿' });
    await expect(category).toBeVisible();
    await expect(category).toHaveAttribute('href', listHref({ filter: 'product_type_id:11' }));
    await expect(menu.getByRole('link', { name: '烧杯' })).toBeVisible();
    // Another group's flyout replaces it.
    await menu.getByRole('link', { name: '仪器设备' }).hover();
    await expect(menu.getByRole('link', { name: '分析天平' })).toBeVisible();
    await expect(category).toBeHidden();

    // Escape dismisses hover content even though focus is elsewhere.
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.hover();
    await menu.getByRole('link', { name: '仪器设备' }).hover();
    await menu.getByRole('link', { name: '分析天平' }).click();
    await expect(page).toHaveURL(/\/list\?filter=/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The search box offers the category being browsed, so a keyword search stays inside it.
    await expect(page.getByLabel('搜索分类').locator('option:checked')).toHaveText('分析天平');
  });

  test('when 全部商品分类 is used from the keyboard, then Enter, arrows and Escape drive it', async ({
    page,
  }) => {
    await open(page, '/');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    const trigger = menu.getByRole('button', { name: '全部商品分类' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: '化学试剂', exact: true })).toBeFocused();
    // Focusing a group shows its flyout.
    await expect(menu.getByRole('link', { name: '有机试剂', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: '生物试剂', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('link', { name: '缓冲剂', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Tris 与 HEPES', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(menu.getByRole('link', { name: '生物试剂', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('link', { name: '安全防护', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '化学试剂', exact: true })).toBeHidden();

    // ArrowDown on the closed button opens the menu at its first group; Enter follows a link.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: '化学试剂', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(listHref({ filter: 'product_type_id:1' }));
  });

  test('when the page is tabbed from the top, then the skip link leads to the main content', async ({
    page,
  }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveAttribute('href', '#main');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('footer', () => {
  test('when a page renders, then selling points, bottom navigation, QR codes and copyright are shown', async ({
    page,
  }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const points = footer.getByRole('list', { name: '服务保障' }).getByRole('listitem');
    await expect(points).toHaveCount(3);
    await expect(points.nth(0)).toContainText('正品保障');
    await expect(points.nth(1)).toContainText('合规配送');
    await expect(points.nth(2)).toContainText('对公账期');

    const nav = footer.getByRole('navigation', { name: '帮助与服务' });
    for (const title of ['购物指南', '支付与发票', '配送与售后', '关于我们'])
      await expect(nav).toContainText(title);
    await expect(nav.getByRole('link', { name: '注册与登录' })).toHaveAttribute('href', '/issue/1');
    await expect(nav.getByRole('link', { name: '公司简介' })).toHaveAttribute('href', '/about/1');

    await expect(footer).toContainText('© 2026 蓝标实验商城 版权所有');

    for (const name of ['官方小程序二维码', '官方公众号二维码']) {
      const image = footer.getByRole('img', { name });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

test.describe('side bar', () => {
  const sideBar = (page: Page) => page.getByRole('complementary', { name: '侧边工具栏' });

  test('when home is at the top, then the bar is hidden; past 400 px it shows; 返回顶部 goes back up', async ({
    page,
  }) => {
    await open(page, '/');
    await makeTall(page);
    await expect(sideBar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => window.scrollY === 300);
    await expect(sideBar(page)).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(sideBar(page)).toBeVisible();
    const bar = sideBar(page);
    await expect(bar.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2F');
    await expect(bar.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    await expect(bar.getByRole('link', { name: '快速下单' })).toHaveAttribute('href', '/quick');

    await bar.getByRole('link', { name: '返回顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toBeFocused();
    await expect(sideBar(page)).toBeHidden();
  });

  test('when another page opens, then the bar shows at once with its tools', async ({ page }) => {
    // Before any script runs: the server already renders it shown.
    await page.goto('/list');
    await expect(sideBar(page)).toBeVisible();
    await waitForHydration(page);
    const bar = sideBar(page);
    // 在线客服 opens the chat panel (issue 36), no longer the configured link.
    await expect(bar.getByRole('button', { name: '在线客服' })).toHaveAttribute('aria-haspopup', 'dialog');

    const mobile = bar.getByRole('button', { name: '手机版' });
    const qr = bar.getByRole('img', { name: '官方小程序二维码' });
    await expect(qr).toBeHidden();
    await mobile.hover();
    await expect(qr).toBeVisible();
    await expect(bar.getByText('微信扫码，使用官方小程序')).toBeVisible();
    await page.mouse.move(100, 400);
    await expect(qr).toBeHidden();
    // Keyboard focus shows it as well; Escape hides it again.
    await mobile.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(mobile).toBeFocused();
    await expect(qr).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
  });

  test('when a visitor goes from home to another page, then the bar appears without scrolling', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(sideBar(page)).toBeHidden();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '品牌馆' }).click();
    await expect(page).toHaveURL('/brand');
    await expect(sideBar(page)).toBeVisible();
  });
});
