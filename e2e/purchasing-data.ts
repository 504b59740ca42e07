import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Member, waitForHydration } from './fixtures.ts';
import { callStore, operatorSession, storeObj } from './store-api.ts';

/** Catalogue facts for the 采购单 and quick-order journeys, read through the store API as a member. */

export interface BuyableSku {
  id: number;
  productId: number;
  name: string;
  sku: string;
  price: string;
  stock: number;
}

interface DetailSku {
  id: number;
  sku: string;
  pack: string;
  price?: string;
  stock: number;
  min_qty: number;
  step: number;
  on_sale: boolean;
}

/** An on-sale SKU of the first product a keyword finds, ordered one by one, with stock for `need`. */
export async function plainSku(
  baseURL: string,
  member: Member,
  keyword: string,
  need = 5,
): Promise<BuyableSku> {
  const found = await callStore(baseURL, 'GET', '/product/list', { keyword, sort: 'relevance', index: 1 });
  expect(found.envelope.code, found.envelope.message).toBe(200);
  const products = (found.envelope.obj as { list: { id: number; name: string }[] }).list;
  for (const product of products) {
    const detail = await callStore(baseURL, 'GET', '/product/detail', { id: product.id }, member.session);
    const skus = (detail.envelope.obj as { skus: DetailSku[] }).skus;
    const sku = skus.find((s) => s.on_sale && s.min_qty === 1 && s.step === 1 && s.stock >= need);
    if (sku) {
      return {
        id: sku.id,
        productId: product.id,
        name: product.name,
        sku: sku.sku,
        price: sku.price!,
        stock: sku.stock,
      };
    }
  }
  throw new Error(`no plain SKU for ${keyword}`);
}

export async function addToCart(
  baseURL: string,
  member: Member,
  items: { sku_id: number; quantity: number }[],
) {
  const added = await callStore(baseURL, 'POST', '/user/cart/add', { items }, member.session);
  expect(added.envelope.code, added.envelope.message).toBe(200);
}

/** The badge of 我的采购单 in the header. */
export const cartBadge = (page: Page) => page.locator('.lm-cart__badge');

/**
 * Waits until finite animations have ended (endless ones, a spinner, are left running): a colour caught
 * mid-transition, a tab just switched on or a button just enabled, reads to axe as a contrast fault.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** ¥1,234.50 from whole fen, as the pages show money. */
export const money = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
export const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);

interface OrderableDetail {
  controlled: unknown[];
  skus: { id: number; sku: string; stock: number; min_qty: number; step: number; on_sale: boolean }[];
}

/**
 * An on-sale SKU of a product anyone may buy (no licence needed), bought one by one, with stock for
 * `need`; `accept` narrows the choice further (a journey that reads the stock back wants a small one).
 */
export async function freelySoldSku(
  baseURL: string,
  member: Member,
  need = 2,
  accept: (sku: OrderableDetail['skus'][number]) => boolean = () => true,
) {
  const listed = await storeObj<{ list: { id: number }[] }>(baseURL, 'GET', '/product/list', {
    pageSize: 60,
  });
  for (const { id } of listed.list) {
    const detail = await storeObj<OrderableDetail & { id: number }>(
      baseURL,
      'GET',
      '/product/detail',
      { id },
      member.session,
    );
    if (detail.controlled.length > 0) continue;
    const sku = detail.skus.find(
      (s) => s.on_sale && s.min_qty === 1 && s.step === 1 && s.stock >= need && accept(s),
    );
    if (sku) return { productId: id, sku };
  }
  throw new Error('no freely sold SKU in the demo catalogue');
}

/** An unpaid order placed through the store's own API (to a new address), as the confirmation page does. */
/** Gives the member a receiving address (天河路 1 号, 广州) through the API; answers its id. */
export function addAddress(baseURL: string, member: Member) {
  return storeObj<{ id: number }>(
    baseURL,
    'POST',
    '/user/address/add',
    {
      consignee: '王立',
      phone: '13800138000',
      province_code: 440000,
      city_code: 440100,
      district_code: 440106,
      detail: '天河路 1 号',
    },
    member.session,
  );
}

export async function placeUnpaidOrder(
  baseURL: string,
  member: Member,
  items: { sku_id: number; quantity: number }[],
  extra: { po_number?: string; invoice_profile_id?: number } = {},
) {
  const address = await addAddress(baseURL, member);
  return storeObj<{ number: string }>(
    baseURL,
    'POST',
    '/order/submit',
    {
      idempotency_key: `e2e-${Date.now()}-${items.map((i) => i.sku_id).join('-')}`,
      source: 1,
      items,
      address_id: address.id,
      ...extra,
    },
    member.session,
  );
}

/**
 * An order of `items` placed and paid on 账期 through the API (an operator gives the buyer a ¥10,000 credit
 * line first), and shipped with `trackingNo` when one is given: where the 售后 and invoice journeys start.
 */
export async function orderPaidOnCredit(
  baseURL: string,
  member: Member,
  items: { sku_id: number; quantity: number }[],
  options: { trackingNo?: string; invoice_profile_id?: number } = {},
) {
  const { trackingNo, ...extra } = options;
  const { number } = await placeUnpaidOrder(baseURL, member, items, extra);
  const admin = await operatorSession(baseURL);
  const me = await storeObj<{ user_id: number }>(baseURL, 'GET', '/user/info', {}, member.session);
  const creditLine = { user_id: me.user_id, limit: '10000.00', statement_day: 1, due_days: 30 };
  await storeObj(baseURL, 'POST', '/admin/credit/set', creditLine, admin);
  await storeObj(baseURL, 'POST', '/pay/credit', { number }, member.session);
  if (trackingNo) {
    const shipment = { number, carrier: '顺丰速运', tracking_no: trackingNo };
    await storeObj(baseURL, 'POST', '/admin/orders/ship', shipment, admin);
  }
  return { number, admin };
}

/**
 * The buyer sends a 对公转账 voucher on /pay as a clerk does: the method chosen, the file uploaded and
 * shown back (a PDF as a link, a picture as its preview), submitted, and the order 待确认.
 */
export async function sendTransferVoucher(
  page: Page,
  number: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto(`/pay?number=${number}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(
    file.mimeType.startsWith('image/')
      ? page.getByAltText(file.name)
      : page.getByRole('link', { name: file.name }),
  ).toBeVisible();
  await page.getByRole('button', { name: '提交转账凭证' }).click();
  await expect(page.getByTestId('pay-state')).toHaveText('待付款 · 待确认');
}
