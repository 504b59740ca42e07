import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, cartBadge } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';

/*
 * 商品 in the console (issue 34 item 1): a 商品 staff member creates a product with two pack sizes and
 * a picture; a member finds it by its CAS number and adds it to the 采购单.
 */

/** A real 2×2 PNG, so the upload's type check and the browser's preview both accept it. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 128, 128, 0, 128, 128]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A CAS number no demo product has (7 digits first), with its check digit right. */
function freshCas(): string {
  const digits = `${Date.now() % 10_000_000}`.padStart(7, '1').replace(/^0/, '1');
  const body = `${digits}${String(process.pid % 100).padStart(2, '0')}`;
  let sum = 0;
  for (let i = body.length - 1, w = 1; i >= 0; i--, w++) sum += Number(body[i]) * w;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${sum % 10}`;
}

/** The first option of an antd select, by its label. */
async function chooseFirst(page: Page, label: string) {
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('when a 商品 staff member creates a product with two pack sizes and a picture, then a member finds it by CAS and adds it to the 采购单', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  await login();
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['商品']));
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `测试氘代试剂 ${stamp}`;
  const cas = freshCas();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/catalogue/products');
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '新建商品' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/products\/new$/);
  await waitForHydration(page);

  await page.getByLabel('名称', { exact: true }).fill(name);
  await page.getByLabel('英文名').fill('Deuterated test reagent');
  await page.getByLabel('CAS 号').fill(cas);
  await page.getByLabel('等级/纯度').fill('99.8 atom% D');
  await chooseFirst(page, '分类');
  await chooseFirst(page, '品牌');
  const first = page.getByRole('group', { name: '规格 1' });
  await first.getByLabel('货号').fill(`E2E-${stamp}-1`);
  await first.getByLabel('包装').fill('10 g');
  await first.getByLabel('单价（元）').fill('128.50');
  await first.getByLabel('期初库存（入库）').fill('20');
  await page.getByRole('button', { name: '添加规格' }).click();
  const second = page.getByRole('group', { name: '规格 2' });
  await second.getByLabel('货号').fill(`E2E-${stamp}-2`);
  await second.getByLabel('包装').fill('100 g');
  await second.getByLabel('单价（元）').fill('980');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: '商品图.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('上传成功')).toBeVisible();

  await page.getByRole('button', { name: '创建商品' }).click();
  await expect(toasts(page)).toContainText('商品已创建');
  await expect(page).toHaveURL(/\/admin\/catalogue\/products\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: `编辑商品：${name}` })).toBeVisible();
  // The first stock is the ledger's 入库 line; the pack sizes keep their prices.
  const ledger = page.getByRole('region', { name: '库存流水' });
  await expect(ledger.getByRole('row', { name: new RegExp(`E2E-${stamp}-1`) })).toContainText('入库');
  await expect(ledger.getByRole('row', { name: new RegExp(`E2E-${stamp}-1`) })).toContainText('+20');
  await expect(page.getByRole('group', { name: '规格 2' }).getByLabel('单价（元）')).toHaveValue('980.00');
  // The pointer rests where 创建商品 was, over the upload button now: its hover colour is not the page's.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-product');

  // The member's side: search by CAS, the item page, 加入采购单.
  await page.goto(`/list?keyword=${encodeURIComponent(cas)}`);
  await waitForHydration(page);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await waitForHydration(page);
  await expect(page.locator('img[src^="/media/o/catalogue/"]').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `E2E-${stamp}-1` });
  await row.getByRole('button', { name: '加入采购单' }).click();
  await expect(toasts(page)).toContainText('已加入采购单');
  await expect(cartBadge(page)).toHaveText('1');
});

test('when a 商品 staff member adds a category under another and hides it, and adds a brand with a logo, then both lists show them', async ({
  page,
  context,
  baseURL,
}) => {
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['商品']));
  const stamp = Date.now().toString(36).toUpperCase();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/catalogue/categories');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建分类' }).click();
  const dialog = page.getByRole('dialog', { name: '新建分类' });
  await dialog.getByLabel('名称').fill(`测试大类${stamp}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建分类“测试大类${stamp}”`);
  const parent = page.getByRole('row', { name: new RegExp(`测试大类${stamp}`) });
  await parent.getByRole('button', { name: '添加下级' }).click();
  const child = page.getByRole('dialog', { name: '新建分类' });
  await child.getByLabel('名称').fill(`测试小类${stamp}`);
  await child.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建分类“测试小类${stamp}”`);
  await parent.getByRole('button', { name: '隐藏' }).click();
  await expect(toasts(page)).toContainText(`分类“测试大类${stamp}”已隐藏`);
  await expect(parent).toContainText('已隐藏');
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-categories');

  await page.goto('/admin/catalogue/brands');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建品牌' }).click();
  const brand = page.getByRole('dialog', { name: '新建品牌' });
  await brand.getByLabel('名称', { exact: true }).fill(`测试品牌${stamp}`);
  await brand.getByLabel('英文名').fill(`Test Brand ${stamp}`);
  await brand
    .locator('input[type="file"]')
    .setInputFiles({ name: '标志.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('上传成功')).toBeVisible();
  await brand.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已新建品牌“测试品牌${stamp}”`);
  await page.getByLabel('品牌名称').fill(`测试品牌${stamp}`);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('img', { name: `测试品牌${stamp} 标志` })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-brands');
});
