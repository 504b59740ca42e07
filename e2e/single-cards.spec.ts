import type { Locator } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { storeObj } from './store-api.ts';

// Issue 32, item 14: one activity alone spans its row (on the home page and /sales) instead of a narrow
// card beside an empty area; an item with no description shows no empty 商品描述 section.

const widthOf = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().width));

test('when the shop runs one activity, then its card spans the row on the home page and on /sales, and an item without a description has no 商品描述', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const tiles = page.locator('section[aria-labelledby="home-activities"] ul');
  await expect(tiles.locator('> li')).toHaveCount(1);
  expect(await widthOf(tiles.locator('> li'))).toBeGreaterThanOrEqual((await widthOf(tiles)) - 1);

  await page.goto('/sales');
  await waitForHydration(page);
  const running = page.locator('ul.lm-sales-cards').first();
  await expect(running.locator('> li')).toHaveCount(1);
  expect(await widthOf(running.locator('> li'))).toBeGreaterThanOrEqual((await widthOf(running)) - 1);

  const listed = await storeObj<{ list: { id: number }[] }>(baseURL!, 'GET', '/product/list', {
    pageSize: 60,
  });
  let bare: number | undefined;
  for (const { id } of listed.list) {
    const detail = await storeObj<{ description: string }>(baseURL!, 'GET', '/product/detail', { id });
    if (detail.description.trim() === '') {
      bare = id;
      break;
    }
  }
  expect(bare, 'a demo product without a description').toBeDefined();
  await page.goto(`/item/${bare}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '包装规格' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '商品描述' })).toHaveCount(0);
  await expect(page.getByText('暂无描述')).toHaveCount(0);
});
