import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { addAddress, plainSku } from './purchasing-data.ts';
import { storeObj } from './store-api.ts';

// Issue 32, item 2: /order preselects the member's default invoice profile (an order had gone through
// with 不开票 although a 专票 profile was saved), and a missing profile is added on /order itself.

/** 立即购买 on the item page: the order list travels in a cookie, then /order opens. */
async function buyNow(page: Page, sku: { productId: number; sku: string }) {
  await page.goto(`/item/${sku.productId}`);
  await waitForHydration(page);
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').filter({ hasText: sku.sku });
  await row.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/order\?source=1/);
  await waitForHydration(page);
}

const SPECIAL = {
  kind: 'special',
  title_type: 'organisation',
  title: '上海有机化学研究所',
  taxpayer_no: '12100000425010089X',
  registered_address: '上海市徐汇区零陵路 345 号',
  registered_phone: '021-54925000',
  bank_name: '中国工商银行上海市徐汇支行',
  bank_account: '1001234509876543210',
  email: '',
  is_default: true,
};

test('when a member with a default 专票 profile orders, then /order preselects it and the order carries it', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  await addAddress(baseURL!, member);
  await storeObj(baseURL!, 'POST', '/user/invoice/add', SPECIAL, member.session);
  const sku = await plainSku(baseURL!, member, '烧杯');

  await buyNow(page, sku);
  await expect(page.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(SPECIAL.title) })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?number=\d{14,}$/);
  const number = new URL(page.url()).searchParams.get('number')!;

  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  const invoice = page.getByRole('region', { name: '发票信息' });
  await expect(invoice).toContainText('增值税专用发票');
  await expect(invoice).toContainText(SPECIAL.title);
});

test('when a member without a profile asks for a 普通发票, then they add one on /order, it is chosen and the order carries it', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  await addAddress(baseURL!, member);
  const sku = await plainSku(baseURL!, member, '烧杯');

  await buyNow(page, sku);
  await expect(page.getByRole('radio', { name: '不开票' })).toBeChecked();
  await page.getByRole('radio', { name: '普通发票' }).check();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await page.getByRole('button', { name: '在此添加' }).click();
  const form = page.locator('.lm-order-inline-form');
  await form.getByRole('radio', { name: '个人' }).check();
  await form.getByLabel('个人姓名').fill('王立');
  await form.getByRole('button', { name: '保存发票信息' }).click();

  // Back on the same page, the new profile chosen: the order can go.
  await expect(page).toHaveURL(/\/order\?/);
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /王立/ })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?number=\d{14,}$/);
  const number = new URL(page.url()).searchParams.get('number')!;

  await page.goto(`/user/order/${number}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '发票信息' })).toContainText('王立');
});
