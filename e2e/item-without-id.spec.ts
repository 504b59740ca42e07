import { expect, test, waitForHydration } from './fixtures.ts';
import { callStore } from './store-api.ts';

// SPEC §2 `/item/{id?}`: /item without an id is not a dead end (issue 40, item 9; ADR 0039).

test('when a visitor opens /item without an id, then the product list opens', async ({ page }) => {
  await page.goto('/item');
  await expect(page).toHaveURL(/\/list$/);
});

test('when a member opens /item without an id, then the list opens until they view a product, then that product', async ({
  page,
  baseURL,
  login,
}) => {
  await login();
  await page.goto('/item');
  await expect(page).toHaveURL(/\/list$/);

  const found = await callStore(baseURL!, 'GET', '/product/list', {
    keyword: '甲醇',
    sort: 'relevance',
    index: 1,
  });
  const product = (found.envelope.obj as { list: { id: number }[] }).list[0];
  expect(product, 'a product for 甲醇').toBeTruthy();
  // The item page records a member's visit from the browser once it has loaded.
  const recorded = page.waitForResponse((response) => response.url().includes('/api/user/history/add'));
  await page.goto(`/item/${product!.id}`);
  await waitForHydration(page);
  await recorded;

  await page.goto('/item');
  await expect(page).toHaveURL(new RegExp(`/item/${product!.id}$`));
});
