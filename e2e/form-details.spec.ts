import { crc32, deflateSync } from 'node:zlib';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations, freelySoldSku, placeUnpaidOrder } from './purchasing-data.ts';

// Issue 32, item 15: a registration error keeps clear of the next field's label; a voucher's thumbnail
// shows the whole image and opens it at full size; on a phone the item page's 别名 stays on one line.

/** A wide 8×2 greyscale PNG: cropped to a square, its sides would be cut off. */
function widePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.from([0, 0x20, 0x40, 0x60, 0x80, 0xa0, 0xc0, 0xe0, 0xff]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('when a visitor sends the registration form empty at 375 px, then each error keeps clear of the next label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByRole('button', { name: '下一步' }).click();
  // The inline message (the same text is also the failure toast).
  const error = page.locator('.ant-form-item-explain-error').getByText('请输入手机号码');
  await expect(error).toBeVisible();
  // Polled: antd slides the message in.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const message = document.querySelector('.ant-form-item-explain-error')!.getBoundingClientRect();
        const label = [...document.querySelectorAll('.ant-form-item-label')].find((el) =>
          el.textContent?.includes('短信验证码'),
        )!;
        return label.getBoundingClientRect().top - message.bottom;
      }),
    )
    .toBeGreaterThanOrEqual(6);
});

test('when a buyer uploads a wide voucher image, then its thumbnail shows it whole and links to the full image', async ({
  page,
  baseURL,
  login,
}) => {
  const member = await login();
  const { sku } = await freelySoldSku(baseURL!, member);
  const order = await placeUnpaidOrder(baseURL!, member, [{ sku_id: sku.id, quantity: 1 }]);
  await page.goto(`/pay?number=${order.number}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: widePng() });
  const thumbnail = page.getByRole('img', { name: '回单.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  expect(await thumbnail.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  const src = await thumbnail.getAttribute('src');
  const enlarge = page.getByRole('link', { name: /回单\.png.*查看大图/ });
  await expect(enlarge).toHaveAttribute('href', src!);
  await expect(enlarge).toHaveAttribute('target', '_blank');
  expect(await axeViolations(page)).toEqual([]);
});

test('when a buyer opens an item with 别名 on a phone, then every label of its facts stays on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The member lists' stylesheet is on this page too: its inline .lm-facts once squeezed these labels.
  await page.goto('/item/1');
  await waitForHydration(page);
  const labels = page.locator('.lm-item__summary dl dt');
  await expect(labels.filter({ hasText: '别名' })).toHaveCount(1);
  const boxes = await labels.evaluateAll((dts) =>
    dts.map((dt) => {
      // The text's own line boxes: the label cell itself is as tall as its value.
      const text = document.createRange();
      text.selectNodeContents(dt);
      const tops = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
      return {
        text: dt.textContent,
        wraps: tops.size > 1,
        valueLeft: Math.round(dt.nextElementSibling!.getBoundingClientRect().left),
      };
    }),
  );
  for (const box of boxes) expect(box.wraps, box.text!).toBe(false);
  // One column for the labels: every value starts at the same place.
  expect(new Set(boxes.map((box) => box.valueLeft)).size).toBe(1);
});
