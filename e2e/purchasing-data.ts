import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Member } from './fixtures.ts';
import { callStore } from './store-api.ts';

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
