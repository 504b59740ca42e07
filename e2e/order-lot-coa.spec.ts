import { expect, test, waitForHydration } from './fixtures.ts';
import { lastSmsCode, storeObj } from './store-api.ts';

/** The demo member a fresh store seeds; their shipped lines record lot DEMO-2611A (seed/demo-lot-documents.ts). */
const DEMO_PHONE = '19900000000';

type Detail = { number: string; lines: { lot: string; coa: boolean }[] };

test('when the demo member opens an order shipped from a lot with a COA, then the order detail shows 批号 and 下载 COA, which hands over the file', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/user');
  await waitForHydration(page);
  await page.getByLabel('手机号').fill(DEMO_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(lastSmsCode(DEMO_PHONE));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL('/user');
  const session = (await context.cookies()).find((c) => c.name === 'session')!.value;

  const list = await storeObj<{ list: { number: string }[] }>(
    baseURL!,
    'GET',
    '/user/order/list',
    { state: 'all', pageSize: 20 },
    session,
  );
  let shipped: Detail | undefined;
  for (const { number } of list.list) {
    const detail = await storeObj<Detail>(baseURL!, 'GET', '/user/order/detail', { number }, session);
    if (detail.lines.some((l) => l.coa)) shipped = detail;
  }
  expect(shipped, 'a seeded order with a COA lot').toBeDefined();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/user/order/${shipped!.number}`);
  await waitForHydration(page);
  await expect(page.getByText('批号 DEMO-2611A').first()).toBeVisible();
  const coa = page.getByRole('link', { name: '下载 COA' }).first();
  await expect(coa).toBeVisible();
  const answer = await page.request.get((await coa.getAttribute('href'))!, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toContain('lot_document');
  await page.screenshot({ path: 'test-results/order-coa-1366.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/order-coa-375.png', fullPage: true });
});
