import type { BrowserContext } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { addToCart, plainSku } from './purchasing-data.ts';
import { callStore, lastSmsCode, operatorSession } from './store-api.ts';

/**
 * Controlled chemicals from the buyer's side (issue 32, items 7 and 8): everything standing between a
 * member and a controlled product is said, with its link, wherever they meet it (item page, 采购单,
 * quick order); the demo member may buy a 危险化学品 and a 第三类 reagent on a fresh store.
 */

const DEMO_PHONE = '19900000000';

const quickRow = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: '货号与数量' }).locator('tbody tr').first();

async function checkQuick(page: import('@playwright/test').Page, code: string) {
  await page.goto('/quick');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: '第 1 行的货号或 CAS 号' }).fill(code);
  await page.getByRole('textbox', { name: '第 1 行的数量' }).fill('1');
  await page.getByRole('button', { name: '核对' }).click();
}

async function useSession(context: BrowserContext, baseURL: string, session: string) {
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: 'session', value: session, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
}

test('when a member whose unit’s details await review meets 丙酮, then the item page, the 采购单 and quick order each name the verification step and the missing licence with their links, and the line is left unticked', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  // Registration step 2: the unit's details, no ID images, no licence.
  const datum = await callStore(
    baseURL!,
    'POST',
    '/register/datum',
    {
      organisation: '上海某某化学研究所',
      contact_name: '李四',
      email: `m${member.phone}@example.com`,
      username: `m${member.phone}`,
      password: 'Lab.2026',
    },
    member.session,
  );
  expect(datum.envelope.code, datum.envelope.message).toBe(200);
  // 丙酮: 危险化学品 and 易制毒第三类.
  const acetone = await plainSku(baseURL!, member, '丙酮');

  await page.goto(`/item/${acetone.productId}`);
  await waitForHydration(page);
  const missing = page
    .getByTestId('purchase-requirements')
    .getByTestId('missing-qualifications')
    .getByRole('listitem');
  await expect(missing).toHaveCount(2);
  await expect(missing.nth(0)).toContainText('尚未提交证件');
  await expect(missing.nth(0).getByRole('link', { name: '去实名认证' })).toHaveAttribute(
    'href',
    '/user/datum',
  );
  await expect(missing.nth(1)).toContainText('易制毒化学品购买备案证明（第三类）');
  await expect(missing.nth(1).getByRole('link', { name: '去上传资质证照' })).toHaveAttribute(
    'href',
    '/user/datum#licences',
  );

  await addToCart(baseURL!, member, [{ sku_id: acetone.id, quantity: 1 }]);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(
    page.getByRole('checkbox', { name: `选择 ${acetone.name}（${acetone.sku}）` }),
  ).not.toBeChecked();
  const note = page.getByTestId('cart-qualification');
  await expect(note).toContainText('资质尚不齐全');
  await expect(note.getByRole('link', { name: '去实名认证' })).toBeVisible();
  await expect(note.getByRole('link', { name: '去上传资质证照' })).toBeVisible();

  await checkQuick(page, acetone.sku);
  await expect(quickRow(page)).toContainText('资质不全');
  await expect(quickRow(page)).toContainText('尚未提交证件');
  await expect(quickRow(page)).not.toContainText('可以购买');
  await expect(quickRow(page).getByRole('link', { name: '去上传资质证照' })).toBeVisible();
});

test('when the demo member of a fresh store meets 乙腈 and 丙酮, then both may be bought, and the sales ledger already has their controlled sale', async ({
  page,
  context,
  baseURL,
}) => {
  const sent = await callStore(baseURL!, 'POST', '/sms/send', { phone: DEMO_PHONE, purpose: 'login' });
  expect(sent.envelope.code, sent.envelope.message).toBe(200);
  const loggedIn = await callStore(baseURL!, 'POST', '/login/sms', {
    phone: DEMO_PHONE,
    code: lastSmsCode(DEMO_PHONE),
  });
  expect(loggedIn.envelope.code, loggedIn.envelope.message).toBe(200);
  const member = { phone: DEMO_PHONE, session: loggedIn.session! };
  await useSession(context, baseURL!, member.session);

  const acetonitrile = await plainSku(baseURL!, member, '75-05-8', 1);
  await page.goto(`/item/${acetonitrile.productId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('purchase-requirements')).toContainText('您的资质齐全，可以购买。');

  const acetone = await plainSku(baseURL!, member, '丙酮', 1);
  await checkQuick(page, acetone.sku);
  await expect(quickRow(page)).toContainText('可以购买');

  const operator = await operatorSession(baseURL!);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const ledger = await callStore(
    baseURL!,
    'GET',
    '/admin/controlled-sales/export',
    { from: today, until: today },
    operator,
  );
  expect(ledger.envelope.code, ledger.envelope.message).toBe(200);
  expect((ledger.envelope.obj as { rows: number }).rows).toBeGreaterThanOrEqual(1);
});
