import { crc32, deflateSync } from 'node:zlib';
import { expect, test, waitForHydration } from './fixtures.ts';

/** A real 2×2 PNG (grey pixels), built here so the browser can decode the preview. */
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
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80]); // filter byte + 2 pixels, twice
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = png();

test('a member uploads an avatar through the upload control and sees its preview', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/user/config');
  await waitForHydration(page);

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/storage/')) uploads.push(request.method());
  });
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: PNG });

  await expect(page.getByText('上传成功')).toBeVisible();
  const preview = page.getByRole('img', { name: '头像.png' });
  await expect(preview).toBeVisible();
  // Decoded, not the 图片加载失败 fallback: it came back through a signed read URL.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(preview).toHaveAttribute('src', /^\/storage\/labmall\/o\/avatar\/\d{6}\/[0-9a-f-]{36}\?/);
  await expect(page.getByText('图片加载失败')).toHaveCount(0);
  await expect(page.getByText('上传失败')).toHaveCount(0);
  expect(uploads).toEqual(['PUT', 'GET']);
});

test('a file with the wrong extension is refused before anything is sent', async ({ page, login }) => {
  await login();
  await page.goto('/user/config');
  await waitForHydration(page);

  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/storage/') || path === '/api/oss/token') sent.push(path);
  });
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'page.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });

  await expect(page.getByText('请选择后缀名为png、gif、jpg、jpeg的文件')).toBeVisible();
  expect(sent).toEqual([]);
});
