import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// The demo home page the server seeds on first start: four banners, four category floors.

const carousel = (page: Page) => page.getByRole('region', { name: '精选推荐' });
const sideBar = (page: Page) => page.getByRole('complementary', { name: '侧边工具栏' });

test('when a visitor follows a banner, then it leads to its target; the dots and pause work from the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  // The largest picture is preloaded at the right width and reserves its place before it loads.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', /hplc-solvents-750\.webp 750w/);
  const first = carousel(page).getByRole('img', { name: /^色谱溶剂专场/ });
  await expect(first).toHaveAttribute('srcset', /750w.*1200w/);
  await expect(first).toHaveAttribute('width', '1200');
  await expect(first).toHaveAttribute('height', '400');
  await waitForHydration(page);

  await first.click();
  await expect(page).toHaveURL('/list?filter=product_type_id%3A4');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('色谱试剂');

  await page.goBack();
  await waitForHydration(page);
  const pause = carousel(page).getByRole('button', { name: '暂停轮播' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel(page).getByRole('button', { name: '继续轮播' })).toBeFocused();
  const second = carousel(page).getByRole('button', { name: '显示第 2 张' });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(first).toBeHidden();
  await carousel(page)
    .getByRole('img', { name: /^实验耗材一站配齐/ })
    .click();
  await expect(page).toHaveURL('/list?filter=product_type_id%3A10');
});

test('when a visitor opens home, then floors show 登录询价 and no price anywhere in the page or its data', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const floor = page.getByRole('region', { name: '化学试剂' });
  await expect(floor.getByRole('link', { name: '登录询价' }).first()).toHaveAttribute(
    'href',
    '/login?redirect=%2F',
  );
  await expect(page.getByRole('region', { name: '新品上架' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('region', { name: '优选品牌' }).getByRole('link').first()).toBeVisible();
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('min_price');
  expect(html).not.toMatch(/¥\s?\d/);
  const data = await (await request.get('/_root.data')).text();
  expect(data).not.toContain('min_price');
});

test('when a member opens home, then featured products show their prices', async ({ page, login }) => {
  await login();
  await page.goto('/');
  const floor = page.getByRole('region', { name: '化学试剂' });
  await expect(floor.getByText(/¥\d/).first()).toBeVisible();
  await expect(floor.getByRole('link', { name: '登录询价' })).toHaveCount(0);
});

test('when home is scrolled, then the side bar appears only past 400 px', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction((top) => window.scrollY === top, y);
    // The bar reads the position on the scroll event: two frames and React has committed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  };
  // The real page is long enough to scroll (no padding added by the test).
  expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(800);
  await expect(sideBar(page)).toBeHidden();
  await scrollTo(400);
  // Hidden, the bar is out of the accessibility tree: its element says why.
  await expect(page.locator('aside.lm-sidebar')).toHaveAttribute('data-revealed', 'false');
  await expect(sideBar(page)).toBeHidden();
  await scrollTo(401);
  await expect(page.locator('aside.lm-sidebar')).toHaveAttribute('data-revealed', 'true');
  await expect(sideBar(page)).toBeVisible();
  await scrollTo(120);
  await expect(sideBar(page)).toBeHidden();
});

test('the footer shows the ICP and public-security filing numbers linked to their lookups', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '沪ICP备2026000000号-1' })).toHaveAttribute(
    'href',
    'https://beian.miit.gov.cn/',
  );
  await expect(footer.getByRole('link', { name: '沪公网安备31011502000000号' })).toHaveAttribute(
    'href',
    'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=31011502000000',
  );
});
